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
