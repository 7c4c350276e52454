/**
 * The member centre's money: wallets and transfers between them, deposits and withdrawals.
 * Every amount is an integer of minor units (hundredths of the currency, as the balance).
 */

/** One of the member's wallets: MAIN, and a wallet per provider that keeps its own. */
export interface MerchantWallet {
  walletCode: string;
  /** Display name (e.g. 'Main wallet', 'SABA Sports'). */
  walletName: string;
  balance: number;
}

/**
 * The answer of `GET /wps/relay/GCS_merchantWallet` (token). With `isSingle=1` only the MAIN
 * wallet is answered; with `isSingle=0` every wallet the member can hold, opened or not (0).
 */
export interface MerchantWallets {
  wallets: MerchantWallet[];
  /** ISO 4217 code, for the currency symbol. */
  currency: string;
}

/**
 * The body of `POST /wps/relay/GCS_walletTransfer` (token). The same `idempotencyKey` again moves
 * nothing and answers the first result, so a retried request never moves money twice.
 */
export interface WalletTransferPayload {
  fromWallet: string;
  toWallet: string;
  amount: number;
  idempotencyKey: string;
}

/** The answer of a wallet transfer: every wallet after it. */
export interface WalletTransferResult extends MerchantWallets {
  /** True when the key was seen before and nothing moved this time. */
  replayed: boolean;
}

/**
 * Refusals of a wallet transfer: 400 for a request that cannot be carried out as sent (unknown or
 * same wallet, bad amount, bad key); a business refusal (HTTP 200, `success: false`) for a trial
 * account (`TRIAL_ACCOUNT`), a key used for another transfer, or a source wallet holding less than the amount.
 */
export const WALLET_TRANSFER_CODES = {
  unknownWallet: 'UNKNOWN_WALLET',
  sameWallet: 'SAME_WALLET',
  invalidAmount: 'INVALID_AMOUNT',
  invalidIdempotencyKey: 'INVALID_IDEMPOTENCY_KEY',
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
} as const;
export type WalletTransferCode = (typeof WALLET_TRANSFER_CODES)[keyof typeof WALLET_TRANSFER_CODES];

/** How a deposit channel takes the money: a payment page, or a bank transfer the member makes. */
export const DEPOSIT_CHANNEL_KINDS = ['ONLINE', 'BANK_TRANSFER'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

/** A way to deposit (`GET /wps/relay/MCSFE_getDepositChannels`, token). */
export interface DepositChannel {
  code: string;
  name: string;
  kind: DepositChannelKind;
  minAmount: number;
  maxAmount: number;
  /** Logo image, from the payment resources. */
  logoUrl?: string;
}

/** The body of `POST /wps/relay/MCSFE_createDeposit` (token). One key, one order. */
export interface CreateDepositPayload {
  channelCode: string;
  amount: number;
  idempotencyKey: string;
}

export const DEPOSIT_STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'EXPIRED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * A deposit order (answer of create, and of `GET /wps/relay/MCSFE_getDepositOrder?orderNo=`).
 * The member pays at `payUrl`; the wallet is credited once, when the order becomes PAID.
 */
export interface DepositOrder {
  orderNo: string;
  channelCode: string;
  amount: number;
  status: DepositStatus;
  /**
   * The payment page, with a one-time secret in its address. Answered by create (each answer,
   * replays too, carries a working link); reads of the order answer '' (a poll hands out no link).
   */
  payUrl: string;
  createdAt: string;
  expiresAt: string;
}

/** The answer of `GET /wps/relay/MCSFE_getWithdrawSettings` (token). */
export interface WithdrawSettings {
  minAmount: number;
  maxAmount: number;
  /** What can be withdrawn now: the MAIN wallet's balance. */
  withdrawable: number;
  /** Withdrawals allowed per day, and how many were made today. */
  dailyCount: number;
  usedToday: number;
  currency: string;
}

/**
 * The body of `POST /wps/relay/MCSFE_withdraw` (token; sent encrypted, it carries the login
 * password). The money leaves the MAIN wallet at once and is held until paid out.
 */
export interface WithdrawPayload {
  amount: number;
  bankName: string;
  accountNumber: string;
  accountHolder: string;
  password: string;
  idempotencyKey: string;
}

export const WITHDRAW_STATUSES = ['PENDING', 'PAID', 'REJECTED'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** The answer of a withdrawal. */
export interface WithdrawOrder {
  orderNo: string;
  amount: number;
  status: WithdrawStatus;
  createdAt: string;
  /** The MAIN wallet after the withdrawal. */
  balance: number;
}

/**
 * Refusal codes of the cashier calls (HTTP 200, `success: false`). Trial accounts are refused
 * with `TRIAL_ACCOUNT` (as the games refuse them), and a wrong password counts as a failed login,
 * so `LOGIN_LOCKED` may answer a withdrawal too.
 */
export const CASHIER_CODES = {
  /** A trial account may not deposit or withdraw: register a real account. */
  trialAccount: 'TRIAL_ACCOUNT',
  /** No such deposit channel, or it is closed. */
  channelNotFound: 'CHANNEL_NOT_FOUND',
  /** The amount is not a whole positive number of minor units. */
  invalidAmount: 'INVALID_AMOUNT',
  /** The amount is outside the limits; the value is `{ minAmount, maxAmount }`. */
  amountOutOfRange: 'AMOUNT_OUT_OF_RANGE',
  /** The idempotency key is missing or not 1 to 100 printable characters. */
  invalidIdempotencyKey: 'INVALID_IDEMPOTENCY_KEY',
  /** The idempotency key was used before for another order (other channel or amount). */
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  /** No such deposit order of this member. */
  orderNotFound: 'ORDER_NOT_FOUND',
  /** The login password given with a withdrawal is wrong; nothing moved. */
  passwordIncorrect: 'PASSWORD_INCORRECT',
  /** The MAIN wallet holds less than the withdrawal; the value is `{ withdrawable }`. */
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  /** Today's withdrawals are used up; the value is `{ dailyCount }`. */
  dailyLimitReached: 'DAILY_LIMIT_REACHED',
  /** A bank field is empty or too long; the value is `{ field }`. */
  invalidBankDetails: 'INVALID_BANK_DETAILS',
} as const;
export type CashierCode = (typeof CASHIER_CODES)[keyof typeof CASHIER_CODES];

/** How long a deposit order can be paid (minutes); after that it is EXPIRED. */
export const DEPOSIT_ORDER_MINUTES = 30;

/**
 * Where a withdrawal stands, as the member and the operator see it: PENDING (nothing paid yet),
 * PARTIALLY_PAID (part paid out, the rest to come), PAID (paid in full, waiting for the member's
 * confirmation), COMPLETED (paid in full and every payment received or counted as received),
 * REJECTED (refused by the operator; what was not paid went back to the MAIN wallet).
 */
export const WITHDRAW_STATES = ['PENDING', 'PARTIALLY_PAID', 'PAID', 'COMPLETED', 'REJECTED'] as const;
export type WithdrawState = (typeof WITHDRAW_STATES)[number];

/**
 * The member's answer about one payment (§4): AWAITING until answered; RECEIVED; NOT_RECEIVED
 * (with proof images); FORCED_RECEIPT when the confirmation time limit passed without an answer
 * (it counts as received; the withdrawal is not refunded).
 */
export const PAYMENT_CONFIRMATIONS = ['AWAITING', 'RECEIVED', 'NOT_RECEIVED', 'FORCED_RECEIPT'] as const;
export type PaymentConfirmation = (typeof PAYMENT_CONFIRMATIONS)[number];

/** One payment of a withdrawal made by the operator (a withdrawal may be paid in parts). */
export interface WithdrawPayment {
  id: number;
  amount: number;
  paidAt: string;
  confirmation: PaymentConfirmation;
  /** Until when the member can answer; after it an unanswered payment becomes FORCED_RECEIPT. */
  confirmDueAt: string;
  /** When the member answered (or the time limit answered for them); null while AWAITING. */
  answeredAt: string | null;
  /** Proof images sent with NOT_RECEIVED. */
  proofCount: number;
}

/** A state change of a withdrawal, with its time: the order's history. */
export interface WithdrawEvent {
  event: WithdrawEventKind;
  /** The amount the event concerns (a payment, a refund); null when none. */
  amount: number | null;
  at: string;
  /** A rejection's reason, and nothing else. */
  note: string | null;
}

export const WITHDRAW_EVENT_KINDS = [
  'REQUESTED',
  'PAID',
  'RECEIVED',
  'NOT_RECEIVED',
  'ALL_RECEIVED',
  'FORCED_RECEIPT',
  'COMPLETED',
  'REJECTED',
] as const;
export type WithdrawEventKind = (typeof WITHDRAW_EVENT_KINDS)[number];

/** One of the member's withdrawals (`GET /wps/relay/MCSFE_getWithdrawList`, token). */
export interface WithdrawRecord {
  orderNo: string;
  amount: number;
  status: WithdrawStatus;
  state: WithdrawState;
  /** Paid out to the member so far. */
  received: number;
  /** Still to be paid: 0 once paid in full or rejected. */
  remaining: number;
  /** Returned to the MAIN wallet by a rejection. */
  refunded: number;
  bankName: string;
  /** The account number with all but its last 4 characters masked. */
  accountNumber: string;
  createdAt: string;
  rejectReason: string | null;
  payments: WithdrawPayment[];
  events: WithdrawEvent[];
}

/** The member's withdrawals, newest first, and the confirmation time limit. */
export interface WithdrawRecords {
  content: WithdrawRecord[];
  totalPages: number;
  totalElements: number;
  /** Minutes the member has to answer a payment before it counts as received. */
  confirmMinutes: number;
}

export interface WithdrawListQuery {
  pageNo?: number;
  pageSize?: number;
}

/** The member's answers to a payment: RECEIVED and NOT_RECEIVED name a payment; ALL_RECEIVED closes a withdrawal paid in full. */
export const WITHDRAW_ANSWERS = ['RECEIVED', 'NOT_RECEIVED', 'ALL_RECEIVED'] as const;
export type WithdrawAnswer = (typeof WITHDRAW_ANSWERS)[number];

/** An image sent with a request: png or jpeg, checked by its content, base64 without a data: prefix. */
export interface UploadImage {
  name: string;
  /** What the member's file says it is; the platform believes the bytes, not this. */
  type: string;
  data: string;
}

/** At most this many images per upload (§5), each at most {@link UPLOAD_IMAGE_MAX_BYTES}. */
export const UPLOAD_IMAGES_MAX = 3;
export const UPLOAD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The body of `POST /wps/relay/MCSFE_confirmWithdrawal` (token): the member's answer. `paymentId`
 * for RECEIVED and NOT_RECEIVED; `proofs` (0 to 3 images) only with NOT_RECEIVED.
 */
export interface ConfirmWithdrawalPayload {
  orderNo: string;
  answer: WithdrawAnswer;
  paymentId?: number;
  proofs?: UploadImage[];
}

/** Refusals of a confirmation and of image uploads (HTTP 200, `success: false`). */
export const WITHDRAW_CONFIRM_CODES = {
  /** No such withdrawal or payment of this member. */
  notFound: 'ORDER_NOT_FOUND',
  /** The payment was answered already (or counted as received), or the withdrawal cannot take this answer now. */
  notAwaiting: 'CONFIRMATION_NOT_OPEN',
  /** ALL_RECEIVED before the withdrawal is paid in full. */
  notPaidInFull: 'NOT_PAID_IN_FULL',
  /** More than three images; the value is `{ max }`. */
  tooManyImages: 'TOO_MANY_IMAGES',
  /** An image that is not a png or jpeg by its content; the value is `{ name }`. */
  imageType: 'IMAGE_TYPE_NOT_ALLOWED',
  /** An image over 5 MB; the value is `{ name, maxBytes }`. */
  imageTooLarge: 'IMAGE_TOO_LARGE',
} as const;

/** Minutes a member has to confirm a payment unless the operator set another limit (setting `cashier.confirmMinutes`). */
export const DEFAULT_CONFIRM_MINUTES = 60;

/**
 * A payment provider's notification of an order's outcome (`POST /wps/cashier/notify`, no
 * token): `signature` is HMAC-SHA256, in hex, under the secret the platform shares with the
 * provider, of `notificationId`, `orderNo`, `amount`, `status` and `notifiedAt` joined by line
 * feeds. The platform credits only on a valid signature, a `notifiedAt` within 5 minutes of its
 * clock and a `notificationId` it has not seen, for the order's own amount.
 */
export interface PaymentNotification {
  notificationId: string;
  orderNo: string;
  amount: number;
  status: 'PAID' | 'FAILED';
  notifiedAt: string;
  signature: string;
}

/** What the platform did with a notification it accepted. */
export interface PaymentNotificationResult {
  /** CREDITED (the order became PAID), CANCELLED (FAILED), IGNORED (the order was no longer waiting). */
  outcome: 'CREDITED' | 'CANCELLED' | 'IGNORED';
  status: DepositStatus;
}

/** Refusals of a notification (HTTP 200, `success: false`): nothing was credited. */
export const PAYMENT_NOTIFY_CODES = {
  signatureInvalid: 'SIGNATURE_INVALID',
  stale: 'NOTIFICATION_STALE',
  replayed: 'NOTIFICATION_REPLAYED',
  orderNotFound: 'ORDER_NOT_FOUND',
  amountMismatch: 'AMOUNT_MISMATCH',
  /** The platform holds no secret to check signatures with: no notification is accepted. */
  notConfigured: 'NOTIFY_NOT_CONFIGURED',
} as const;

/** How far a notification's time may be from the platform's clock, either way. */
export const PAYMENT_NOTIFY_WINDOW_MINUTES = 5;
