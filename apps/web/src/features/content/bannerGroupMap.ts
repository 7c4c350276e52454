import type { BannerGroup } from '@tessera/api';

/**
 * §2 banner-group map: the banners each page shows at its top. A module of its own, without the
 * store's code, so the start-up can ask for a page's banners before that code has arrived.
 */
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
