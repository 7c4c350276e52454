import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The point mall: a ledger of every change of a member's points (the balance after each change,
 * never below zero), the rewards, and redeem orders. Idempotency keys are unique per member, so
 * a repeated request takes the points once.
 */
export const pointsTables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('point_records')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('type', 'text', (c) =>
        c.notNull().check(sql`type in ('live', 'lottery', 'pvp', 'slots', 'sports', 'redeem', 'deposit', 'convert')`),
      )
      .addColumn('changed_points', 'integer', (c) => c.notNull().check(sql`changed_points <> 0`))
      .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
      .addColumn('remark', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('point_records_member_key_unique', ['member_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('point_records_member').on('point_records').columns(['member_id', 'id']).execute();

    await db.schema
      .createTable('point_rewards')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('points_requirement', 'integer', (c) => c.notNull().check(sql`points_requirement > 0`))
      .addColumn('amount_requirement', 'integer', (c) => c.notNull().check(sql`amount_requirement >= 0`))
      .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('redeem_orders')
      .addColumn('order_no', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('reward_id', 'text', (c) => c.notNull().references('point_rewards.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
      .addColumn('points', 'integer', (c) => c.notNull().check(sql`points > 0`))
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
      .addColumn('receiving_address', 'text', (c) => c.notNull())
      .addColumn('mobile_number', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('processing', 'rejected', 'approved')`))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('redeem_orders_member_key_unique', ['member_id', 'idempotency_key'])
      .execute();
    await db.schema
      .createIndex('redeem_orders_member_time')
      .on('redeem_orders')
      .columns(['member_id', 'created_at'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('redeem_orders').execute();
    await db.schema.dropTable('point_rewards').execute();
    await db.schema.dropTable('point_records').execute();
  },
};
