/** Point record types. */
export const POINT_TYPES = ['live', 'lottery', 'pvp', 'slots', 'sports', 'redeem', 'deposit'] as const;
export type PointType = (typeof POINT_TYPES)[number];

/** Redeem statuses. */
export const REDEEM_STATUSES = ['processing', 'rejected', 'approved'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** The member's point balance. Points never expire. */
export interface PointBalance {
  points: number;
}

/** One line of the points details. */
export interface PointRecord {
  type: PointType;
  changedPoints: number;
  pointsBalance: number;
  remark: string;
  time: string;
}

/** A reward of the point mall. `amountRequirement` is in minor units. */
export interface PointReward {
  id: string;
  pointsRequirement: number;
  amountRequirement: number;
}

/** The body of a redeem request. */
export interface RedeemPayload {
  rewardId: string;
  quantity: number;
  receivingAddress: string;
  mobileNumber: string;
  withdrawPassword: string;
}

/** One line of the redeem history. `amount` is in minor units. */
export interface RedeemRecord {
  points: number;
  amount: number;
  status: RedeemStatus;
  time: string;
}

/** Point conversion settings: `ratio` points per currency unit. */
export interface PointConfig {
  ratio: number;
}
