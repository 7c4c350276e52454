import { PROMOTION_TYPE_ALL } from '@tessera/api';
import type { AppDispatch } from '../../store/createStore';
import { contentApi } from './contentApi';
import { atHome, BANNER_GROUP_BY_PATH, ENTRY_POPUP_READ_BY_PATH, ENTRY_POPUP_TYPES } from './bannerGroupMap';
import { readSession } from '../../core/storage';
import { STORAGE_KEYS } from '../../core/constants';

/**
 * The first read of each page of FIRST_READ_BY_PATH (bannerGroupMap.ts, the addresses they ask): asked for with the banners as the app starts,
 * not after the platform's status and the page's first render, so the page's largest part comes
 * one round trip sooner (or with the page, from the server). The page's own query then finds the
 * answer in the cache or on its way.
 */
const winners = (dispatch: AppDispatch, language: string) =>
  dispatch(contentApi.endpoints.winners.initiate(language, { subscribe: false }));

const FIRST_READ: Readonly<Record<string, (dispatch: AppDispatch, language: string) => unknown>> = {
  ...atHome(winners),
  '/vip': (dispatch) => dispatch(contentApi.endpoints.vipLevels.initiate(undefined, { subscribe: false })),
  '/promotions': (dispatch) =>
    dispatch(contentApi.endpoints.promotions.initiate(PROMOTION_TYPE_ALL, { subscribe: false })),
};

/**
 * Asks for the banners of the page at `pathname`, and its first read in the start `language`, as
 * the app starts, before its catalogue and first render: the banner is what a phone paints
 * largest, so its call should not wait behind them. The strip's own query then finds the answer in the cache (or on its way).
 * Banners are the same in every language, so nothing is asked twice when the language settles.
 */
export function prefetchRouteReads(dispatch: AppDispatch, pathname: string, language: string) {
  const group = BANNER_GROUP_BY_PATH[pathname];
  if (group) void dispatch(contentApi.endpoints.banners.initiate(group, { subscribe: false }));
  FIRST_READ[pathname]?.(dispatch, language);
}

/**
 * Asks for what the frame around every page reads as the app starts (the notices of the bar above
 * the page and the vendor lanes the menu is built from), after the page's own first reads. The
 * site's server usually sent their answers with the page: the cache then holds them before the first
 * render, which draws the menu and the bar with them, instead of each part's first render asking
 * and rendering again, inside the task that runs the page's effects, once as the read starts and
 * once as the answer comes.
 */
export function prefetchShellReads(dispatch: AppDispatch, merchant: string) {
  void dispatch(contentApi.endpoints.notices.initiate(undefined, { subscribe: false }));
  void dispatch(contentApi.endpoints.vendorLanes.initiate(merchant, { subscribe: false }));
}

/** Whether the member closed home's entry pop-up earlier in this browser session (§2: it then stays closed). */
export const entryPopupClosed = () => readSession(STORAGE_KEYS.entryPopupClosed) !== null;

/**
 * Asks for home's entry pop-up announcements as the app starts, unless the member closed the pop-up
 * earlier in the session: the site's server sent the answer with home, and the cache then holds it
 * before the first render, rather than the answer arriving as a call of its own in the middle of
 * the page's start. The pop-up still opens only once the first view has settled (EntryPopup).
 */
export function prefetchEntryPopup(dispatch: AppDispatch, pathname: string) {
  if (!ENTRY_POPUP_READ_BY_PATH[pathname] || entryPopupClosed()) return;
  void dispatch(contentApi.endpoints.announcements.initiate(ENTRY_POPUP_TYPES, { subscribe: false }));
}
