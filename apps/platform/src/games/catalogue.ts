import type {
  Game,
  GameClassification,
  GameListPage,
  GameProviderCard,
  GameType,
  VendorLane,
} from '@tessera/api/contract';
import { GAME_TYPES, HOT_GAMES_LIMIT } from '@tessera/api/contract';
import { sql } from 'kysely';
import type { Db } from '../db/open';
import { gamesByIds, pageCount } from './rows';

/**
 * The vendor list: one lane per game type that has providers, in the §9 hot order (ELOTT, LOTT,
 * LIVE, SPORTS, FISH, RNG, PVP), cards in display order. Esports and cockfight providers stay in
 * the SPORTS lane, as upstream sends them; the contract's vendor call splits them out (§4).
 */
export async function vendorLanes(db: Db): Promise<VendorLane[]> {
  const rows = await db.selectFrom('game_providers').selectAll().orderBy('sort_order').orderBy('id').execute();
  const counts = await db
    .selectFrom('games')
    .select(['provider_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('provider_id')
    .execute();
  const gameCount = new Map(counts.map((c) => [c.provider_id, Number(c.n)]));
  return GAME_TYPES.flatMap((type): VendorLane[] => {
    const cards = rows
      .filter((r) => r.game_type === type)
      .map((r): GameProviderCard => ({
        vassalage: r.vassalage,
        accountTypeId: r.account_type_id,
        smallIcon: r.small_icon,
        isHot: r.is_hot ? 1 : 0,
        gameType: type,
        name: r.name,
        maintenance: r.maintenance === 1,
        // A live provider with several tables opens its table list rather than one game.
        ...(type === 'LIVE' && (gameCount.get(r.id) ?? 0) > 1 ? { isGame: 'VASSALAGE' as const } : {}),
      }));
    return cards.length ? [{ title: type, cards }] : [];
  });
}

export interface GameFilter {
  gameType: GameType;
  vassalage?: string;
  gameClassify?: GameClassification;
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
}

/** `%term%` for LIKE, with the wildcard characters of the term escaped (escape character `\`). */
const containsPattern = (term: string): string => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The games matching every given filter, as a query to count or page. */
function filtered(db: Db, f: GameFilter) {
  let query = db.selectFrom('games').where('games.game_type', '=', f.gameType);
  if (f.vassalage) query = query.where('games.vassalage', '=', f.vassalage);
  if (f.gameClassify) query = query.where('games.game_classify', '=', f.gameClassify);
  if (f.minBet !== undefined) query = query.where('games.min_bet', '=', f.minBet);
  if (f.minLineNum !== undefined) query = query.where('games.line_num', '>=', f.minLineNum);
  const term = f.gameName?.trim();
  if (term)
    query = query.where(sql<boolean>`lower(${sql.ref('games.game_name')}) like ${containsPattern(term)} escape '\\'`);
  return query;
}

/** One page of the filtered games in a stable order (popularity, then id) and the page count. */
export async function gameList(db: Db, f: GameFilter, pageNo: number, pageSize: number): Promise<GameListPage> {
  const [count, page] = await Promise.all([
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    filtered(db, f)
      .select('games.id')
      .orderBy('games.sort_order')
      .orderBy('games.id')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  return {
    games: await gamesByIds(
      db,
      page.map((r) => r.id),
    ),
    totalPages: pageCount(Number(count.n), pageSize),
  };
}

/** Hot games, most popular first: of one provider, one type, or every slot-style type. */
export async function hotGames(
  db: Db,
  { vassalage, gameType }: { vassalage?: string; gameType?: GameType },
): Promise<Game[]> {
  let query = db.selectFrom('games').select('id').where('is_hot', '=', 1);
  if (gameType) query = query.where('game_type', '=', gameType);
  else query = query.where('game_type', 'in', ['RNG', 'FISH', 'PVP']);
  if (vassalage) query = query.where('vassalage', '=', vassalage);
  const rows = await query.orderBy('sort_order').orderBy('id').limit(HOT_GAMES_LIMIT).execute();
  return gamesByIds(
    db,
    rows.map((r) => r.id),
  );
}
