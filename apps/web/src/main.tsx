import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { createI18n, currentLanguage } from '@tessera/i18n';
import { api, setApiLanguage } from './app/api';
import { App } from './app/App';
import { createStore } from './app/store';

async function boot() {
  const i18n = await createI18n({ onLanguageChanged: setApiLanguage });
  setApiLanguage(currentLanguage(i18n));
  const store = createStore(api);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App store={store} i18n={i18n} />
    </StrictMode>,
  );
}

void boot();
