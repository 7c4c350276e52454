import { DEFAULT_LANGUAGE, readStoredLanguage, toLanguageCode } from '@tessera/i18n';
import { acceptServedPage, api, runtimeConfig, setApiLanguage } from '../core/api';
import { createStore } from '../store/createStore';
import { prefetchEntryPopup, prefetchRouteReads, prefetchShellReads } from '../features/content/bannerGroups';

/**
 * A stage of the start (main.tsx): the contract's client, the store and the first reads, with their
 * code (Redux Toolkit, the calls and their cache, the slices).
 */
export { startApp } from '../features/system/start';
export { setApiLanguage };

/**
 * The store, with the start language createI18n will settle on (the stored one, or the default):
 * the platform's status, the session and the page's banners are asked for while the language's
 * catalogue arrives, not after it and the first render. The page's banners may have come with the
 * document: then the strip has them before the first render. The flows' runtime (redux-saga and the
 * session's sagas) comes in a chunk of its own, fetched beside the first render, which needs no
 * flow: actions wait for the sagas meanwhile.
 */
export function startStore(pathname: string) {
  const startLanguage = toLanguageCode(readStoredLanguage() ?? DEFAULT_LANGUAGE);
  setApiLanguage(startLanguage);
  acceptServedPage(startLanguage);
  const store = createStore(api, () => import('../store/sagaRuntime'));
  // The banner first: it is what a phone paints largest.
  prefetchRouteReads(store.dispatch, pathname, startLanguage);
  prefetchShellReads(store.dispatch, runtimeConfig.merchant);
  prefetchEntryPopup(store.dispatch, pathname);
  return { store, startLanguage };
}
