import type { Generated, Selectable } from 'kysely';
import type { PointType, RedeemStatus } from '@tessera/api/contract';

/** The point mall (migration 0007): the points ledger, rewards and redeem orders. */
export interface PointsDatabase {
  point_records: PointRecordsTable;
  point_rewards: PointRewardsTable;
  redeem_orders: RedeemOrdersTable;
}

/**
 * Every change of a member's points; the balance is the newest row's `balance_after` (never
 * below zero). A key, when given, is unique per member, so a repeated request changes nothing.
 */
export interface PointRecordsTable {
  id: Generated<number>;
  member_id: number;
  type: PointType;
  changed_points: number;
  balance_after: number;
  remark: string;
  idempotency_key: string | null;
  created_at: string;
}

/** A reward; requirements are per unit (`amount_requirement` in minor units). */
export interface PointRewardsTable {
  id: string;
  name: string;
  image_url: string;
  points_requirement: number;
  amount_requirement: number;
  stock: number;
  sort_order: number;
}

/** One redeem; the member's idempotency key is unique per member. */
export interface RedeemOrdersTable {
  order_no: string;
  member_id: number;
  reward_id: string;
  quantity: number;
  points: number;
  amount: number;
  receiving_address: string;
  mobile_number: string;
  status: RedeemStatus;
  idempotency_key: string;
  created_at: string;
}

export type PointRecordRow = Selectable<PointRecordsTable>;
export type PointRewardRow = Selectable<PointRewardsTable>;
export type RedeemOrderRow = Selectable<RedeemOrdersTable>;
