import { RANK_LIST_LIMIT, WINNERS_CATEGORY, type AnnouncementType } from '../contract/content';
import { PATHS_GAMES } from './games';
import { PATHS_LOGIN } from './login';

/**
 * The status read for a site host, as an address: what the app's start asks (getSystemStatus), and
 * the address under which the site's server sends that answer with the page.
 */
export const systemStatusAddress = (host: string): string =>
  `${PATHS_LOGIN.systemStatus}?${new URLSearchParams({ url: host }).toString()}`;

/**
 * The vendor lanes' read for a merchant, as an address: what getGameVendor asks, and the address
 * under which the site's server sends that answer with the page.
 */
export const vendorLanesAddress = (merchantCode: string): string =>
  `${PATHS_GAMES.gameVendor}?${new URLSearchParams({ merchantCode }).toString()}`;

/**
 * The winner board's read in a language (every category, the board's 20 rows), as an address:
 * what getWinners asks by default, and the address under which the site's server sends that
 * answer with the home page.
 */
export const winnersAddress = (language: string): string =>
  `${PATHS_GAMES.rankList}?${new URLSearchParams({ gameCategory: WINNERS_CATEGORY, limitNum: String(RANK_LIST_LIMIT), language }).toString()}`;

/** The query of the announcements' read for these types (§9: platform W, execution type B). */
export const announcementsQuery = (types: readonly AnnouncementType[]) => ({
  types: types.join(','),
  platform: 'W',
  execution: 'B',
});

/**
 * The announcements' read for these types, as an address: what getAnnouncements asks, and the
 * address under which the site's server sends home's entry pop-up answer with the page.
 */
export const announcementsAddress = (types: readonly AnnouncementType[]): string =>
  `${PATHS_GAMES.announcements}?${new URLSearchParams(announcementsQuery(types)).toString()}`;
