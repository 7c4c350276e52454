/**
 * Agent contracts (§3 Contract, §4 contract requests, §6): dividend, daily wages, hourly salary
 * and real-time salary between an agent and one of its direct downline agents, and what they pay.
 * The four relay calls of §7 Home (`PATHS.home.process*`) take one body shape, {@link ContractRequest};
 * `PATHS.home.consolidatedFunds` answers the agent's contract summary and income. Rates are basis
 * points (1 bp = 0.01 %), money integer minor units.
 */

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const CONTRACT_STATUSES = ['OFFERED', 'ACTIVE', 'REJECTED', 'TERMINATION_REQUESTED', 'TERMINATED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** A dividend's period (§3): D daily, W weekly (Monday to Sunday), H semi-monthly (1st–15th, 16th–end), M monthly. */
export const CONTRACT_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** Why a contract ended (null while it has not). */
export const CONTRACT_END_REASONS = [
  'REJECTED',
  'SUPERSEDED',
  'REPLACED',
  'AGREED',
  'NOTICE_ELAPSED',
  'CASCADE',
] as const;
export type ContractEndReason = (typeof CONTRACT_END_REASONS)[number];

export type ContractSide = 'UPLINE' | 'DOWNLINE';

/**
 * One tier of a tiered contract: the rate paid when the period's figures of the agent's team reach
 * `minBet` (the valid bet for dividend and daily wages, the bet amount for hourly salary) and
 * `minActiveMembers`. The highest tier reached pays.
 */
export interface ContractTier {
  /** Basis points: 150 is 1.50 %. */
  rate: number;
  minBet: number;
  minActiveMembers: number;
}

/**
 * A contract's terms. Dividend, daily wages and hourly salary use `tiers` (1 to
 * {@link CONTRACT_TIERS_MAX}); a dividend also its `period`. Real-time salary uses `profitRate`
 * (paid on the stake of the team's winning bets), `lossRate` (on losing bets) and `minSingleBet`
 * (only single bets at or over it count); its `tiers` is empty.
 */
export interface ContractTerms {
  period: ContractPeriod | null;
  tiers: ContractTier[];
  profitRate: number | null;
  lossRate: number | null;
  minSingleBet: number | null;
}

/** One contract as either party sees it. */
export interface Contract {
  id: number;
  kind: ContractKind;
  status: ContractStatus;
  /** The upline agent's account; null for a contract the platform itself gives a top agent. */
  upline: string | null;
  downline: string;
  /** Which party the caller is. */
  mySide: ContractSide;
  terms: ContractTerms;
  /** ISO 8601 UTC: offered, accepted (null until), ended (null until). */
  offeredAt: string;
  acceptedAt: string | null;
  terminationRequestedBy: ContractSide | null;
  terminationRequestedAt: string | null;
  /** When a termination request ends the contract if the other side has not confirmed it. */
  terminatesAt: string | null;
  endedAt: string | null;
  endReason: ContractEndReason | null;
}

/** A downline contract that agreeing to an offer would end (its rate exceeds the offered one). */
export interface ContractCascade {
  downline: string;
  terms: ContractTerms;
}

/** A direct downline agent and its contracts of the kind with the caller. */
export interface DownlineContracts {
  account: string;
  nickname: string;
  /** In force: ACTIVE or TERMINATION_REQUESTED. */
  contract: Contract | null;
  /** Waiting for the downline's answer. */
  offer: Contract | null;
}

/** The answer to `{ action: 'LIST' }`: the caller's side of the contracts of one kind. */
export interface ContractList {
  kind: ContractKind;
  /** The caller's contract with its upline (or the platform) in force, and an offer waiting for the caller's answer. */
  mine: Contract | null;
  offer: Contract | null;
  /** The caller's downline contracts that accepting `offer` would end. */
  cascade: ContractCascade[];
  downlines: DownlineContracts[];
  /** How long a termination request waits for the other side before the contract ends by itself. */
  noticeHours: number;
}

export const CONTRACT_ACTIONS = [
  'LIST',
  'OFFER',
  'ACCEPT',
  'REJECT',
  'REQUEST_TERMINATION',
  'CONFIRM_TERMINATION',
] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** The body of the four contract calls (token; agents only). */
export type ContractRequest =
  | { action: 'LIST' }
  | { action: 'OFFER'; downline: string; terms: ContractTerms }
  | { action: 'ACCEPT' | 'REJECT' | 'REQUEST_TERMINATION' | 'CONFIRM_TERMINATION'; contractId: number };

/** The answer to every action but LIST: the contract after it, and the contracts the action ended (a cascade). */
export interface ContractActionResult {
  contract: Contract;
  ended: Contract[];
}

/** At most this many tiers in a contract. */
export const CONTRACT_TIERS_MAX = 5;
/** A rate is at most 100 %. */
export const CONTRACT_RATE_MAX = 10_000;
/** How long a termination request waits for the other side (hours). */
export const CONTRACT_NOTICE_HOURS = 72;

/**
 * The rates that bound a downline's: the highest tier's rate, or for real-time salary the profit
 * and loss rates. A downline's rate never exceeds its upline's of the same kind.
 */
export function contractRates(terms: ContractTerms): { rate: number; profitRate: number; lossRate: number } {
  const rate = terms.tiers.reduce((top, tier) => Math.max(top, tier.rate), 0);
  return { rate, profitRate: terms.profitRate ?? 0, lossRate: terms.lossRate ?? 0 };
}

/** True when every rate of `terms` is at or below the matching rate of `cap`. */
export function withinRates(terms: ContractTerms, cap: ContractTerms): boolean {
  const a = contractRates(terms);
  const b = contractRates(cap);
  return a.rate <= b.rate && a.profitRate <= b.profitRate && a.lossRate <= b.lossRate;
}

/**
 * Refusals of the contract calls (HTTP 200, `success: false`). A caller who is not an agent gets
 * 403 `NOT_AN_AGENT`; a body that cannot be read 400 `BAD_REQUEST`.
 */
export const CONTRACT_CODES = {
  /** The white-label flag of this contract kind is off. */
  disabled: 'CONTRACT_DISABLED',
  /** The account is not a direct downline of the caller. */
  notDirectDownline: 'NOT_A_DIRECT_DOWNLINE',
  /** Contracts are between agents: the downline is a member. */
  downlineNotAgent: 'DOWNLINE_NOT_AGENT',
  /** No contract of this id is the caller's. */
  notFound: 'CONTRACT_NOT_FOUND',
  /** The contract's status does not allow the action; the value is `{ status }`. */
  stateInvalid: 'CONTRACT_STATE_INVALID',
  /** The action is the other party's (accepting one's own offer, confirming one's own request). */
  sideInvalid: 'CONTRACT_SIDE_INVALID',
  /** The terms cannot be read; the value is `{ field }`. */
  termsInvalid: 'CONTRACT_TERMS_INVALID',
  /** A rate exceeds the caller's own of this kind; the value is `{ cap }` (the caller's terms). */
  rateAboveUpline: 'RATE_ABOVE_UPLINE',
  /** The caller has no contract of this kind in force, so it has no rate to give. */
  noOwnContract: 'NO_OWN_CONTRACT',
  /** The agent-policy setting hides consolidated contract data. */
  policyOff: 'AGENT_POLICY_DISABLED',
} as const;
export type ContractCode = (typeof CONTRACT_CODES)[keyof typeof CONTRACT_CODES];

/** One settlement paid to the agent. */
export interface ContractSettlement {
  id: number;
  contractId: number;
  kind: ContractKind;
  /** The window settled, e.g. `2026-11-25` (daily), `2026-11-25T19:00` (hourly or real-time), `M:2026-11` (dividend). */
  period: string;
  windowStart: string;
  windowEnd: string;
  /** The figure the rate applies to (valid bet, bet amount, house profit, or the real-time stakes). */
  base: number;
  /** The rate reached (bp); for real-time salary the profit rate. */
  rate: number;
  /** What the rate yields on the agent's whole team, what its downlines' contracts took of it, and the rest paid. */
  gross: number;
  downlinePaid: number;
  amount: number;
  paidAt: string;
}

/**
 * `GET /wps/member/info/funds/consolidated?from=&to=&pageNo=&pageSize=` (token; agents only): days and
 * pages read as the agent centre's lists read them (`TEAM_RANGE_CODES`, `AGENT_LIST_CODES`).
 */
export interface ConsolidatedFundsQuery {
  from: string;
  to: string;
  pageNo: number;
  pageSize?: number;
}

export type IncomeByKind = Record<ContractKind, number>;

/** The agent's contracts and income: the contracts in force, income to date, and the range's settlements. */
export interface ConsolidatedFunds {
  /** The caller's contracts with its upline (or the platform) in force, one per kind at most. */
  contracts: Contract[];
  /** Every settlement paid so far. */
  toDate: { total: number; byKind: IncomeByKind };
  /** The range's settlements: totals over the whole range, and a page of them, newest first. */
  range: { from: string; to: string; total: number; byKind: IncomeByKind };
  content: ContractSettlement[];
  totalPages: number;
  totalElements: number;
  currency: string;
}
