import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import { createI18n, currentLanguage } from '@tessera/i18n';
import { api, setApiLanguage } from './app/api';
import { App } from './app/App';
import { createStore } from './app/store';
import { captureInstallPrompt } from './features/content/installPrompt';

captureInstallPrompt();
// The lite app's offline shell. Development builds skip it: it would serve yesterday's modules.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

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
