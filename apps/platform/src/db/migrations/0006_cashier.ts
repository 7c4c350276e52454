import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The cashier: deposit channels, deposit orders (paid through the platform's own payment page,
 * whose link secrets are kept as hashes) and withdrawal orders. An idempotency key is unique per
 * member, so a repeated request finds the order it made instead of making another.
 */
export const cashierTables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('deposit_channels')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('ONLINE', 'BANK_TRANSFER')`))
      .addColumn('min_amount', 'integer', (c) => c.notNull().check(sql`min_amount > 0`))
      .addColumn('max_amount', 'integer', (c) => c.notNull())
      .addColumn('logo_url', 'text')
      .addColumn('enabled', 'integer', (c) => c.notNull().check(sql`enabled in (0, 1)`))
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addCheckConstraint('deposit_channels_limits', sql`max_amount >= min_amount`)
      .execute();

    await db.schema
      .createTable('deposit_orders')
      .addColumn('order_no', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('channel_code', 'text', (c) => c.notNull().references('deposit_channels.code'))
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'PAID', 'CANCELLED', 'EXPIRED')`))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('settled_at', 'text')
      .addUniqueConstraint('deposit_orders_member_key_unique', ['member_id', 'idempotency_key'])
      .execute();

    await db.schema
      .createTable('deposit_pay_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('order_no', 'text', (c) => c.notNull().references('deposit_orders.order_no'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('withdraw_orders')
      .addColumn('order_no', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('bank_name', 'text', (c) => c.notNull())
      .addColumn('account_number', 'text', (c) => c.notNull())
      .addColumn('account_holder', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'PAID', 'REJECTED')`))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('transfer_id', 'integer', (c) => c.references('ledger_transfers.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('withdraw_orders_member_key_unique', ['member_id', 'idempotency_key'])
      .execute();
    // The daily count reads a member's withdrawals by time.
    await db.schema
      .createIndex('withdraw_orders_member_time')
      .on('withdraw_orders')
      .columns(['member_id', 'created_at'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('withdraw_orders').execute();
    await db.schema.dropTable('deposit_pay_tokens').execute();
    await db.schema.dropTable('deposit_orders').execute();
    await db.schema.dropTable('deposit_channels').execute();
  },
};
