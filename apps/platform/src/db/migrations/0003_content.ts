import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Site content (banners, notices, announcements, help topics, VIP levels, promotions, the winner
 * board and the top-20 ranks) and the member's wallets and inbox. Money is integer minor units;
 * moments ISO 8601 UTC text; lists of labels JSON text.
 */
export const contentTables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('banners')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('group_name', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('linkage_type', 'text', (c) => c.check(sql`linkage_type in ('ROUTE', 'PROMOTION', 'URL')`))
      .addColumn('linkage_target', 'text')
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addCheckConstraint('banners_linkage_complete', sql`(linkage_type is null) = (linkage_target is null)`)
      .execute();
    await db.schema.createIndex('banners_group').on('banners').columns(['group_name', 'sort_order']).execute();

    await db.schema
      .createTable('notices')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('announcements')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('B', 'PL', 'PU', 'PR', 'H')`))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('announcements_type').on('announcements').columns(['type', 'published_at']).execute();

    await db.schema
      .createTable('help_topics')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('parent_id', 'integer', (c) => c.references('help_topics.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('vip_levels')
      .addColumn('rank_level', 'integer', (c) => c.primaryKey())
      .addColumn('label_name', 'text', (c) => c.notNull().unique())
      .addColumn('deposit_requirement', 'integer', (c) => c.notNull())
      .addColumn('bet_requirement', 'integer', (c) => c.notNull())
      .addColumn('upgrade_bonus', 'integer', (c) => c.notNull())
      .addColumn('monthly_bonus', 'integer', (c) => c.notNull())
      .addColumn('birthday_bonus', 'integer', (c) => c.notNull())
      .addColumn('rebate_rate_bp', 'integer', (c) => c.notNull())
      .addColumn('daily_withdraw_limit', 'integer', (c) => c.notNull())
      .addColumn('daily_withdraw_count', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('promotions')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('labels', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text')
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('winners')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('customer_name', 'text', (c) => c.notNull())
      .addColumn('game_name', 'text', (c) => c.notNull())
      .addColumn('game_category', 'text', (c) => c.notNull())
      .addColumn('icon_url', 'text', (c) => c.notNull())
      .addColumn('win_amount', 'integer', (c) => c.notNull().check(sql`win_amount > 0`))
      .addColumn('won_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('winners_amount').on('winners').columns(['game_category', 'win_amount']).execute();

    await db.schema
      .createTable('rank_entries')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('rank_type', 'text', (c) => c.notNull().check(sql`rank_type in ('DEPOSIT', 'BET')`))
      .addColumn('customer_name', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
      .addUniqueConstraint('rank_entries_type_customer_unique', ['rank_type', 'customer_name'])
      .execute();

    await db.schema
      .createTable('wallets')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('wallet_code', 'text', (c) => c.notNull())
      .addColumn('balance', 'integer', (c) => c.notNull().check(sql`balance >= 0`))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('wallets_pk', ['member_id', 'wallet_code'])
      .execute();

    await db.schema
      .createTable('inbox_messages')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('read_at', 'text')
      .execute();
    await db.schema
      .createIndex('inbox_messages_member')
      .on('inbox_messages')
      .columns(['member_id', 'read_at'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'inbox_messages',
      'wallets',
      'rank_entries',
      'winners',
      'promotions',
      'vip_levels',
      'help_topics',
      'announcements',
      'notices',
      'banners',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
