import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAME_CLASSIFICATIONS, MIN_BET_OPTIONS } from '@tessera/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '.';
import type { Db } from '.';
import { seedCatalogue } from './seed/catalogue';
import { SEED_PROVIDERS } from './seed/catalogue/providers';
import { SLOT_COUNTS, SLOT_GAME_COUNT, SLOT_PROVIDERS, slotGames } from './seed/catalogue/slots';

const ms = (start: number) => Math.round(performance.now() - start);

describe('the game catalogue seed', () => {
  let dir: string;
  let db: Db;
  let firstRun = 0;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-catalogue-'));
    db = openDatabase({ file: join(dir, 'tessera.db') });
    await migrateToLatest(db);
    const start = performance.now();
    await seedCatalogue(db);
    firstRun = ms(start);
  });
  afterAll(async () => {
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('inserts 10,000 slots quickly, and a start with nothing missing costs next to nothing (timings printed)', async () => {
    const start = performance.now();
    await seedCatalogue(db);
    const again = ms(start);
    process.stdout.write(`catalogue seed: ${firstRun} ms into a new database, ${again} ms when nothing is missing\n`);
    // Generous bounds for a slow machine; the printed figures are the measurement.
    expect(firstRun).toBeLessThan(5_000);
    expect(again).toBeLessThan(250);
  });

  it('seeds a real operator’s lanes: 45 slot, 17 fishing, 11 sports, 10 live, 4 card providers and the lotteries, two under maintenance', async () => {
    const providers = await db.selectFrom('game_providers').selectAll().orderBy('sort_order').execute();
    expect(providers).toHaveLength(SEED_PROVIDERS.length);
    const lanes: Record<string, number> = {};
    for (const p of providers) lanes[p.game_type] = (lanes[p.game_type] ?? 0) + 1;
    expect(lanes).toEqual({ LIVE: 10, RNG: 45, FISH: 17, PVP: 4, SPORTS: 11, LOTT: 2, ELOTT: 2 });
    // A live studio that deals card games too, with games in both lanes: its popup offers both types.
    expect(providers.filter((p) => p.vassalage === 'EVO').map((p) => p.game_type)).toEqual(['LIVE', 'PVP']);
    const evoGames = await db.selectFrom('games').select('game_type').where('vassalage', '=', 'EVO').execute();
    expect(new Set(evoGames.map((g) => g.game_type))).toEqual(new Set(['LIVE', 'PVP']));
    // Display order keeps each lane together.
    expect(providers.map((p) => p.game_type).filter((t, i, all) => t !== all[i - 1])).toEqual([
      'LIVE',
      'RNG',
      'FISH',
      'PVP',
      'SPORTS',
      'LOTT',
      'ELOTT',
    ]);
    expect(new Set(providers.map((p) => p.id)).size).toBe(providers.length);
    expect(
      providers
        .filter((p) => p.maintenance)
        .map((p) => p.vassalage)
        .sort(),
    ).toEqual(['KA', 'QUIL']);
    expect(providers.filter((p) => p.is_hot).length).toBeGreaterThanOrEqual(10);
    for (const code of ['AV', 'AI', 'IMES', 'TF', 'IA', 'DS88', 'DIG', 'TCG_LOTTO_VN', 'FB'])
      expect(providers.map((p) => p.vassalage)).toContain(code);
  });

  it('generates the same 10,000 slots every time, spread unevenly over the 45 providers, and over classifications, minimum bets and hot flags', async () => {
    const slots = slotGames();
    expect(slots).toEqual(slotGames());
    expect(slots).toHaveLength(SLOT_GAME_COUNT);
    expect(new Set(slots.map((g) => g.game_name)).size).toBe(SLOT_GAME_COUNT);
    expect(SLOT_PROVIDERS).toHaveLength(45);
    for (const code of SLOT_PROVIDERS)
      expect(
        slots.filter((g) => g.vassalage === code),
        code,
      ).toHaveLength(SLOT_COUNTS.get(code) ?? -1);
    const sizes = [...SLOT_COUNTS.values()].sort((a, b) => b - a);
    // A few large catalogues and many small ones: the top three hold over 40%, most have under 150.
    expect(sizes[0]! + sizes[1]! + sizes[2]!).toBeGreaterThan(4_000);
    expect(sizes.filter((n) => n < 150).length).toBeGreaterThan(25);
    expect(sizes.at(-1)).toBeGreaterThanOrEqual(40);
    // The studios are mixed through the list, not one block after another.
    expect(new Set(slots.slice(0, 100).map((g) => g.vassalage)).size).toBeGreaterThan(15);
    for (const c of GAME_CLASSIFICATIONS)
      expect(slots.filter((g) => g.game_classify === c).length, c).toBeGreaterThan(200);
    for (const bet of MIN_BET_OPTIONS)
      expect(slots.filter((g) => g.min_bet === bet).length, String(bet)).toBeGreaterThan(500);
    expect(slots.every((g) => (MIN_BET_OPTIONS as readonly number[]).includes(g.min_bet))).toBe(true);
    const hot = slots.filter((g) => g.is_hot).length;
    expect(hot).toBeGreaterThan(150);
    expect(hot).toBeLessThan(500);
    const stored = await db
      .selectFrom('games')
      .select(['id', 'game_name', 'min_bet'])
      .where('id', '<=', SLOT_GAME_COUNT)
      .orderBy('id')
      .execute();
    expect(stored).toEqual(slots.map((g) => ({ id: g.id, game_name: g.game_name, min_bet: g.min_bet })));
  });

  it('puts back only what is missing and leaves changed rows as they are', async () => {
    await db.deleteFrom('games').where('id', 'in', [5, 500, 9_999]).execute();
    await db.updateTable('games').set({ game_name: 'Renamed' }).where('id', '=', 6).execute();
    await seedCatalogue(db);
    const rows = await db
      .selectFrom('games')
      .select(['id', 'game_name'])
      .where('id', 'in', [5, 6, 500, 9_999])
      .orderBy('id')
      .execute();
    const seeded = new Map(slotGames().map((g) => [g.id, g.game_name]));
    expect(rows).toEqual([
      { id: 5, game_name: seeded.get(5) },
      { id: 6, game_name: 'Renamed' },
      { id: 500, game_name: seeded.get(500) },
      { id: 9_999, game_name: seeded.get(9_999) },
    ]);
  });

  it('has an index for each list filter, so a filtered page does not scan the table', async () => {
    const plan = async (where: string) =>
      (
        await sql<{
          detail: string;
        }>`explain query plan select id from games where ${sql.raw(where)} order by sort_order, id limit 30`.execute(db)
      ).rows
        .map((r) => r.detail)
        .join(' | ');
    for (const where of [
      "game_type = 'RNG'",
      "vassalage = 'PG' and game_type = 'RNG'",
      "game_type = 'RNG' and game_classify = 'BINGO'",
      "game_type = 'RNG' and min_bet = 75",
    ]) {
      const detail = await plan(where);
      expect(detail, where).toMatch(/USING (COVERING )?INDEX games_/);
      expect(detail, where).not.toMatch(/USE TEMP B-TREE/);
    }
  });
});
