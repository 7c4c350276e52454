import type { Kysely, Migration } from 'kysely';

/**
 * Invite friends: each member's own referral code (made once, on first ask, then kept) and who
 * referred whom (one referrer per member, written with the registration).
 */
export const referralTables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('referral_codes')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('referrals')
      .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
      .addColumn('referrer_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('referrals_referrer_time')
      .on('referrals')
      .columns(['referrer_id', 'created_at'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('referrals').execute();
    await db.schema.dropTable('referral_codes').execute();
  },
};
