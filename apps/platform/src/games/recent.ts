import type { RecentGamesPage } from '@tessera/api/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { iso } from '../clock';
import type { Db } from '../db/open';
import type { Database } from '../db/schema';
import { gamesByIds, pageCount } from './rows';

/** Marks a game as just played by the member (launched, or a bet placed in it). */
export async function markPlayed(db: Kysely<Database>, clock: Clock, memberId: number, gameId: number): Promise<void> {
  const played_at = iso(clock.now());
  await db
    .insertInto('recent_games')
    .values({ member_id: memberId, game_id: gameId, played_at })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ played_at }))
    .execute();
}

/** One page of the games the member played, latest first; of one provider when given. */
export async function recentPage(
  db: Db,
  memberId: number,
  pageNo: number,
  pageSize: number,
  vassalage?: string,
): Promise<RecentGamesPage> {
  let query = db
    .selectFrom('recent_games')
    .innerJoin('games', 'games.id', 'recent_games.game_id')
    .where('recent_games.member_id', '=', memberId);
  if (vassalage) query = query.where('games.vassalage', '=', vassalage);
  const [count, page] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .select('games.id')
      .orderBy('recent_games.played_at', 'desc')
      .orderBy('games.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  return {
    list: await gamesByIds(
      db,
      page.map((r) => r.id),
    ),
    totalPages: pageCount(Number(count.n), pageSize),
  };
}
