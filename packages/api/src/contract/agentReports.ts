import type { Paged } from './envelope';
import type { AgentListQuery, TeamOverviewQuery } from './agent';
import type { AccountRecordKind } from './records';

/*
 * The agent centre's user profit and loss (agentUserProfit) and downline transaction details
 * (agentDownlineTransactions). The spec names no calls for them: this contract's choice, in its
 * relay style beside the other `agent.*` reads. Both answer agents only (403 NOT_AN_AGENT), take
 * the team overview's day range (TEAM_RANGE_CODES) and the agent lists' page and account search
 * (AGENT_LIST_CODES).
 */

/**
 * `GET /wps/relay/MCSFE_getAgentUserProfit` (token, agents only): every member of the agent's team
 * (every level) matching the account search, with their bets over the day range; the biggest stake
 * first, then by account.
 */
export interface AgentUserProfitQuery extends TeamOverviewQuery, AgentListQuery {}

/**
 * One team member's figures over the range, in minor units. `validBet` is the stake of bets that
 * won or lost something (as the personal profit's); `profitLoss` is payout minus stake, negative
 * for the member's loss. A member without bets in the range has zeros.
 */
export interface AgentUserProfitRow {
  memberId: number;
  account: string;
  level: number;
  betCount: number;
  stake: number;
  validBet: number;
  payout: number;
  profitLoss: number;
}

export interface AgentUserProfit extends Paged<AgentUserProfitRow> {
  totalElements: number;
  /** The totals of every member the query matches, not only this page's. */
  summary: { betCount: number; stake: number; validBet: number; payout: number; profitLoss: number };
  currency: string;
}

/**
 * `GET /wps/relay/MCSFE_getAgentDownlineTransactions` (token, agents only): every movement of the
 * team's wallets over the day range, of members whose account matches the search and of one kind
 * when asked, newest first.
 */
export interface AgentDownlineTransactionsQuery extends TeamOverviewQuery, AgentListQuery {
  kind?: AccountRecordKind;
}

/** One movement of a team member's wallet, as the member's own account record shows it. */
export interface AgentDownlineTransaction {
  id: number;
  memberId: number;
  account: string;
  kind: AccountRecordKind;
  walletCode: string;
  /** Signed: negative left the wallet. */
  amount: number;
  balanceAfter: number;
  memo: string | null;
  time: string;
}

export interface AgentDownlineTransactions extends Paged<AgentDownlineTransaction> {
  totalElements: number;
  currency: string;
}

/** Why a downline transactions query is refused beyond the range and list codes (HTTP 400). */
export const AGENT_TRANSACTION_CODES = {
  /** A `kind` that is not one of ACCOUNT_RECORD_KINDS, or given twice. */
  kindUnknown: 'AGENT_KIND_UNKNOWN',
} as const;
