/**
 * The operator's side of the platform (`/ops/…`): staff with their own accounts and sessions
 * (header `authorization: Bearer <token>`), never a member's token. Operators list deposits and
 * withdrawals by status, confirm deposits, pay withdrawals in full or in parts, reject them with
 * a reason, and answer feedback. Every action is recorded with who and when.
 */
import type { DepositStatus, WithdrawRecord, WithdrawState } from './cashier';

export interface OperatorLoginPayload {
  account: string;
  password: string;
}

export interface OperatorLoginResult {
  token: string;
  account: string;
}

/** A deposit as the operator sees it. */
export interface OperatorDeposit {
  orderNo: string;
  account: string;
  channelCode: string;
  amount: number;
  status: DepositStatus;
  createdAt: string;
  expiresAt: string;
  settledAt: string | null;
}

/** A withdrawal as the operator sees it: the member's view plus who asked and the full bank account. */
export interface OperatorWithdrawal extends WithdrawRecord {
  account: string;
  accountHolder: string;
  fullAccountNumber: string;
  /** Proof image ids of NOT_RECEIVED answers, readable at `/ops/images/{id}`. */
  proofIds: number[];
}

export interface OperatorList<T> {
  content: T[];
  totalElements: number;
}

/** Pay part or all of what remains of a withdrawal; the key makes a retried payment pay once. */
export interface OperatorPayPayload {
  amount: number;
  idempotencyKey: string;
}

export interface OperatorRejectPayload {
  /** 2 to 200 characters, shown to the member. */
  reason: string;
}

export const OPERATOR_ACTIONS = [
  'LOGIN',
  'DEPOSIT_CONFIRMED',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_REJECTED',
  'FEEDBACK_REPLIED',
  'CONFIRM_MINUTES_SET',
] as const;
export type OperatorActionKind = (typeof OPERATOR_ACTIONS)[number];

/** One recorded operator action. */
export interface OperatorAction {
  id: number;
  operator: string;
  action: OperatorActionKind;
  /** The order number or feedback id acted on; null for a login. */
  subject: string | null;
  amount: number | null;
  note: string | null;
  at: string;
}

/** The filters of the operator's withdrawal list. */
export type OperatorWithdrawFilter = WithdrawState | 'ALL' | 'AWAITING_CONFIRMATION' | 'NOT_RECEIVED';

/** Operator refusals (HTTP 200, `success: false`); 401 `NOT_LOGGED_IN` without a live operator session. */
export const OPERATOR_CODES = {
  loginFailed: 'LOGIN_FAILED',
  loginLocked: 'LOGIN_LOCKED',
  notFound: 'ORDER_NOT_FOUND',
  /** The order is not in a state this action applies to; the value is `{ status }`. */
  wrongState: 'ORDER_STATE_INVALID',
  invalidAmount: 'INVALID_AMOUNT',
  /** A payment larger than what remains; the value is `{ remaining }`. */
  overpayment: 'AMOUNT_OVER_REMAINING',
  invalidReason: 'INVALID_REASON',
  invalidIdempotencyKey: 'INVALID_IDEMPOTENCY_KEY',
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
} as const;
export type OperatorCode = (typeof OPERATOR_CODES)[keyof typeof OPERATOR_CODES];
