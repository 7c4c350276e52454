import { type Api, bindApiGroup } from '../../core/api';
import { baseApi, call } from '../../core/baseApi';
import { keyedCall, type Unkeyed } from '../../core/keyedCall';
import { pointsCalls } from '@tessera/api';

bindApiGroup('points', pointsCalls);

/** The points calls of the platform contract, and what each takes and answers. */
type Points = Api['points'];
type Answer<Name extends keyof Points> = Awaited<ReturnType<Points[Name]>>;
type Arg<Name extends keyof Points> = Parameters<Points[Name]> extends [infer First, ...unknown[]] ? First : void;

/**
 * The point mall. The rewards and the ratio are read by visitors too; the rest are the member's.
 * A redeem or a conversion refreshes the points, the history, the stock and the member's money
 * (tag 'Member', the header balance) whether it succeeded or not: a call that timed out may
 * still have gone through.
 */
export const pointsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Points', 'PointRewards'] }).injectEndpoints({
  endpoints: (build) => ({
    pointRewards: build.query<Answer<'getRewards'>, Arg<'getRewards'>>({
      queryFn: call((api) => api.points.getRewards()),
      providesTags: ['PointRewards'],
    }),
    pointConfig: build.query<Answer<'getConfig'>, Arg<'getConfig'>>({ queryFn: call((api) => api.points.getConfig()) }),
    pointBalance: build.query<Answer<'getBalance'>, Arg<'getBalance'>>({
      queryFn: call((api) => api.points.getBalance()),
      providesTags: ['Points', 'Member'],
    }),
    pointRecords: build.query<Answer<'getRecords'>, Arg<'getRecords'>>({
      queryFn: call((api, query) => api.points.getRecords(query)),
      providesTags: ['Points'],
    }),
    redeemHistory: build.query<Answer<'getRedeemHistory'>, Arg<'getRedeemHistory'>>({
      queryFn: call((api, query) => api.points.getRedeemHistory(query)),
      providesTags: ['Points'],
    }),
    redeem: build.mutation<Answer<'redeem'>, Unkeyed<Arg<'redeem'>>>({
      queryFn: keyedCall((api, payload: Arg<'redeem'>) => api.points.redeem(payload), ['withdrawPassword']),
      invalidatesTags: ['Points', 'PointRewards', 'Member'],
    }),
    convertPoints: build.mutation<Answer<'convert'>, Unkeyed<Arg<'convert'>>>({
      queryFn: keyedCall((api, payload: Arg<'convert'>) => api.points.convert(payload), ['withdrawPassword']),
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
