import type { AppDispatch } from '../../store/createStore';
import { contentApi } from './contentApi';
import { BANNER_GROUP_BY_PATH } from './bannerGroupMap';

/**
 * Asks for the banners of the page at `pathname` as the app starts, before its language and first
 * render: the banner is what a phone paints largest, so its call should not wait behind them.
 * The strip's own query then finds the answer in the cache (or on its way). Banners are the same
 * in every language, so nothing is asked twice when the language settles.
 */
export function prefetchRouteBanners(dispatch: AppDispatch, pathname: string) {
  const group = BANNER_GROUP_BY_PATH[pathname];
  if (group) void dispatch(contentApi.endpoints.banners.initiate(group, { subscribe: false }));
}
