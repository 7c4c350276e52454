import type {
  PersonalProfit,
  PersonalProfitQuery,
  ReferralFriends,
  ReferralFriendsQuery,
  ReferralInfo,
} from '../contract';
import type { HttpClient } from '../http';
import { PATHS_REFERRAL } from '../paths/referral';
import { request } from '../request';
import { defined } from './games';

/** The member's own profit and loss over a day range: totals and one line per day with bets (token). */
export function getPersonalProfit(http: HttpClient, query: PersonalProfitQuery): Promise<PersonalProfit> {
  return request<PersonalProfit>(http, { method: 'GET', url: PATHS_REFERRAL.personalProfit, params: defined(query) });
}

/** The member's own referral code (made on first ask) and how many friends registered with it (token). */
export function getReferralInfo(http: HttpClient): Promise<ReferralInfo> {
  return request<ReferralInfo>(http, { method: 'GET', url: PATHS_REFERRAL.referralInfo });
}

/** The friends who registered with the member's code, newest first, a page at a time (token). */
export function getReferralFriends(http: HttpClient, query: ReferralFriendsQuery): Promise<ReferralFriends> {
  return request<ReferralFriends>(http, { method: 'GET', url: PATHS_REFERRAL.referralFriends, params: defined(query) });
}
