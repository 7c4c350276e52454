import type { Generated } from 'kysely';

/** The ledger (migration 0004). Amounts are signed integer minor units. */
export interface LedgerDatabase {
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
}

/** Why money moved. */
export type TransferKind = 'OPENING' | 'BET' | 'WIN' | 'ADJUSTMENT' | 'TRANSFER' | 'DEPOSIT' | 'WITHDRAWAL' | 'POINTS';

/** One movement of money, asked for on `account` with a key unique to that account. */
export interface LedgerTransfersTable {
  id: Generated<number>;
  account: string;
  idempotency_key: string;
  kind: TransferKind;
  /** The change of `account`: negative takes money out of it. */
  amount: number;
  memo: string | null;
  created_at: string;
}

/** One side of a transfer; the entries of a transfer sum to zero. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  transfer_id: number;
  account: string;
  amount: number;
  balance_after: number | null;
  created_at: string;
}
