// The theme tokens' custom properties, built with the site into its linked stylesheet (vite.config.ts).
import 'virtual:tessera-tokens.css';
import './shell/bootShell.css';
import { startTransition, StrictMode } from 'react';
import { captureInstallPrompt } from './features/content/installPrompt';
import { preloadPage } from './app/pages';

captureInstallPrompt();
// The lite app's offline shell. Development builds skip it: it would serve yesterday's modules.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

/** Resolves in a task of its own, so the work after it does not lengthen the current one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start, in stages. Each `import()` below is a stage of the app's code (src/boot, then the app)
 * whose modules run (a library's set-up, the calls' definitions, the slices, every styled
 * component) when it is asked for, in a task of its own: the app's code run at once held a phone's
 * main thread for one long task after the document's first paint. The build makes each stage an
 * entry of its own and the document preloads them with this one (server/bootStages.ts), so none
 * is fetched late.
 */
async function boot() {
  const { pathname } = window.location;
  const reads = await import('./boot/store');
  await nextTask();
  const { store, startLanguage } = reads.startStore();
  await nextTask();
  reads.startPageReads(store, pathname, startLanguage);
  await nextTask();
  reads.startFrameReads(store, pathname);
  await nextTask();
  store.dispatch(reads.startApp());
  await nextTask();
  const language = await import('./boot/language');
  // The start language's typeface is declared while its catalogue loads, so the first paint
  // already draws in it; a later switch declares the new one.
  const [i18n] = await Promise.all([
    language.createI18n({
      onLanguageChanged: (code) => {
        reads.setApiLanguage(code);
        void language.loadScriptFont(language.scriptOf(code));
      },
    }),
    language.loadScriptFont(language.scriptOf(startLanguage)),
  ]);
  reads.setApiLanguage(language.currentLanguage(i18n));
  await nextTask();
  const { createRoot } = await import('./boot/reactDom');
  await nextTask();
  const { App } = await import('./app/App');
  await nextTask();
  // The page's code, after the stages: its chunks import theirs, so asking for it sooner would run
  // every stage at once as it arrived. The document already fetches it (server/pageCode.ts); this
  // runs it, so the first render has it.
  preloadPage(pathname);
  await nextTask();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The first render is a transition: React yields to the browser every few milliseconds while it
  // builds the page, instead of holding a phone's main thread for one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App store={store} i18n={i18n} />
      </StrictMode>,
    );
  });
}

void boot();
