import type { Paged } from './envelope';

// Contracts (kinds, periods, actions, terms): ./contracts.ts.

/** The agent centre's refusal to a member who is not an agent (HTTP 403). */
export const NOT_AN_AGENT = 'NOT_AN_AGENT';

/** Why a team overview's day range is refused (HTTP 400). */
export const TEAM_RANGE_CODES = {
  /** `from` or `to` missing, not YYYY-MM-DD, or not a calendar day. */
  invalidDate: 'INVALID_DATE',
  /** `from` is after `to`. */
  reversed: 'DATE_RANGE_REVERSED',
  /** More than {@link TEAM_OVERVIEW_MAX_DAYS} days. */
  tooLong: 'DATE_RANGE_TOO_LONG',
} as const;

/**
 * Where the platform's days begin, in minutes east of UTC: a day range `from`..`to` covers
 * `from` 00:00 up to the end of `to` at this offset, and a front end picks "today" at it too.
 * The platform keeps moments in UTC and its records read days as UTC days, so: 0.
 */
export const PLATFORM_DAY_UTC_OFFSET_MINUTES = 0;

/** The longest range a team overview covers, in days (both ends included). */
export const TEAM_OVERVIEW_MAX_DAYS = 92;

/**
 * `GET /wps/relay/MCSFE_getAgentTeamOverview` (token, agents only): a day range, YYYY-MM-DD, both
 * included, in the platform's time zone.
 */
export interface TeamOverviewQuery {
  from: string;
  to: string;
}

/** The agent's team (every downline level) over the range. Amounts in minor units. */
export interface TeamOverview {
  /** Members of the whole team, and those registered directly with the agent. */
  teamSize: number;
  directDownlines: number;
  /** Registered in the range. */
  newMembers: number;
  /** Members who bet in the range. */
  activeMembers: number;
  /** The team's wallets now. */
  teamBalance: number;
  betAmount: number;
  /** Win minus stake of the team's bets: negative is the team's loss. */
  profitLoss: number;
  depositAmount: number;
  withdrawAmount: number;
  /** ISO 4217 code of the amounts, for the currency symbol. */
  currency: string;
}

/** Team members or bettors a page of the agent centre's lists holds unless asked otherwise, and at most. */
export const AGENT_LIST_PAGE_SIZE = 20;
export const AGENT_LIST_PAGE_SIZE_MAX = 100;
/** The longest account search, in characters. */
export const AGENT_SEARCH_MAX_LENGTH = 32;

/** Why a downline or team-betting list query is refused (HTTP 400). */
export const AGENT_LIST_CODES = {
  /** `pageNo` below 1 or not a whole number, or `pageSize` outside 1..{@link AGENT_LIST_PAGE_SIZE_MAX}. */
  pageInvalid: 'AGENT_PAGE_INVALID',
  /** `account` repeated or longer than {@link AGENT_SEARCH_MAX_LENGTH}, or `directOnly` not true/false. */
  filterInvalid: 'AGENT_FILTER_INVALID',
} as const;

/** A page of one of the agent centre's lists, and an account search (contains, case-insensitive). */
export interface AgentListQuery {
  /** From 1. */
  pageNo: number;
  /** @default 20 */
  pageSize?: number;
  /** Members whose account contains this, any case; empty or absent: all. */
  account?: string;
}

/**
 * `GET /wps/relay/MCSFE_getAgentDownlines` (token, agents only): the agent's team, every level,
 * level 1 first (the agent's direct downlines), then newest registered first.
 */
export interface AgentDownlinesQuery extends AgentListQuery {
  /** Only the direct downlines (level 1). */
  directOnly?: boolean;
}

/** One member of the agent's team. */
export interface AgentDownline {
  memberId: number;
  account: string;
  nickname: string;
  /** An agent (types 1, 2, 41, 42) or a member. */
  kind: 'member' | 'agent';
  /** 1: registered with the agent; 2: with a level-1 downline; and so on. */
  level: number;
  registeredAt: string;
  lastLoginAt: string | null;
  /** The sum of the member's wallets now, in minor units. */
  balance: number;
}

export interface AgentDownlines extends Paged<AgentDownline> {
  totalElements: number;
  /** ISO 4217 code of the balances. */
  currency: string;
}

/**
 * `GET /wps/relay/MCSFE_getAgentTeamBetting` (token, agents only): over a day range (as the team
 * overview's), each team member who bet in it, the biggest bet amount first.
 */
export interface AgentTeamBettingQuery extends TeamOverviewQuery, AgentListQuery {}

/** One team member's bets over the range. Amounts in minor units. */
export interface AgentTeamBettor {
  memberId: number;
  account: string;
  nickname: string;
  level: number;
  betCount: number;
  betAmount: number;
  win: number;
  /** Win minus bet amount: negative is the member's loss. */
  profitLoss: number;
}

export interface AgentTeamBetting extends Paged<AgentTeamBettor> {
  totalElements: number;
  /** The totals of every bettor the query matches, not only this page's. */
  summary: { betCount: number; betAmount: number; win: number; profitLoss: number };
  currency: string;
}
