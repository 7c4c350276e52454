import type {
  Announcements,
  AnnouncementType,
  Banner,
  BannerGroup,
  HelpTopic,
  Notice,
  OnlineServiceLink,
  Promotion,
  PromotionFilter,
  RankEntry,
  RankType,
  VendorLane,
  VipLevel,
  WinnerEntry,
} from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';

/**
 * The site's plain reads (§7 content calls): cached per argument, shared by every component that
 * shows them, refetched on demand. Flows (login, codes, transfers) stay in sagas. What the platform
 * writes in the request's language is tagged `Localised`: a language change reads it again.
 */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    banners: build.query<Banner[], BannerGroup>({ queryFn: call((api, group) => api.content.getBanners(group)) }),
    notices: build.query<Notice[], void>({
      queryFn: call((api) => api.content.getNotices()),
      providesTags: ['Localised'],
    }),
    announcements: build.query<Announcements, readonly AnnouncementType[]>({
      queryFn: call((api, types) => api.content.getAnnouncements(types)),
      providesTags: ['Localised'],
    }),
    helpCenter: build.query<HelpTopic[], void>({
      queryFn: call((api) => api.content.getHelpCenter()),
      providesTags: ['Localised'],
    }),
    winners: build.query<WinnerEntry[], string>({
      queryFn: call((api, language) => api.content.getWinners({ language })),
    }),
    topRank: build.query<RankEntry[], RankType>({ queryFn: call((api, type) => api.content.getTopRank(type)) }),
    vipLevels: build.query<VipLevel[], void>({
      queryFn: call((api) => api.content.getVipLevels()),
      providesTags: ['Localised'],
    }),
    promotions: build.query<Promotion[], PromotionFilter>({
      queryFn: call((api, type) => api.content.getPromotions(type)),
      providesTags: ['Localised'],
    }),
    onlineService: build.query<OnlineServiceLink, void>({
      queryFn: call((api) => api.content.getOnlineService()),
      keepUnusedDataFor: 0,
    }),
    /** The game categories and their providers (§3 vendor lanes), kept for the visit. */
    vendorLanes: build.query<VendorLane[], string>({
      queryFn: call(async (api, merchant) => api.games.getVendors(merchant)),
      keepUnusedDataFor: 3600,
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
  useVendorLanesQuery,
} = contentApi;
