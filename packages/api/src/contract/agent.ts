/** Contract periods: D daily, W weekly, H semi-monthly, M monthly. */
export const CONTRACT_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** Contract kinds an agent can offer a downline. */
export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realTimeSalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** What an agent does with a contract: request a new one or its termination, or answer an upline's offer. */
export const CONTRACT_ACTIONS = ['request', 'terminate', 'accept', 'reject'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** A dividend, daily or hourly salary contract. Amounts are in minor units. */
export interface AgentContract {
  rate: number;
  periodValidBet: number;
  periodProfitLoss: number;
  activeMembers: number;
  /** Daily or hourly bet amount. */
  betAmount: number;
  period: ContractPeriod;
}

/** A real-time salary contract, settled every 5 minutes. */
export interface RealTimeSalaryContract {
  profitRate: number;
  lossRate: number;
  singleBet: number;
}

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
