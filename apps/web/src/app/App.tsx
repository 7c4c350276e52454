import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider, type I18n } from '@tessera/i18n';
import { BaseStyle, ThemeProvider } from '@tessera/ui';
import { SystemGate } from '../features/system/components/SystemGate';
import { startApp } from '../features/system/start';
import { selectThemeMode } from '../features/theme/selectors';
import { useAppSelector } from '../core/hooks';
import { runtimeConfig } from '../core/api';
import { AppRoutes } from './routes';
import type { AppStore } from '../store/createStore';

/**
 * The theme, with the document's base styles. The tokens' custom properties are not written here:
 * the site links them as a stylesheet built from the same tokens (main.tsx imports it), so its first
 * paint already has them.
 */
function Themed({ children }: { children: React.ReactNode }) {
  const mode = useAppSelector(selectThemeMode);
  return (
    <ThemeProvider mode={mode} brand={runtimeConfig.brand}>
      <BaseStyle />
      {children}
    </ThemeProvider>
  );
}

function Site() {
  return (
    <BrowserRouter>
      <SystemGate>
        <AppRoutes />
      </SystemGate>
    </BrowserRouter>
  );
}

/** The whole app: store, language, theme, and the router behind the system gate. */
export function App({ store, i18n }: { store: AppStore; i18n: I18n }) {
  // The entry starts the app as soon as the store exists (main.tsx); a store handed over unstarted
  // (tests, embedding) is started here.
  useEffect(() => {
    if (!store.getState().system.started) store.dispatch(startApp());
  }, [store]);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Themed>
          <Site />
        </Themed>
      </I18nextProvider>
    </Provider>
  );
}
