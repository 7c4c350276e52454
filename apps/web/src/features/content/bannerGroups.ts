import type { BannerGroup } from '@tessera/api';
import type { AppDispatch } from '../../store/createStore';
import { contentApi } from './contentApi';

/** §2 banner-group map: the banners each page shows at its top. */
export const BANNER_GROUP_BY_PATH: Readonly<Record<string, BannerGroup>> = {
  '/': 'w_home',
  '/index': 'w_home',
  '/index.html': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/down': 'w_down',
  '/promotions': 'w_promotion',
  '/pointMall': 'w_shop',
  '/help': 'w_help',
};

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
