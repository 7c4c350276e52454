// The languages and the stored choice alone: the package's index also brings i18next, whose code
// belongs to the language stage (a module this stage reaches runs with it).
import { DEFAULT_LANGUAGE, toLanguageCode } from '@tessera/i18n/languages';
import { readStoredLanguage } from '@tessera/i18n/storage';
import { acceptServedPage, api, runtimeConfig, setApiLanguage } from '../core/api';
import { createStore, type AppStore } from '../store/createStore';
import { prefetchEntryPopup, prefetchRouteReads, prefetchShellReads } from '../features/content/bannerGroups';

/**
 * A stage of the start (main.tsx): the contract's client, the store and the first reads, with their
 * code (Redux Toolkit, the calls and their cache, the slices).
 */
export { startApp } from '../features/system/start';
export { setApiLanguage };

/**
 * The store, with the start language createI18n will settle on (the stored one, or the default).
 * The page's reads (startPageReads, startFrameReads) and the platform's status and the session
 * (startApp) are asked for in the tasks after it, while the language's catalogue arrives, not
 * after it and the first render; their answers may have come with the document, and are then in
 * the cache before the first render. The flows' runtime (redux-saga and the session's sagas) comes
 * in a chunk of its own, fetched beside the first render, which needs no flow: actions wait for
 * the sagas meanwhile.
 */
export function startStore() {
  const startLanguage = toLanguageCode(readStoredLanguage() ?? DEFAULT_LANGUAGE);
  setApiLanguage(startLanguage);
  acceptServedPage(startLanguage);
  const store = createStore(api, () => import('../store/sagaRuntime'));
  return { store, startLanguage };
}

/**
 * The page's first reads, in the task after the store's: its banners first (what a phone paints
 * largest), then the read below them.
 */
export function startPageReads(store: AppStore, pathname: string, startLanguage: string) {
  prefetchRouteReads(store.dispatch, pathname, startLanguage);
}

/** The reads of the frame around the page, in a task of their own: the notices, the vendor lanes, home's pop-up. */
export function startFrameReads(store: AppStore, pathname: string) {
  prefetchShellReads(store.dispatch, runtimeConfig.merchant);
  prefetchEntryPopup(store.dispatch, pathname);
}
