import type { Game, GameClassification, GameType } from '@tessera/api/contract';
import type { Db } from '../db/open';
import type { GameProvidersTable, GameRow } from '../db/schema-games';

/** A game as the lists read it: the game's columns and its provider's maintenance flag. */
type GameRead = Omit<GameRow, 'provider_id' | 'sort_order'> & Pick<GameProvidersTable, 'maintenance'>;

export const toGame = (r: GameRead): Game => ({
  nodeId: String(r.id),
  vassalage: r.vassalage,
  gameType: r.game_type as GameType,
  gameCode: r.game_code,
  gameName: r.game_name,
  iconUrl: r.icon_url,
  gameClassify: r.game_classify as GameClassification | null,
  minBet: r.min_bet,
  lineNum: r.line_num,
  isHot: r.is_hot ? 1 : 0,
  maintenance: r.maintenance === 1,
});

/** The games of these ids, in the order of `ids` (ids without a game are left out). */
export async function gamesByIds(db: Db, ids: readonly number[]): Promise<Game[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.id', 'games.provider_id')
    .select([
      'games.id',
      'games.vassalage',
      'games.game_type',
      'games.game_code',
      'games.game_name',
      'games.icon_url',
      'games.game_classify',
      'games.min_bet',
      'games.line_num',
      'games.is_hot',
      'game_providers.maintenance',
    ])
    .where('games.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, toGame(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many pages `total` rows fill (0 when there are none). */
export const pageCount = (total: number, pageSize: number): number => Math.ceil(total / pageSize);

/** A game id from a nodeId ('123'), or undefined for anything else. */
export function nodeIdToGameId(nodeId: string): number | undefined {
  if (!/^[1-9]\d{0,8}$/.test(nodeId)) return undefined;
  return Number(nodeId);
}
