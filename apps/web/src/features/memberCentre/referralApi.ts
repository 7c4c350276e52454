import {
  type PersonalProfit,
  type PersonalProfitQuery,
  referralCalls,
  type ReferralFriends,
  type ReferralFriendsQuery,
  type ReferralInfo,
} from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';
import { bindApiGroup } from '../../core/api';

bindApiGroup('referral', referralCalls);

/**
 * The member centre's personal profit and loss and invite friends. Profit reads the member's bets,
 * so whatever moves money (tag 'Member') refetches it too.
 */
export const referralApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    personalProfit: build.query<PersonalProfit, PersonalProfitQuery>({
      queryFn: call((api, query) => api.referral.getPersonalProfit(query)),
      providesTags: ['Member'],
    }),
    referralInfo: build.query<ReferralInfo, void>({
      queryFn: call((api) => api.referral.getInfo()),
    }),
    referralFriends: build.query<ReferralFriends, ReferralFriendsQuery>({
      queryFn: call((api, query) => api.referral.getFriends(query)),
    }),
  }),
});

export const { usePersonalProfitQuery, useReferralInfoQuery, useReferralFriendsQuery } = referralApi;
