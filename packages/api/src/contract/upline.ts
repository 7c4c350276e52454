/**
 * The member centre's transfer to upline (page transferUpline): a member sends money from their
 * MAIN wallet to the MAIN wallet of the agent they registered under. The spec names no calls for
 * it; these paths are this contract's choice, in its relay style (see `PATHS.upline`), and the
 * transfer goes through the `passwordCheck` relay as the point mall's password-checked calls do.
 * Every amount is an integer of minor units.
 */

/** The answer of `GET /wps/relay/MCSFE_getUplineTransferInfo` (token). */
export interface UplineTransferInfo {
  /** The upline agent, its account masked as the public boards mask names ('de***nt'); null when the member has none. */
  upline: { account: string } | null;
  /** What can be sent now: the MAIN wallet's balance. */
  balance: number;
  minAmount: number;
  maxAmount: number;
  /** The longest remark, in characters. */
  remarkMaxLength: number;
  /** ISO 4217 code, for the currency symbol. */
  currency: string;
}

/**
 * The body of `POST /wps/relay/passwordCheck/MCSFE_transferToUpline` (token; sent encrypted, it
 * carries the login password). The same `idempotencyKey` again moves nothing and answers the
 * first transfer, so a retried request never moves money twice.
 */
export interface UplineTransferPayload {
  amount: number;
  /** Optional note for the upline ('' for none). */
  remark: string;
  password: string;
  idempotencyKey: string;
}

export const UPLINE_TRANSFER_STATUSES = ['COMPLETED'] as const;
export type UplineTransferStatus = (typeof UPLINE_TRANSFER_STATUSES)[number];

/** One transfer to the upline. */
export interface UplineTransfer {
  transferNo: string;
  amount: number;
  remark: string;
  /** The receiving agent, masked as in {@link UplineTransferInfo}. */
  upline: string;
  status: UplineTransferStatus;
  /** ISO 8601, UTC. */
  createdAt: string;
}

/** The answer of a transfer to the upline. */
export interface UplineTransferResult extends UplineTransfer {
  /** The MAIN wallet right after the transfer. */
  balance: number;
  /** True when the key was seen before and nothing moved this time. */
  replayed: boolean;
}

/** `GET /wps/relay/MCSFE_getUplineTransferHistory?pageNo=&pageSize=` (token): newest first. */
export interface UplineTransferHistoryQuery {
  pageNo: number;
  pageSize?: number;
}

export interface UplineTransferHistory {
  content: UplineTransfer[];
  totalPages: number;
  totalElements: number;
}

/** Transfers a history page holds unless asked otherwise, and at most. */
export const UPLINE_HISTORY_PAGE_SIZE = 10;
export const UPLINE_HISTORY_PAGE_SIZE_MAX = 50;

/**
 * Refusals of a transfer to the upline (HTTP 200, `success: false`); a history page out of range
 * is a 400 with `UPLINE_PAGE_INVALID`. A wrong password counts as a failed login, so
 * `LOGIN_LOCKED` may answer too.
 */
export const UPLINE_TRANSFER_CODES = {
  /** A trial account may not send money: register a real account. */
  trialAccount: 'TRIAL_ACCOUNT',
  /** The member has no upline agent. */
  noUpline: 'UPLINE_NOT_FOUND',
  /** The amount is not a whole positive number of minor units. */
  invalidAmount: 'INVALID_AMOUNT',
  /** The amount is outside the limits; the value is `{ minAmount, maxAmount }`. */
  amountOutOfRange: 'AMOUNT_OUT_OF_RANGE',
  /** The MAIN wallet holds less than the amount; the value is `{ balance }`. */
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  /** The login password is wrong; nothing moved. */
  passwordIncorrect: 'PASSWORD_INCORRECT',
  /** The remark is too long or holds control characters; the value is `{ maxLength }`. */
  invalidRemark: 'UPLINE_REMARK_INVALID',
  /** The idempotency key is missing or not 1 to 64 printable characters. */
  invalidIdempotencyKey: 'INVALID_IDEMPOTENCY_KEY',
  /** The idempotency key was used before for another transfer (another amount). */
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  /** `pageNo` below 1, or `pageSize` outside 1..{@link UPLINE_HISTORY_PAGE_SIZE_MAX} (HTTP 400). */
  pageInvalid: 'UPLINE_PAGE_INVALID',
} as const;
export type UplineTransferCode = (typeof UPLINE_TRANSFER_CODES)[keyof typeof UPLINE_TRANSFER_CODES];
