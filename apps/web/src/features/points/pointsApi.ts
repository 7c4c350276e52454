import type {
  ConvertPointPayload,
  ConvertPointResult,
  PointBalance,
  PointConfig,
  PointRecords,
  PointRecordsQuery,
  PointReward,
  RedeemHistory,
  RedeemHistoryQuery,
  RedeemPayload,
  RedeemResult,
} from '@tessera/api';
import { call, contentApi } from '../content/contentApi';

/**
 * The point mall. The rewards and the ratio are read by visitors too; the rest are the member's.
 * A redeem or a conversion refreshes the points, the history, the stock and the member's money
 * (tag 'Member', the header balance) whether it succeeded or not: a call that timed out may
 * still have gone through.
 */
export const pointsApi = contentApi.enhanceEndpoints({ addTagTypes: ['Points', 'PointRewards'] }).injectEndpoints({
  endpoints: (build) => ({
    pointRewards: build.query<PointReward[], void>({ queryFn: call((api) => api.points.getRewards()), providesTags: ['PointRewards'] }),
    pointConfig: build.query<PointConfig, void>({ queryFn: call((api) => api.points.getConfig()) }),
    pointBalance: build.query<PointBalance, void>({ queryFn: call((api) => api.points.getBalance()), providesTags: ['Points', 'Member'] }),
    pointRecords: build.query<PointRecords, PointRecordsQuery>({ queryFn: call((api, query) => api.points.getRecords(query)), providesTags: ['Points'] }),
    redeemHistory: build.query<RedeemHistory, RedeemHistoryQuery>({ queryFn: call((api, query) => api.points.getRedeemHistory(query)), providesTags: ['Points'] }),
    redeem: build.mutation<RedeemResult, RedeemPayload>({
      queryFn: call((api, payload) => api.points.redeem(payload)),
      invalidatesTags: ['Points', 'PointRewards', 'Member'],
    }),
    convertPoints: build.mutation<ConvertPointResult, ConvertPointPayload>({
      queryFn: call((api, payload) => api.points.convert(payload)),
      invalidatesTags: ['Points', 'Member'],
    }),
  }),
});

export const {
  usePointRewardsQuery,
  usePointConfigQuery,
  usePointBalanceQuery,
  usePointRecordsQuery,
  useRedeemHistoryQuery,
  useRedeemMutation,
  useConvertPointsMutation,
} = pointsApi;
