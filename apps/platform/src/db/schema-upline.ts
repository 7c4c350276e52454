import type { Generated, Selectable } from 'kysely';
import type { UplineTransferStatus } from '@tessera/api/contract';

/** Transfers to the upline (migration 0008). Money is integer minor units. */
export interface UplineDatabase {
  upline_transfers: UplineTransfersTable;
}

/** One transfer of a member's MAIN money to their upline agent's MAIN wallet. */
export interface UplineTransfersTable {
  id: Generated<number>;
  transfer_no: string;
  member_id: number;
  upline_id: number;
  amount: number;
  remark: string;
  status: UplineTransferStatus;
  /** The member's key: unique per member, so a retried request moves the money once. */
  idempotency_key: string;
  /** The ledger transfer that moved the money. */
  ledger_transfer_id: number;
  created_at: string;
}

export type UplineTransferRow = Selectable<UplineTransfersTable>;
