import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  Announcements,
  AnnouncementType,
  Balance,
  Banner,
  BannerGroup,
  HelpTopic,
  Notice,
  OnlineServiceLink,
  Promotion,
  PromotionFilter,
  RankEntry,
  RankType,
  UnreadCount,
  VendorLane,
  VipLevel,
  WinnerEntry,
} from '@tessera/api';
import type { Api } from '../../core/api';
import { toFailure } from '../system/saga';
import type { FailureInfo } from '../system/slice';

/** What every query receives from the store: the platform contract. */
export interface ThunkExtra {
  api: Api;
}

/** One platform call as a query: its answer, or the failure as the rest of the app describes it. */
export function call<Arg, Result>(run: (api: Api, arg: Arg) => Promise<Result>) {
  return async (arg: Arg, { extra }: { extra: unknown }) => {
    try {
      return { data: await run((extra as ThunkExtra).api, arg) };
    } catch (error) {
      return { error: toFailure(error) };
    }
  };
}

/**
 * The site's plain reads (§7 content calls): cached per argument, shared by every component that
 * shows them, refetched on demand. Flows (login, codes, transfers) stay in sagas.
 */
export const contentApi = createApi({
  reducerPath: 'content',
  baseQuery: fakeBaseQuery<FailureInfo>(),
  tagTypes: ['Member'],
  endpoints: (build) => ({
    banners: build.query<Banner[], BannerGroup>({ queryFn: call((api, group) => api.content.getBanners(group)) }),
    notices: build.query<Notice[], void>({ queryFn: call((api) => api.content.getNotices()) }),
    announcements: build.query<Announcements, readonly AnnouncementType[]>({
      queryFn: call((api, types) => api.content.getAnnouncements(types)),
    }),
    helpCenter: build.query<HelpTopic[], void>({ queryFn: call((api) => api.content.getHelpCenter()) }),
    winners: build.query<WinnerEntry[], string>({
      queryFn: call((api, language) => api.content.getWinners({ language })),
    }),
    topRank: build.query<RankEntry[], RankType>({ queryFn: call((api, type) => api.content.getTopRank(type)) }),
    vipLevels: build.query<VipLevel[], void>({ queryFn: call((api) => api.content.getVipLevels()) }),
    promotions: build.query<Promotion[], PromotionFilter>({
      queryFn: call((api, type) => api.content.getPromotions(type)),
    }),
    onlineService: build.query<OnlineServiceLink, void>({
      queryFn: call((api) => api.content.getOnlineService()),
      keepUnusedDataFor: 0,
    }),
    balance: build.query<Balance, void>({ queryFn: call((api) => api.member.getBalance()), providesTags: ['Member'] }),
    /** The game categories and their providers (§3 vendor lanes), kept for the visit. */
    vendorLanes: build.query<VendorLane[], string>({
      queryFn: call(async (api, merchant) => api.games.getVendors(merchant)),
      keepUnusedDataFor: 3600,
    }),
    unreadCount: build.query<UnreadCount, void>({
      queryFn: call((api) => api.member.getUnreadCount()),
      providesTags: ['Member'],
    }),
  }),
});

export const {
  useBannersQuery,
  useNoticesQuery,
  useAnnouncementsQuery,
  useHelpCenterQuery,
  useWinnersQuery,
  useTopRankQuery,
  useVipLevelsQuery,
  usePromotionsQuery,
  useLazyOnlineServiceQuery,
  useBalanceQuery,
  useUnreadCountQuery,
  useVendorLanesQuery,
} = contentApi;
