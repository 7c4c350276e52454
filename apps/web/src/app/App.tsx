import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider, type I18n } from '@tessera/i18n';
import { GlobalStyle, ThemeProvider } from '@tessera/ui';
import { SystemGate } from '../features/system/components/SystemGate';
import { startApp } from '../features/system/start';
import { selectThemeMode } from '../features/theme/selectors';
import { useAppSelector } from '../core/hooks';
import { runtimeConfig } from '../core/api';
import { AppRoutes } from './routes';
import type { AppStore } from '../store/createStore';

function Themed({ tokensLinked, children }: { tokensLinked: boolean; children: React.ReactNode }) {
  const mode = useAppSelector(selectThemeMode);
  return (
    <ThemeProvider mode={mode} brand={runtimeConfig.brand}>
      <GlobalStyle tokensLinked={tokensLinked} />
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

/**
 * The whole app: store, language, theme, and the router behind the system gate. `tokensLinked`:
 * the page links the theme tokens' stylesheet (the built site does, see main.tsx).
 */
export function App({ store, i18n, tokensLinked = false }: { store: AppStore; i18n: I18n; tokensLinked?: boolean }) {
  // The entry starts the app as soon as the store exists (main.tsx); a store handed over unstarted
  // (tests, embedding) is started here.
  useEffect(() => {
    if (!store.getState().system.started) store.dispatch(startApp());
  }, [store]);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Themed tokensLinked={tokensLinked}>
          <Site />
        </Themed>
      </I18nextProvider>
    </Provider>
  );
}
