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
export const ACCOUNT_RECORD_KINDS = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
  'BET',
  'WIN',
  'ADJUSTMENT',
  'OPENING',
  'POINTS',
] as const;
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

/** Bets or movements a record page holds unless asked otherwise, and at most. */
export const RECORDS_PAGE_SIZE = 20;
export const RECORDS_PAGE_SIZE_MAX = 100;
/** The longest day range a record query may span, both ends included. */
export const RECORDS_MAX_DAYS = 31;

/** Why a record query was refused (HTTP 400 with `{ success: false, code, message }`). */
export const RECORDS_CODES = {
  /** `from` or `to` missing, not YYYY-MM-DD, or not a calendar day. */
  dateInvalid: 'RECORDS_DATE_INVALID',
  /** `from` is after `to`. */
  rangeReversed: 'RECORDS_RANGE_REVERSED',
  /** The range spans more than {@link RECORDS_MAX_DAYS} days. */
  rangeTooLong: 'RECORDS_RANGE_TOO_LONG',
  /** `pageNo` below 1 or not a whole number, or `pageSize` outside 1..{@link RECORDS_PAGE_SIZE_MAX}. */
  pageInvalid: 'RECORDS_PAGE_INVALID',
  /** A `gameType` that is not one of the game types. */
  gameTypeUnknown: 'RECORDS_GAME_TYPE_UNKNOWN',
  /** A `kind` that is not one of {@link ACCOUNT_RECORD_KINDS}. */
  kindUnknown: 'RECORDS_KIND_UNKNOWN',
} as const;
export type RecordsCode = (typeof RECORDS_CODES)[keyof typeof RECORDS_CODES];
