import type { Generated, Selectable } from 'kysely';
import type { DepositChannelKind, DepositStatus, WithdrawStatus } from '@tessera/api/contract';

/** The cashier (migration 0006): deposit channels, deposit and withdrawal orders. Money is integer minor units. */
export interface CashierDatabase {
  deposit_channels: DepositChannelsTable;
  deposit_orders: DepositOrdersTable;
  deposit_pay_tokens: DepositPayTokensTable;
  withdraw_orders: WithdrawOrdersTable;
}

export interface DepositChannelsTable {
  code: string;
  name: string;
  kind: DepositChannelKind;
  min_amount: number;
  max_amount: number;
  logo_url: string | null;
  /** 0/1: a closed channel is neither listed nor accepted. */
  enabled: number;
  sort_order: number;
}

/** One deposit; the member's idempotency key is unique per member. */
export interface DepositOrdersTable {
  order_no: string;
  member_id: number;
  channel_code: string;
  amount: number;
  status: DepositStatus;
  idempotency_key: string;
  created_at: string;
  expires_at: string;
  /** When it became PAID or CANCELLED. */
  settled_at: string | null;
}

/** A secret of a payment-page link: only its SHA-256 is kept. */
export interface DepositPayTokensTable {
  token_hash: string;
  order_no: string;
  created_at: string;
}

export interface WithdrawOrdersTable {
  order_no: string;
  member_id: number;
  amount: number;
  bank_name: string;
  account_number: string;
  account_holder: string;
  status: WithdrawStatus;
  idempotency_key: string;
  /** The ledger transfer that took the money out of MAIN. */
  transfer_id: Generated<number | null>;
  created_at: string;
  /** Migration 0011: the operator's reason for refusing it, and the ledger transfer that returned what was not paid. */
  reject_reason: Generated<string | null>;
  refund_transfer_id: Generated<number | null>;
}

export type DepositChannelRow = Selectable<DepositChannelsTable>;
export type DepositOrderRow = Selectable<DepositOrdersTable>;
export type WithdrawOrderRow = Selectable<WithdrawOrdersTable>;
