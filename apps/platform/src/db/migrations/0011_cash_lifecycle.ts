import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The cash lifecycle to its end: operators (staff accounts with their own sessions) and the
 * record of what each did; the payments of a withdrawal (it may be paid in parts), the member's
 * answer to each and every state change with its time; signed payment notifications (each kept,
 * so one is credited once); uploaded images (proofs, checked by content before they are kept).
 */
export const cashLifecycleTables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('operators')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('account', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('operator_sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();

    await db.schema
      .createTable('operator_actions')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('amount', 'integer')
      .addColumn('note', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('operator_actions_subject').on('operator_actions').columns(['subject', 'id']).execute();

    await db.schema.alterTable('withdraw_orders').addColumn('reject_reason', 'text').execute();
    await db.schema
      .alterTable('withdraw_orders')
      .addColumn('refund_transfer_id', 'integer', (c) => c.references('ledger_transfers.id'))
      .execute();
    // The operator's lists read withdrawals by status.
    await db.schema
      .createIndex('withdraw_orders_status')
      .on('withdraw_orders')
      .columns(['status', 'created_at'])
      .execute();
    await db.schema
      .createIndex('deposit_orders_status')
      .on('deposit_orders')
      .columns(['status', 'created_at'])
      .execute();

    await db.schema
      .createTable('withdraw_payments')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('order_no', 'text', (c) => c.notNull().references('withdraw_orders.order_no'))
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('paid_at', 'text', (c) => c.notNull())
      .addColumn('confirm_due_at', 'text', (c) => c.notNull())
      .addColumn('confirmation', 'text', (c) =>
        c.notNull().check(sql`confirmation in ('AWAITING', 'RECEIVED', 'NOT_RECEIVED', 'FORCED_RECEIPT')`),
      )
      .addColumn('answered_at', 'text')
      .addUniqueConstraint('withdraw_payments_order_key_unique', ['order_no', 'idempotency_key'])
      .execute();
    // The sweep that forces receipts reads unanswered payments by due time.
    await db.schema
      .createIndex('withdraw_payments_due')
      .on('withdraw_payments')
      .columns(['confirmation', 'confirm_due_at'])
      .execute();

    await db.schema
      .createTable('withdraw_events')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('order_no', 'text', (c) => c.notNull().references('withdraw_orders.order_no'))
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'integer', (c) => c.references('withdraw_payments.id'))
      .addColumn('amount', 'integer')
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('withdraw_events_order').on('withdraw_events').columns(['order_no', 'id']).execute();

    await db.schema
      .createTable('uploaded_images')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull().check(sql`mime in ('image/png', 'image/jpeg')`))
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'blob', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('uploaded_images_subject')
      .on('uploaded_images')
      .columns(['purpose', 'subject'])
      .execute();

    await db.schema
      .createTable('payment_notifications')
      .addColumn('notification_id', 'text', (c) => c.primaryKey())
      .addColumn('order_no', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('notified_at', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('payment_notifications').execute();
    await db.schema.dropTable('uploaded_images').execute();
    await db.schema.dropTable('withdraw_events').execute();
    await db.schema.dropTable('withdraw_payments').execute();
    await db.schema.dropIndex('deposit_orders_status').execute();
    await db.schema.dropIndex('withdraw_orders_status').execute();
    await db.schema.alterTable('withdraw_orders').dropColumn('refund_transfer_id').execute();
    await db.schema.alterTable('withdraw_orders').dropColumn('reject_reason').execute();
    await db.schema.dropTable('operator_actions').execute();
    await db.schema.dropTable('operator_sessions').execute();
    await db.schema.dropTable('operators').execute();
  },
};
