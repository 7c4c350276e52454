import type { GameType } from './games';
import type { Paged } from './envelope';

/** A record query: a day range (YYYY-MM-DD, both included, in the platform's time zone) and a page. */
export interface RecordsQuery {
  from: string;
  to: string;
  pageNo: number;
  /** @default 20 */
  pageSize?: number;
}

/** `GET /wps/relay/MCSFE_getBettingRecords` (token). */
export interface BettingRecordsQuery extends RecordsQuery {
  gameType?: GameType;
}

/** One settled bet. Amounts in minor units; `profit` is win minus stake. */
export interface BettingRecord {
  betId: number;
  gameName: string;
  vendor: string;
  gameType: GameType;
  stake: number;
  win: number;
  profit: number;
  time: string;
}

/** A page of bets with the totals of the whole range. */
export interface BettingRecords extends Paged<BettingRecord> {
  totalElements: number;
  summary: { stake: number; win: number; profit: number };
}

/** Why a wallet moved (the ledger's transfer kinds). */
export const ACCOUNT_RECORD_KINDS = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'BET', 'WIN', 'ADJUSTMENT', 'OPENING'] as const;
export type AccountRecordKind = (typeof ACCOUNT_RECORD_KINDS)[number];

/** `GET /wps/relay/MCSFE_getTransactionHistory` (token). */
export interface AccountRecordsQuery extends RecordsQuery {
  kind?: AccountRecordKind;
}

/** One movement of one of the member's wallets. */
export interface AccountRecord {
  id: number;
  kind: AccountRecordKind;
  walletCode: string;
  /** Signed: negative left the wallet. */
  amount: number;
  balanceAfter: number;
  memo: string | null;
  time: string;
}

export interface AccountRecords extends Paged<AccountRecord> {
  totalElements: number;
}
