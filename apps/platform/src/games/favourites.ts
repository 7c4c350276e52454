import type { FavoriteGameRequest, Game, GameType, Paged } from '@tessera/api/contract';
import { GAME_CODES } from '@tessera/api/contract';
import type { Clock } from '../clock';
import { iso } from '../clock';
import type { Db } from '../db/open';
import { Refusal } from '../http/refusal';
import { gamesByIds, nodeIdToGameId, pageCount } from './rows';

/** The game a favourite request names: it must exist and be the named provider's, of the named type. */
export async function requireGame(db: Db, { nodeId, vendor, gameType }: FavoriteGameRequest): Promise<number> {
  const id = nodeIdToGameId(nodeId);
  const game =
    id === undefined
      ? undefined
      : await db.selectFrom('games').select(['id', 'vassalage', 'game_type']).where('id', '=', id).executeTakeFirst();
  if (!game || game.vassalage !== vendor || game.game_type !== gameType)
    throw new Refusal(GAME_CODES.gameNotFound, 'No such game');
  return game.id;
}

/** The member's favourite game ids (nodeIds), latest added first. */
export async function favouriteIds(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('favourite_games')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('game_id', 'desc')
    .execute();
  return rows.map((r) => String(r.game_id));
}

/** Makes the game a favourite; already one, nothing changes (it keeps its place). */
export async function addFavourite(
  db: Db,
  clock: Clock,
  memberId: number,
  request: FavoriteGameRequest,
): Promise<string[]> {
  const gameId = await requireGame(db, request);
  await db
    .insertInto('favourite_games')
    .values({ member_id: memberId, game_id: gameId, created_at: iso(clock.now()) })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
    .execute();
  return favouriteIds(db, memberId);
}

/** Removes the game from the favourites; not one, nothing changes. */
export async function removeFavourite(db: Db, memberId: number, request: FavoriteGameRequest): Promise<string[]> {
  const gameId = await requireGame(db, request);
  await db.deleteFrom('favourite_games').where('member_id', '=', memberId).where('game_id', '=', gameId).execute();
  return favouriteIds(db, memberId);
}

/** One page of the member's favourites (of one type, or all), latest added first. */
export async function favouritePage(
  db: Db,
  memberId: number,
  pageNo: number,
  pageSize: number,
  gameType?: GameType,
): Promise<Paged<Game>> {
  let query = db
    .selectFrom('favourite_games')
    .innerJoin('games', 'games.id', 'favourite_games.game_id')
    .where('favourite_games.member_id', '=', memberId);
  if (gameType) query = query.where('games.game_type', '=', gameType);
  const [count, page] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .select('games.id')
      .orderBy('favourite_games.created_at', 'desc')
      .orderBy('games.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  return {
    content: await gamesByIds(
      db,
      page.map((r) => r.id),
    ),
    totalPages: pageCount(Number(count.n), pageSize),
  };
}
