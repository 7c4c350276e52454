// The theme tokens' custom properties, built with the site into its linked stylesheet (vite.config.ts).
import 'virtual:tessera-tokens.css';
import './shell/bootShell.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadScriptFont } from '@tessera/ui/fonts';
import {
  createI18n,
  currentLanguage,
  DEFAULT_LANGUAGE,
  readStoredLanguage,
  scriptOf,
  toLanguageCode,
} from '@tessera/i18n';
import { acceptServedPage, api, setApiLanguage } from './core/api';
import { App } from './app/App';
import { preloadPage } from './app/routes';
import { createStore } from './store/createStore';
import { captureInstallPrompt } from './features/content/installPrompt';
import { prefetchRouteReads } from './features/content/bannerGroups';
import { startApp } from './features/system/start';

captureInstallPrompt();
// The lite app's offline shell. Development builds skip it: it would serve yesterday's modules.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

/** Resolves in a task of its own, so the work after it does not lengthen the current one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  const { pathname } = window.location;
  // The code's evaluation is one long task already: asking for the page's code (a link element per
  // chunk it needs) and then the store and its first calls each get a task of their own.
  await nextTask();
  preloadPage(pathname);
  await nextTask();
  // The store starts at once, with the start language createI18n settles on (the stored one, or
  // the default): the platform's status, the session and the page's banners are asked for while
  // the language's catalogue arrives, not after it and the first render.
  const startLanguage = toLanguageCode(readStoredLanguage() ?? DEFAULT_LANGUAGE);
  setApiLanguage(startLanguage);
  // The page's banners may have come with the page: then the strip has them before the first render.
  acceptServedPage(startLanguage);
  // The flows' runtime (redux-saga and the session's sagas) comes in a chunk of its own, fetched
  // now beside the first render, which needs no flow: actions wait for the sagas meanwhile.
  const store = createStore(api, () => import('./store/sagaRuntime'));
  // The banner first (it is what a phone paints largest), then the start's flows, each in a task
  // of its own: together, building the store and starting its sagas and calls held a phone's main
  // thread for one long task.
  prefetchRouteReads(store.dispatch, pathname, startLanguage);
  await nextTask();
  store.dispatch(startApp());
  // The reads are on their way; the language's set-up (and, when its catalogue is already here,
  // the first render's start) gets a task of its own too.
  await nextTask();
  // The start language's typeface is declared while its catalogue loads, so the first paint
  // already draws in it; a later switch declares the new one.
  const [i18n] = await Promise.all([
    createI18n({
      onLanguageChanged: (code) => {
        setApiLanguage(code);
        void loadScriptFont(scriptOf(code));
      },
    }),
    loadScriptFont(scriptOf(startLanguage)),
  ]);
  setApiLanguage(currentLanguage(i18n));
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The first render is a transition: React yields to the browser every few milliseconds while it
  // builds the page, instead of holding a phone's main thread for one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} i18n={i18n} tokensLinked />
      </StrictMode>,
    );
  });
}

void boot();
