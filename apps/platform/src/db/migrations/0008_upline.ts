import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Transfers to the upline: one row per transfer a member sent to their upline agent, beside the
 * ledger transfer that moved the money. The idempotency key is unique per member, so a repeated
 * request makes one row and moves the money once.
 */
export const uplineTables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('upline_transfers')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('transfer_no', 'text', (c) => c.notNull().unique())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('upline_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('remark', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('COMPLETED')`))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('ledger_transfer_id', 'integer', (c) => c.notNull().references('ledger_transfers.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('upline_transfers_member_key_unique', ['member_id', 'idempotency_key'])
      .execute();
    await db.schema
      .createIndex('upline_transfers_member')
      .on('upline_transfers')
      .columns(['member_id', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('upline_transfers').execute();
  },
};
