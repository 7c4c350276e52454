import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The double-entry ledger behind every wallet balance. A transfer moves an amount between two
 * accounts as a pair of entries that sum to zero; its idempotency key is unique per account, so
 * a request repeated with the same key moves money once. `wallets.balance` is kept equal to the
 * sum of its account's entries, in the same transaction.
 */
export const ledgerTables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('ledger_transfers')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      // The account the transfer was asked for (a member's wallet): its key space.
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount <> 0`))
      .addColumn('memo', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('ledger_transfers_account_key_unique', ['account', 'idempotency_key'])
      .execute();

    await db.schema
      .createTable('ledger_entries')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('transfer_id', 'integer', (c) => c.notNull().references('ledger_transfers.id'))
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount <> 0`))
      // The wallet's balance after this entry; null on house accounts, which have no wallet.
      .addColumn('balance_after', 'integer', (c) => c.check(sql`balance_after >= 0`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account', 'id']).execute();
    await db.schema.createIndex('ledger_entries_transfer').on('ledger_entries').column('transfer_id').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('ledger_entries').execute();
    await db.schema.dropTable('ledger_transfers').execute();
  },
};
