import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Envelope, SystemStatus } from '@tessera/api/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { getJson, post, startPlatform } from '../test/platform';
import { migrateToLatest, openDatabase, prepareDatabase, seedDatabase } from '.';
import type { Db } from '.';

const TABLES = [
  'system_settings',
  'resources',
  'customer_service',
  'countries',
  'register_rules',
  'domains',
  'banners',
  'notices',
  'announcements',
  'help_topics',
  'vip_levels',
  'promotions',
  'winners',
  'rank_entries',
  'wallets',
  'inbox_messages',
  'content_translations',
] as const;

async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES)
    out[table] = (await sql`select * from ${sql.table(table)} order by 1, 2`.execute(db)).rows;
  return out;
}

describe('database', () => {
  const dirs: string[] = [];
  const tempFile = async (): Promise<string> => {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-db-'));
    dirs.push(dir);
    return join(dir, 'tessera.db');
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
  });

  it('opens in WAL mode with foreign keys enforced', async () => {
    const db = openDatabase({ file: await tempFile() });
    try {
      expect((await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)).rows[0]?.journal_mode).toBe('wal');
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys).toBe(1);
    } finally {
      await db.destroy();
    }
  });

  it('migrates once: a second run has nothing to do', async () => {
    const db = openDatabase({ file: await tempFile() });
    try {
      expect(await migrateToLatest(db)).toEqual([
        '0001_system',
        '0002_identity',
        '0003_content',
        '0004_ledger',
        '0005_games',
        '0006_cashier',
        '0007_points',
        '0008_upline',
        '0009_referrals',
        '0010_agent_announcements',
        '0011_cash_lifecycle',
        '0012_contracts',
        '0013_feedback',
        '0014_authenticators',
        '0015_translations',
      ]);
      expect(await migrateToLatest(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('seeds a full catalogue, and seeding again changes nothing', async () => {
    const db = await prepareDatabase(await tempFile());
    try {
      const first = await snapshot(db);
      expect(first.countries?.length).toBeGreaterThanOrEqual(40);
      expect(first.resources?.length).toBeGreaterThan(10);
      expect(first.customer_service).toHaveLength(2);
      expect(first.domains?.length).toBeGreaterThan(0);
      expect(first.register_rules?.length).toBeGreaterThan(8);
      expect(first.banners?.length).toBeGreaterThan(12);
      expect(first.rank_entries?.length).toBeGreaterThan(40);
      expect(first.wallets?.length).toBeGreaterThan(4);
      await seedDatabase(db);
      await seedDatabase(db);
      expect(await snapshot(db)).toEqual(first);
    } finally {
      await db.destroy();
    }
  });

  it('seeds the same content into every new database', async () => {
    const content = [
      'banners',
      'notices',
      'announcements',
      'help_topics',
      'vip_levels',
      'promotions',
      'winners',
      'rank_entries',
      'content_translations',
    ] as const;
    const [a, b] = [await prepareDatabase(await tempFile()), await prepareDatabase(await tempFile())];
    try {
      const [first, second] = [await snapshot(a), await snapshot(b)];
      for (const table of content) expect(second[table], table).toEqual(first[table]);
      const balances = (s: Record<string, unknown[]>) =>
        s.wallets?.map((w) => ({ ...(w as object), updated_at: undefined }));
      expect(balances(second)).toEqual(balances(first));
    } finally {
      await Promise.all([a.destroy(), b.destroy()]);
    }
  });

  it('keeps data across a restart on the same file, and re-seeding does not reset it', async () => {
    const first = await startPlatform();
    dirs.push(first.dir);
    await post(first.url, '/__dev/system-status', '{"status":1}');
    await first.stop();

    const second = await startPlatform({ dir: first.dir });
    try {
      const { body } = await getJson<Envelope<SystemStatus>>(second.url, '/wps/system/status?url=localhost');
      expect(body.value.status).toBe(1);
      expect(body.value.resources.length).toBeGreaterThan(10);
    } finally {
      await second.stop();
    }
  });

  it('adds the demo operator only when asked (development), and a configured operator always', async () => {
    const accounts = async (db: Awaited<ReturnType<typeof prepareDatabase>>) =>
      (await db.selectFrom('operators').select('account').orderBy('account').execute()).map((row) => row.account);
    const production = await prepareDatabase(await tempFile(), {
      operators: [{ account: 'cashdesk', password: 'a long passphrase' }],
    });
    const development = await prepareDatabase(await tempFile());
    try {
      expect(await accounts(production)).toEqual(['cashdesk']);
      expect(await accounts(development)).toEqual(['demo_operator']);
    } finally {
      await Promise.all([production.destroy(), development.destroy()]);
    }
  }, 60_000);
});
