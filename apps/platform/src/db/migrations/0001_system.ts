import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/** System status, white-label settings, resources, customer service, countries, register rules, domains. */
export const systemTables: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('system_settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('resources')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('resource_type', 'text', (c) => c.notNull())
      .addColumn('label_name_en', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('qr_code_url', 'text')
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addUniqueConstraint('resources_type_label_unique', ['resource_type', 'label_name_en'])
      .execute();

    await db.schema
      .createTable('customer_service')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('cs_type', 'text', (c) => c.notNull().check(sql`cs_type in ('VIP', 'LIVECHAT')`))
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addUniqueConstraint('customer_service_type_title_unique', ['cs_type', 'title'])
      .execute();

    await db.schema
      .createTable('countries')
      .addColumn('country_code', 'text', (c) => c.primaryKey())
      .addColumn('dialing_code', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('register_rules')
      .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('USERNAME', 'MOBILE')`))
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('required', 'integer', (c) => c.notNull())
      .addColumn('pattern_id', 'text', (c) => c.notNull())
      .addColumn('accepted_pattern', 'text', (c) => c.notNull())
      .addColumn('min_length', 'integer', (c) => c.notNull())
      .addColumn('max_length', 'integer', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('register_rules_pk', ['method', 'field'])
      .execute();

    await db.schema
      .createTable('domains')
      .addColumn('domain', 'text', (c) => c.primaryKey())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'domains',
      'register_rules',
      'countries',
      'customer_service',
      'resources',
      'system_settings',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
