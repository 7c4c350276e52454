import { iso, MINUTE } from '../../clock';
import type { Db } from '../open';

/** The setting that keeps the moment the seeded history ends. */
export const SEED_ANCHOR_SETTING = 'seed.anchor';

/**
 * The moment the seeded history is written back from: the first seeding's minute, kept in
 * `system_settings`. Histories are fixed offsets before it, so a new database always holds the same
 * year of play ending where it was created ("the last 12 months" of the reports and records stay
 * full), and a later start that adds missing rows dates them as the first start would have.
 */
export async function seedAnchor(db: Db, now: number = Date.now()): Promise<number> {
  const at = Math.floor(now / MINUTE) * MINUTE;
  await db
    .insertInto('system_settings')
    .values({ key: SEED_ANCHOR_SETTING, value: JSON.stringify(iso(at)), updated_at: iso(now) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('system_settings')
    .select('value')
    .where('key', '=', SEED_ANCHOR_SETTING)
    .executeTakeFirstOrThrow();
  const stored = Date.parse(JSON.parse(row.value) as string);
  return Number.isFinite(stored) ? stored : at;
}
