import {
  announcementsAddress,
  PATHS_CONTENT,
  PROMOTION_TYPE_ALL,
  winnersAddress,
  type AnnouncementType,
  type BannerGroup,
} from '@tessera/api/contract';
import { HOME_ADDRESSES, HOME_PATHS } from '../../core/constants';

/** The same value at every address of home. */
export const atHome = <T>(value: T): Record<string, T> =>
  Object.fromEntries(HOME_ADDRESSES.map((address) => [address, value]));

/**
 * §2 banner-group map: the banners each page shows at its top. A module of its own, free of the
 * store and the browser, so the site's server can send a page's banners with the page.
 */
export const BANNER_GROUP_BY_PATH: Readonly<Record<string, BannerGroup>> = {
  ...atHome<BannerGroup>('w_home'),
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

/** Banner art's intrinsic size (§2): the strip, its placeholder and the document's frame keep this shape. */
export const BANNER_ART = { width: 1920, height: 600 } as const;

/**
 * The read each page shows first below its banners, where it depends on nothing but the page and
 * the language (home's winner board, the VIP table, the promotions), as the address the app's
 * query asks in that language: the app asks for it as it starts (bannerGroups.ts), and the site's
 * server sends its answer with the page.
 */
export const FIRST_READ_BY_PATH: Readonly<Record<string, (language: string) => string>> = {
  ...atHome(winnersAddress),
  '/vip': () => PATHS_CONTENT.vipLevels,
  '/promotions': () => `${PATHS_CONTENT.promotions}?type=${PROMOTION_TYPE_ALL}`,
};

/** The announcements home's entry pop-up opens with (§2, §9 type PU). */
export const ENTRY_POPUP_TYPES: readonly AnnouncementType[] = ['PU'];

/**
 * The entry pop-up's read, by the addresses of home where it opens: the app asks for it as it
 * starts, unless the member closed it earlier in the session (bannerGroups.ts), and the site's
 * server sends its answer with the page.
 */
export const ENTRY_POPUP_READ_BY_PATH: Readonly<Record<string, string>> = Object.fromEntries(
  HOME_PATHS.map((path) => [path, announcementsAddress(ENTRY_POPUP_TYPES)]),
);
