/**
 * Transfer to a downline (§6: agents may transfer to downline or upline): an agent sends money
 * from its MAIN wallet to the MAIN wallet of one of its direct downlines, with its login password,
 * once per idempotency key, as the member centre's transfer to upline does. The spec names no
 * calls for it; these paths are this contract's choice (`PATHS.downline`). Amounts are integer
 * minor units.
 */

/** A direct downline money can be sent to. */
export interface DownlineRecipient {
  account: string;
  nickname: string;
  kind: 'member' | 'agent';
}

/** The answer of `GET /wps/relay/MCSFE_getDownlineTransferInfo` (token; agents only). */
export interface DownlineTransferInfo {
  downlines: DownlineRecipient[];
  /** What can be sent now: the MAIN wallet's balance. */
  balance: number;
  minAmount: number;
  maxAmount: number;
  remarkMaxLength: number;
  currency: string;
}

/** The body of `POST /wps/relay/passwordCheck/MCSFE_transferToDownline` (token; encrypted, it carries the login password). */
export interface DownlineTransferPayload {
  /** The direct downline's account. */
  downline: string;
  amount: number;
  remark: string;
  password: string;
  idempotencyKey: string;
}

/** One transfer to a downline. */
export interface DownlineTransfer {
  transferNo: string;
  downline: string;
  amount: number;
  remark: string;
  status: 'COMPLETED';
  createdAt: string;
}

export interface DownlineTransferResult extends DownlineTransfer {
  /** The MAIN wallet right after the transfer. */
  balance: number;
  replayed: boolean;
}

/** `GET /wps/relay/MCSFE_getDownlineTransferHistory?pageNo=&pageSize=` (token; agents only): newest first. */
export interface DownlineTransferHistoryQuery {
  pageNo: number;
  pageSize?: number;
}

export interface DownlineTransferHistory {
  content: DownlineTransfer[];
  totalPages: number;
  totalElements: number;
}

/**
 * Refusals of a transfer to a downline (HTTP 200, `success: false`): those of the transfer to
 * upline, with `DOWNLINE_NOT_FOUND` for an account that is not a direct downline. A history page
 * out of range is a 400 with `DOWNLINE_PAGE_INVALID`.
 */
export const DOWNLINE_TRANSFER_CODES = {
  notDirectDownline: 'DOWNLINE_NOT_FOUND',
  invalidAmount: 'INVALID_AMOUNT',
  amountOutOfRange: 'AMOUNT_OUT_OF_RANGE',
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  passwordIncorrect: 'PASSWORD_INCORRECT',
  invalidRemark: 'DOWNLINE_REMARK_INVALID',
  invalidIdempotencyKey: 'INVALID_IDEMPOTENCY_KEY',
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  pageInvalid: 'DOWNLINE_PAGE_INVALID',
} as const;
export type DownlineTransferCode = (typeof DOWNLINE_TRANSFER_CODES)[keyof typeof DOWNLINE_TRANSFER_CODES];
