import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';

/**
 * Announcements for agents only (the agent centre's announcement page): kept apart from the site's
 * announcements, which every visitor reads, with the same types and HTML content.
 */
export const agentAnnouncementTables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('agent_announcements')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('B', 'PL', 'PU', 'PR', 'H')`))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('agent_announcements_time')
      .on('agent_announcements')
      .columns(['published_at'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('agent_announcements').execute();
  },
};
