import type { GameType } from './games';
import type { Paged } from './envelope';

/**
 * `GET /wps/relay/MCSFE_getPersonalProfit` (token): the member's own profit and loss over a day
 * range (YYYY-MM-DD, both included, in the platform's days; at most RECORDS_MAX_DAYS days, refused
 * with the RECORDS_CODES of the records), of one game type when asked.
 */
export interface PersonalProfitQuery {
  from: string;
  to: string;
  gameType?: GameType;
}

/**
 * One day's or the range's figures, in minor units. `validBet` is the stake of bets that won or
 * lost something (a bet paid back exactly its stake is not valid); `profit` is payout minus stake,
 * negative for the member's loss.
 */
export interface ProfitFigures {
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
  profit: number;
}

/** A day with bets (YYYY-MM-DD in the platform's days). */
export interface ProfitDay extends ProfitFigures {
  day: string;
}

/** The range's totals and its days with bets, newest first. */
export interface PersonalProfit {
  from: string;
  to: string;
  summary: ProfitFigures;
  days: ProfitDay[];
}

/** `GET /wps/relay/MCSFE_getReferralInfo` (token): the member's own referral code, made once and kept. */
export interface ReferralInfo {
  referralCode: string;
  /** Members who registered with the code. */
  friendCount: number;
}

/** `GET /wps/relay/MCSFE_getReferralFriends` (token): a page of friends, newest first. */
export interface ReferralFriendsQuery {
  pageNo: number;
  /** @default REFERRAL_PAGE_SIZE */
  pageSize?: number;
}

/** A friend who registered with the member's code: the account masked, when they registered. */
export interface ReferralFriend {
  account: string;
  registeredAt: string;
}

export interface ReferralFriends extends Paged<ReferralFriend> {
  totalElements: number;
}

export const REFERRAL_PAGE_SIZE = 10;
export const REFERRAL_PAGE_SIZE_MAX = 50;

/** The query of the register page's address that carries a member's referral code. */
export const REFERRAL_QUERY = 'referralCode';

/** A referral code: 'R' and 7 letters or digits without look-alikes (never an agent's invitation code). */
export const REFERRAL_CODE_PATTERN = /^R[2-9A-HJ-NP-Z]{7}$/;

/** Why a referral call was refused (HTTP 400). */
export const REFERRAL_CODES = {
  /** `pageNo` below 1 or not a whole number, or `pageSize` outside 1..{@link REFERRAL_PAGE_SIZE_MAX}. */
  pageInvalid: 'REFERRAL_PAGE_INVALID',
} as const;
export type ReferralCode = (typeof REFERRAL_CODES)[keyof typeof REFERRAL_CODES];
