import type { Kysely, Migration } from 'kysely';

/**
 * The site in the member's language (§1, issue 14):
 * - `members.language`: the display language the member last chose (`PUT /wps/member/language`);
 * - `content_translations`: the translated fields of an item of site content (a notice, an
 *   announcement, an agent announcement, a promotion, a help topic, a VIP level's name) in one
 *   language; a missing row, or a null field, falls back to the English original of that item;
 * - `inbox_messages.message_key` and `message_params`: what a message the platform writes says, as
 *   a template key and its values, rendered in the reader's language when read (`title` and
 *   `content` keep the English text, for messages without a key and as the fallback).
 */
export const translationTables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('members').addColumn('language', 'text').execute();
    await db.schema
      .createTable('content_translations')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('summary', 'text')
      .addColumn('content', 'text')
      .addPrimaryKeyConstraint('content_translations_pk', ['kind', 'item_id', 'language'])
      .execute();
    await db.schema.alterTable('inbox_messages').addColumn('message_key', 'text').execute();
    await db.schema.alterTable('inbox_messages').addColumn('message_params', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('inbox_messages').dropColumn('message_params').execute();
    await db.schema.alterTable('inbox_messages').dropColumn('message_key').execute();
    await db.schema.dropTable('content_translations').execute();
    await db.schema.alterTable('members').dropColumn('language').execute();
  },
};
