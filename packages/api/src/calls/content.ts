import type {
  Announcements,
  AnnouncementType,
  Banner,
  HelpTopic,
  Notice,
  OnlineServiceLink,
  Promotion,
  PromotionFilter,
  RankEntry,
  RankType,
  ServiceLinks,
  VipLevel,
  WinnerBoardQuery,
  WinnerEntry,
} from '../contract';
import { ANNOUNCEMENT_TYPES, CUSTOMER_SERVICE_TYPES, RANK_LIST_LIMIT, WINNERS_CATEGORY } from '../contract/content';
import { loadCrypto } from '../crypto/lazy';
import { badResponse } from '../errors';
import type { HttpClient } from '../http';
import { PATHS_CONTENT } from '../paths/content';
import { PATHS_GAMES } from '../paths/games';
import { announcementsQuery } from '../paths/addresses';
import { PATHS_OTHER } from '../paths/other';
import { request } from '../request';

/** The banners of one group in display order (every group's without a name); an empty list hides the strip. */
export function getBanners(http: HttpClient, groupName?: string): Promise<Banner[]> {
  return request<Banner[]>(http, {
    method: 'GET',
    url: PATHS_CONTENT.banners,
    params: groupName === undefined ? {} : { groupName },
  });
}

/** The system notices of the marquee, newest first. */
export function getNotices(http: HttpClient): Promise<Notice[]> {
  return request<Notice[]>(http, { method: 'GET', url: PATHS_CONTENT.notices });
}

/** The announcements of these types (all by default), sorted into their lists. */
export function getAnnouncements(
  http: HttpClient,
  types: readonly AnnouncementType[] = ANNOUNCEMENT_TYPES,
): Promise<Announcements> {
  return request<Announcements>(http, {
    method: 'GET',
    url: PATHS_GAMES.announcements,
    params: announcementsQuery(types),
  });
}

/** The help centre: a tree of topics with HTML content. */
export function getHelpCenter(http: HttpClient): Promise<HelpTopic[]> {
  return request<HelpTopic[]>(http, { method: 'GET', url: PATHS_OTHER.helpCenter });
}

/** The winner board, biggest win first: every category and 20 rows unless told otherwise. */
export function getWinners(
  http: HttpClient,
  query: Partial<WinnerBoardQuery> & Pick<WinnerBoardQuery, 'language'>,
): Promise<WinnerEntry[]> {
  const params: WinnerBoardQuery = { gameCategory: WINNERS_CATEGORY, limitNum: RANK_LIST_LIMIT, ...query };
  return request<WinnerEntry[]>(http, { method: 'GET', url: PATHS_GAMES.rankList, params });
}

/** The top deposit or bet ranking, rank 1 first (at most 20 rows). */
export function getTopRank(
  http: HttpClient,
  rankType: RankType,
  limitNum: number = RANK_LIST_LIMIT,
): Promise<RankEntry[]> {
  return request<RankEntry[]>(http, { method: 'GET', url: PATHS_CONTENT.topRank, params: { rankType, limitNum } });
}

/** Every VIP level, lowest first. */
export function getVipLevels(http: HttpClient): Promise<VipLevel[]> {
  return request<VipLevel[]>(http, { method: 'GET', url: PATHS_CONTENT.vipLevels });
}

/** The running promotions of one type, or of all. */
export function getPromotions(http: HttpClient, type: PromotionFilter = 'all'): Promise<Promotion[]> {
  return request<Promotion[]>(http, { method: 'GET', url: PATHS_CONTENT.promotions, params: { type } });
}

/**
 * The chat to open for the caller (VIP host above rank level 4, else live chat; visitors get live
 * chat). The platform sends the address encrypted (§3 service link); this returns it decrypted.
 * An answer without a readable entry rejects with `BAD_RESPONSE`.
 */
export async function getOnlineService(http: HttpClient): Promise<OnlineServiceLink> {
  const links = await request<ServiceLinks>(http, { method: 'GET', url: PATHS_CONTENT.serviceLink });
  const entry = links?.version?.pathList?.[0];
  const csType = CUSTOMER_SERVICE_TYPES.find((type) => type === entry?.type);
  if (!entry || !csType) throw badResponse(200);
  const { decryptServicePath } = await loadCrypto();
  try {
    return { csType, url: decryptServicePath(entry.path) };
  } catch {
    throw badResponse(200);
  }
}
