import type { Paged } from './envelope';

/**
 * The point mall: a member's points, the rewards they redeem for, and points converted to money.
 * Points are whole numbers and never expire; money is integer minor units.
 */

/**
 * Point record types: earned by play (live … sports) and deposits, spent by a redeem or a
 * conversion to money (`convert`, this contract's addition to the spec's list).
 */
export const POINT_TYPES = ['live', 'lottery', 'pvp', 'slots', 'sports', 'redeem', 'deposit', 'convert'] as const;
export type PointType = (typeof POINT_TYPES)[number];

/** Redeem statuses: a new order is `processing` until the house sends the reward. */
export const REDEEM_STATUSES = ['processing', 'rejected', 'approved'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** `GET /wps/relay/MCS2_getPointBalance` (token): the member's point balance. Points never expire. */
export interface PointBalance {
  points: number;
}

/** One line of the points details: every change of the member's points. */
export interface PointRecord {
  id: number;
  type: PointType;
  /** Signed: negative when points were spent. */
  changedPoints: number;
  /** The balance right after this change; never below zero. */
  pointsBalance: number;
  remark: string;
  /** ISO 8601. */
  time: string;
}

/** `GET /wps/relay/ODSFE2_MemTransDet` (token): the points details, newest first. */
export interface PointRecordsQuery {
  pageNo: number;
  /** @default 10 */
  pageSize?: number;
  /** Only records of this type; every type unless given. */
  type?: PointType;
}

export interface PointRecords extends Paged<PointRecord> {
  totalElements: number;
}

/**
 * A reward of the point mall (`GET /wps/relay/MCS2_getPointReward`; answered to visitors too, so
 * the catalogue can be browsed before logging in). Per unit: `pointsRequirement` points, and
 * `amountRequirement` minor units paid from the MAIN wallet besides (0 for most rewards).
 */
export interface PointReward {
  id: string;
  name: string;
  imageUrl: string;
  pointsRequirement: number;
  amountRequirement: number;
  /** Units left; 0 is out of stock. */
  stock: number;
}

/**
 * The body of `POST /wps/relay/passwordCheck/MCS2_redeemPointReward` (token; sent encrypted). The
 * "withdraw password" is the member's login password, as the cashier's withdrawal asks it. One
 * idempotency key, one order: the points are taken once.
 */
export interface RedeemPayload {
  rewardId: string;
  quantity: number;
  receivingAddress: string;
  mobileNumber: string;
  withdrawPassword: string;
  idempotencyKey: string;
}

/** One line of the redeem history. `points` and `amount` (minor units) are the order's totals. */
export interface RedeemRecord {
  orderNo: string;
  rewardId: string;
  rewardName: string;
  quantity: number;
  points: number;
  amount: number;
  status: RedeemStatus;
  time: string;
}

/** `GET /wps/relay/MCS2_getRedeemPointList` (token): the member's redeem orders, newest first. */
export interface RedeemHistoryQuery {
  pageNo: number;
  /** @default 10 */
  pageSize?: number;
}

export interface RedeemHistory extends Paged<RedeemRecord> {
  totalElements: number;
}

/** The answer of a redeem: the order and the point balance after it. */
export interface RedeemResult extends RedeemRecord {
  pointsBalance: number;
}

/**
 * `GET /wps/relay/MCS2_getPointConfig` (answered to visitors too): `ratio` points make one
 * currency unit (100 minor units), so 100 points are worth 1.00 at a ratio of 100.
 */
export interface PointConfig {
  ratio: number;
  currency: string;
}

/** The body of `POST /wps/relay/passwordCheck/MCS2_convertPoint` (token; sent encrypted). */
export interface ConvertPointPayload {
  points: number;
  withdrawPassword: string;
  idempotencyKey: string;
}

/** The answer of a conversion: what moved, and both balances after it. */
export interface ConvertPointResult {
  points: number;
  /** Minor units credited to the MAIN wallet. */
  amount: number;
  pointsBalance: number;
  mainBalance: number;
}

/** Records a page holds unless asked otherwise, and at most. */
export const POINTS_PAGE_SIZE = 10;
export const POINTS_PAGE_SIZE_MAX = 50;
/** The most units of a reward one order may take. */
export const REDEEM_QUANTITY_MAX = 10;

/**
 * Refusal codes of the points calls. A bad page is HTTP 400; the rest are business refusals
 * (HTTP 200, `success: false`). A wrong password counts as a failed login, so `LOGIN_LOCKED`
 * may answer too.
 */
export const POINTS_CODES = {
  /** `pageNo`/`pageSize` not whole numbers in range, or an unknown `type` (HTTP 400). */
  pageInvalid: 'POINTS_PAGE_INVALID',
  /** A trial account has no points to spend. */
  trialAccount: 'TRIAL_ACCOUNT',
  /** No such reward. */
  rewardNotFound: 'REWARD_NOT_FOUND',
  /** Fewer units left than asked; the value is `{ stock }`. */
  outOfStock: 'OUT_OF_STOCK',
  /** The member holds fewer points than needed; the value is `{ points }` (the balance). */
  notEnoughPoints: 'NOT_ENOUGH_POINTS',
  /** The MAIN wallet holds less than the reward's amount requirement. */
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  /** The login password is wrong; nothing moved. */
  passwordIncorrect: 'PASSWORD_INCORRECT',
  /** A field is missing or malformed; the value is `{ field }`. */
  invalidField: 'INVALID_FIELD',
  /** Points to convert that are not a positive whole multiple of `{ step }`. */
  invalidPoints: 'INVALID_POINTS',
  /** The idempotency key is missing or malformed. */
  invalidIdempotencyKey: 'INVALID_IDEMPOTENCY_KEY',
  /** The key was used before for another request. */
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
} as const;
export type PointsCode = (typeof POINTS_CODES)[keyof typeof POINTS_CODES];
