import { getPersonalProfit, getReferralFriends, getReferralInfo } from '../calls/referral';
import type { PersonalProfitQuery, ReferralFriendsQuery } from '../contract';
import type { HttpClient } from '../http';

/** The referral calls bound to a client. */
export const referralCalls = (http: HttpClient) => ({
  getPersonalProfit: (query: PersonalProfitQuery) => getPersonalProfit(http, query),
  getInfo: () => getReferralInfo(http),
  getFriends: (query: ReferralFriendsQuery) => getReferralFriends(http, query),
});
