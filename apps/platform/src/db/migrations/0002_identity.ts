import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Members, sessions, the addresses members log in from, verification codes and their send log,
 * captchas, login attempts and locks, password-reset tokens, and the outbox of SMS and e-mail.
 * Moments are ISO 8601 UTC text; booleans 0/1.
 */
export const identityTables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('members')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('account', 'text', (c) => c.notNull().unique())
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('mobile_num', 'text', (c) => c.unique())
      .addColumn('dialing_code', 'text')
      .addColumn('email', 'text')
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull().check(sql`type in (0, 1, 2, 4, 41, 42)`))
      .addColumn('club_label', 'text', (c) => c.notNull())
      .addColumn('club_rank', 'integer', (c) => c.notNull())
      .addColumn('member_labels', 'text', (c) => c.notNull())
      .addColumn('invitation_code', 'text', (c) => c.unique())
      .addColumn('upline_id', 'integer', (c) => c.references('members.id'))
      .addColumn('first_time_login', 'integer', (c) => c.notNull())
      .addColumn('password_changed_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_login_at', 'text')
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('origin', 'text', (c) =>
        c.notNull().check(sql`origin in ('password', 'sms', 'reset', 'register', 'freeplay')`),
      )
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('sessions_member').on('sessions').column('member_id').execute();

    await db.schema
      .createTable('member_ips')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('first_seen_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('member_ips_pk', ['member_id', 'ip'])
      .execute();

    await db.schema
      .createTable('verification_codes')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
      .addColumn('destination', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register', 'login', 'reset')`))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('verification_codes_destination')
      .on('verification_codes')
      .columns(['destination', 'purpose'])
      .execute();

    await db.schema
      .createTable('code_sends')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('destination', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('code_sends_destination')
      .on('code_sends')
      .columns(['destination', 'sent_at'])
      .execute();
    await db.schema.createIndex('code_sends_ip').on('code_sends').columns(['ip', 'sent_at']).execute();

    await db.schema
      .createTable('captchas')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('answer_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      // Kept only while the development controls are on, so tests can read the image.
      .addColumn('dev_answer', 'text')
      .execute();

    await db.schema
      .createTable('login_attempts')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('attempted_at', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('pending', 'failed')`))
      .execute();
    await db.schema
      .createIndex('login_attempts_account')
      .on('login_attempts')
      .columns(['account', 'attempted_at'])
      .execute();
    await db.schema.createIndex('login_attempts_ip').on('login_attempts').columns(['ip', 'attempted_at']).execute();

    await db.schema
      .createTable('login_locks')
      .addColumn('subject', 'text', (c) => c.primaryKey())
      .addColumn('locked_until', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('reset_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('sms', 'email')`))
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_to').on('outbox').columns(['to_address', 'id']).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'outbox',
      'reset_tokens',
      'login_locks',
      'login_attempts',
      'captchas',
      'code_sends',
      'verification_codes',
      'member_ips',
      'sessions',
      'members',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
