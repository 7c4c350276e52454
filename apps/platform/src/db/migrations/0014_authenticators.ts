import type { Kysely, Migration } from 'kysely';

/**
 * Authenticator apps (second verification, §4): one per member, its TOTP secret, when it was
 * confirmed (a secret not yet confirmed verifies nothing) and the last time step used, so a code
 * is never accepted twice.
 */
export const authenticatorTables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('member_authenticators')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('last_step', 'integer')
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('member_authenticators').execute();
  },
};
