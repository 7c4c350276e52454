import {
  getAnnouncements,
  getBanners,
  getHelpCenter,
  getNotices,
  getOnlineService,
  getPromotions,
  getTopRank,
  getVipLevels,
  getWinners,
} from '../calls/content';
import type { AnnouncementType, PromotionFilter, RankType, WinnerBoardQuery } from '../contract';
import type { HttpClient } from '../http';

/** The content calls bound to a client. */
export const contentCalls = (http: HttpClient) => ({
  getBanners: (groupName?: string) => getBanners(http, groupName),
  getNotices: () => getNotices(http),
  getAnnouncements: (types?: readonly AnnouncementType[]) => getAnnouncements(http, types),
  getHelpCenter: () => getHelpCenter(http),
  getWinners: (query: Partial<WinnerBoardQuery> & Pick<WinnerBoardQuery, 'language'>) => getWinners(http, query),
  getTopRank: (rankType: RankType, limitNum?: number) => getTopRank(http, rankType, limitNum),
  getVipLevels: () => getVipLevels(http),
  getPromotions: (type?: PromotionFilter) => getPromotions(http, type),
  getOnlineService: () => getOnlineService(http),
});
