import type { Db } from '../../open';
import type { NewGame } from '../../schema-games';
import { SEED_LOTTERY_DETAILS, SEED_LOTTERY_GAMES, SEED_NUMEROS } from './lottery';
import { SEED_PROVIDERS } from './providers';
import { SLOT_GAME_COUNT, slotGames } from './slots';
import { SEED_MORE_GAMES, SEED_ROOMS, SEED_TABLE_GAMES } from './tables';

/** Rows per insert statement: 500 games × 11 columns stays well under SQLite's 32,766 parameters. */
const BATCH = 500;

/**
 * Adds the missing part of the game catalogue, all in one transaction: provider cards, the
 * 10,000 slot games (generated only when some are missing), the other games (the added studios'
 * fishing games, live tables and sportsbook among them), lottery games and
 * draws, card-game rooms. Rows have fixed ids; existing ones are never touched.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('game_providers')
      .values(SEED_PROVIDERS)
      .onConflict((oc) => oc.doNothing())
      .execute();

    const slots = await trx
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', '<=', SLOT_GAME_COUNT)
      .executeTakeFirstOrThrow();
    if (Number(slots.n) < SLOT_GAME_COUNT) {
      const present = new Set(
        (await trx.selectFrom('games').select('id').where('id', '<=', SLOT_GAME_COUNT).execute()).map((r) => r.id),
      );
      const missing = slotGames().filter((g) => !present.has(g.id));
      for (let i = 0; i < missing.length; i += BATCH)
        await trx
          .insertInto('games')
          .values(missing.slice(i, i + BATCH))
          .execute();
    }

    const others: NewGame[] = [...SEED_TABLE_GAMES, ...SEED_LOTTERY_GAMES, ...SEED_MORE_GAMES];
    await trx
      .insertInto('games')
      .values(others)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('lottery_games')
      .values(SEED_LOTTERY_DETAILS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('lottery_numeros')
      .values(SEED_NUMEROS)
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('game_rooms')
      .values(SEED_ROOMS)
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
