import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/** Feedback: a member's question (type, content, word count; images in uploaded_images) and the operator's replies. */
export const feedbackTables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('feedback')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('question_type', 'text', (c) =>
        c
          .notNull()
          .check(sql`question_type in ('deposit', 'withdrawal', 'game', 'customerService', 'application', 'other')`),
      )
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('words', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('OPEN', 'REPLIED')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('feedback_member').on('feedback').columns(['member_id', 'id']).execute();
    await db.schema.createIndex('feedback_status').on('feedback').columns(['status', 'id']).execute();

    await db.schema
      .createTable('feedback_replies')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('feedback_id', 'integer', (c) => c.notNull().references('feedback.id'))
      .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id'))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('feedback_replies_feedback')
      .on('feedback_replies')
      .columns(['feedback_id', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('feedback_replies').execute();
    await db.schema.dropTable('feedback').execute();
  },
};
