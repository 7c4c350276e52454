import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Agent contracts (dividend, daily wages, hourly and real-time salary), their history, what they
 * paid, and transfers to a downline.
 *
 * - `contracts`: one row per offer; `upline_id` null for a contract the platform gives a top
 *   agent. Terms are JSON (rates in basis points, money in minor units). Two partial unique indexes
 *   keep, per downline and kind, at most one contract in force and at most one offer waiting, so
 *   two racing acceptances cannot both win.
 * - `contract_events`: who asked what and when (actor null: the platform itself).
 * - `contract_windows`: one row per settled window of a kind, written first in the settlement's
 *   transaction, so a window is settled once however often the job runs.
 * - `contract_settlements`: what each contract paid for a window, beside its ledger transfer.
 * - `downline_transfers`: an agent's transfers to its direct downlines, once per key.
 */
export const contractTables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('contracts')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) =>
        c.notNull().check(sql`kind in ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')`),
      )
      .addColumn('upline_id', 'integer', (c) => c.references('members.id'))
      .addColumn('downline_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('OFFERED', 'ACTIVE', 'REJECTED', 'TERMINATION_REQUESTED', 'TERMINATED')`),
      )
      .addColumn('terms', 'text', (c) => c.notNull())
      .addColumn('period', 'text')
      .addColumn('offered_at', 'text', (c) => c.notNull())
      .addColumn('accepted_at', 'text')
      .addColumn('termination_requested_by', 'integer', (c) => c.references('members.id'))
      .addColumn('termination_requested_at', 'text')
      .addColumn('terminates_at', 'text')
      .addColumn('ended_at', 'text')
      .addColumn('end_reason', 'text')
      .execute();
    await sql`create unique index contracts_in_force on contracts (downline_id, kind) where status in ('ACTIVE', 'TERMINATION_REQUESTED')`.execute(
      db,
    );
    await sql`create unique index contracts_offer_waiting on contracts (downline_id, kind) where status = 'OFFERED'`.execute(
      db,
    );
    await db.schema.createIndex('contracts_upline').on('contracts').columns(['upline_id', 'kind']).execute();

    await db.schema
      .createTable('contract_events')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'integer', (c) => c.references('members.id'))
      .addColumn('status_after', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('contract_events_contract')
      .on('contract_events')
      .columns(['contract_id', 'id'])
      .execute();

    await db.schema
      .createTable('contract_windows')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('period_key', 'text', (c) => c.notNull())
      .addColumn('window_start', 'text', (c) => c.notNull())
      .addColumn('window_end', 'text', (c) => c.notNull())
      .addColumn('settled_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('contract_windows_pk', ['kind', 'period_key'])
      .execute();

    await db.schema
      .createTable('contract_settlements')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id'))
      .addColumn('agent_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('period_key', 'text', (c) => c.notNull())
      .addColumn('window_start', 'text', (c) => c.notNull())
      .addColumn('window_end', 'text', (c) => c.notNull())
      .addColumn('base', 'integer', (c) => c.notNull())
      .addColumn('rate', 'integer', (c) => c.notNull())
      .addColumn('gross', 'integer', (c) => c.notNull())
      .addColumn('downline_paid', 'integer', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
      .addColumn('figures', 'text', (c) => c.notNull())
      .addColumn('ledger_transfer_id', 'integer', (c) => c.references('ledger_transfers.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('contract_settlements_once', ['contract_id', 'period_key'])
      .execute();
    await db.schema
      .createIndex('contract_settlements_agent')
      .on('contract_settlements')
      .columns(['agent_id', 'window_start'])
      .execute();

    await db.schema
      .createTable('downline_transfers')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('transfer_no', 'text', (c) => c.notNull().unique())
      .addColumn('agent_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('downline_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
      .addColumn('remark', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('COMPLETED')`))
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('ledger_transfer_id', 'integer', (c) => c.notNull().references('ledger_transfers.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('downline_transfers_agent_key_unique', ['agent_id', 'idempotency_key'])
      .execute();
    await db.schema
      .createIndex('downline_transfers_agent')
      .on('downline_transfers')
      .columns(['agent_id', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'downline_transfers',
      'contract_settlements',
      'contract_windows',
      'contract_events',
      'contracts',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
