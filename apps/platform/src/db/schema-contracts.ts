import type { Generated, Selectable } from 'kysely';
import type { ContractEndReason, ContractKind, ContractPeriod, ContractStatus } from '@tessera/api/contract';

/** Agent contracts, their history and settlements, and transfers to a downline (migration 0011). */
export interface ContractsDatabase {
  contracts: ContractsTable;
  contract_events: ContractEventsTable;
  contract_windows: ContractWindowsTable;
  contract_settlements: ContractSettlementsTable;
  downline_transfers: DownlineTransfersTable;
}

export interface ContractsTable {
  id: Generated<number>;
  kind: ContractKind;
  /** Null: the platform's own contract with a top agent. */
  upline_id: number | null;
  downline_id: number;
  status: ContractStatus;
  /** JSON `ContractTerms`. */
  terms: string;
  /** A dividend's period (D, W, H, M); null for the other kinds. */
  period: ContractPeriod | null;
  offered_at: string;
  accepted_at: string | null;
  termination_requested_by: number | null;
  termination_requested_at: string | null;
  terminates_at: string | null;
  ended_at: string | null;
  end_reason: ContractEndReason | null;
}

/** Who asked what and when: OFFER, ACCEPT, REJECT, REQUEST_TERMINATION, CONFIRM_TERMINATION, or the platform's SUPERSEDE, REPLACE, NOTICE_ELAPSED, CASCADE. */
export interface ContractEventsTable {
  id: Generated<number>;
  contract_id: number;
  action: string;
  /** Null when the platform did it. */
  actor_id: number | null;
  status_after: ContractStatus;
  note: string | null;
  created_at: string;
}

export interface ContractWindowsTable {
  kind: ContractKind;
  period_key: string;
  window_start: string;
  window_end: string;
  settled_at: string;
}

export interface ContractSettlementsTable {
  id: Generated<number>;
  contract_id: number;
  /** The agent paid: the contract's downline. */
  agent_id: number;
  kind: ContractKind;
  period_key: string;
  window_start: string;
  window_end: string;
  base: number;
  rate: number;
  gross: number;
  downline_paid: number;
  amount: number;
  /** JSON: the team's figures of the window. */
  figures: string;
  /** Null when nothing was due (amount 0). */
  ledger_transfer_id: number | null;
  created_at: string;
}

export interface DownlineTransfersTable {
  id: Generated<number>;
  transfer_no: string;
  agent_id: number;
  downline_id: number;
  amount: number;
  remark: string;
  status: 'COMPLETED';
  idempotency_key: string;
  ledger_transfer_id: number;
  created_at: string;
}

export type ContractRow = Selectable<ContractsTable>;
export type ContractSettlementRow = Selectable<ContractSettlementsTable>;
export type DownlineTransferRow = Selectable<DownlineTransfersTable>;
