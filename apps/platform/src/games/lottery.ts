import type { GameRoom, LotteryGame, LottoArea, OpenedNumero, PrizeMode } from '@tessera/api/contract';
import type { Db } from '../db/open';

/** Every lottery game with its lottery details, in the order the lists show them. */
function lotteryGames(db: Db) {
  return db
    .selectFrom('lottery_games')
    .innerJoin('games', 'games.id', 'lottery_games.game_id')
    .select([
      'games.id',
      'games.game_code',
      'games.game_name',
      'games.vassalage',
      'games.game_type',
      'games.icon_url',
      'games.is_hot',
      'lottery_games.prize_mode',
      'lottery_games.lotto_area',
      'lottery_games.region',
      'lottery_games.draw_interval',
      'lottery_games.default_play_type',
    ])
    .orderBy('games.sort_order')
    .orderBy('games.id');
}

type LotteryRow = Awaited<ReturnType<ReturnType<typeof lotteryGames>['execute']>>[number];

const toLotteryGame = (r: LotteryRow): LotteryGame => ({
  nodeId: String(r.id),
  gameCode: r.game_code,
  gameName: r.game_name,
  vendor: r.vassalage,
  gameType: r.game_type === 'ELOTT' ? 'ELOTT' : 'LOTT',
  prizeMode: r.prize_mode as PrizeMode,
  lottoArea: r.lotto_area as LottoArea,
  region: r.region,
  iconUrl: r.icon_url,
  drawInterval: r.draw_interval,
  defaultPlayType: r.default_play_type,
  isHot: r.is_hot ? 1 : 0,
});

/** The lottery game menus: every lottery game (of one prize mode when given), electronic lottery first (§9 hot order). */
export async function gameMenus(db: Db, prizeMode?: PrizeMode): Promise<LotteryGame[]> {
  let query = lotteryGames(db);
  if (prizeMode) query = query.where('lottery_games.prize_mode', '=', prizeMode);
  const games = (await query.execute()).map(toLotteryGame);
  return [...games.filter((g) => g.gameType === 'ELOTT'), ...games.filter((g) => g.gameType === 'LOTT')];
}

/** The most popular lottery games (hot first), at most `count`, of one prize mode when given. */
export async function popularLottery(db: Db, count: number, prizeMode?: PrizeMode): Promise<LotteryGame[]> {
  let query = lotteryGames(db);
  if (prizeMode) query = query.where('lottery_games.prize_mode', '=', prizeMode);
  return (await query.limit(count).execute()).map(toLotteryGame);
}

const VN_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH', 'FAST'];

/** The VN lottery menu: the VN games (of one prize mode when given) by region, north to south, then the fast draws. */
export async function vnGameMenu(db: Db, prizeMode?: PrizeMode): Promise<LotteryGame[]> {
  let query = lotteryGames(db).where('lottery_games.lotto_area', '=', 'VN');
  if (prizeMode) query = query.where('lottery_games.prize_mode', '=', prizeMode);
  const games = (await query.execute()).map(toLotteryGame);
  return VN_REGIONS.flatMap((region) => games.filter((g) => g.region === region));
}

/** The VN lottery games the member launched, latest first. */
export async function vnRecent(db: Db, memberId: number, limit = 20): Promise<LotteryGame[]> {
  const rows = await lotteryGames(db)
    .innerJoin('recent_games', 'recent_games.game_id', 'games.id')
    .where('recent_games.member_id', '=', memberId)
    .where('lottery_games.lotto_area', '=', 'VN')
    .clearOrderBy()
    .orderBy('recent_games.played_at', 'desc')
    .orderBy('games.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toLotteryGame);
}

/** The latest drawn rounds of the VN games (of one game when given), newest first. */
export async function openedNumeros(db: Db, count: number, gameCode?: string): Promise<OpenedNumero[]> {
  let query = db
    .selectFrom('lottery_numeros')
    .innerJoin('games', 'games.id', 'lottery_numeros.game_id')
    .innerJoin('lottery_games', 'lottery_games.game_id', 'games.id')
    .select([
      'games.game_code',
      'games.game_name',
      'lottery_numeros.numero',
      'lottery_numeros.result',
      'lottery_numeros.opened_at',
    ])
    .where('lottery_games.lotto_area', '=', 'VN');
  if (gameCode) query = query.where('games.game_code', '=', gameCode);
  const rows = await query
    .orderBy('lottery_numeros.opened_at', 'desc')
    .orderBy('lottery_numeros.id', 'desc')
    .limit(count)
    .execute();
  return rows.map((r) => ({
    gameCode: r.game_code,
    gameName: r.game_name,
    numero: r.numero,
    result: r.result,
    openedAt: r.opened_at,
  }));
}

/** The card-game rooms, of one provider or one game when given. */
export async function roomList(
  db: Db,
  { vassalage, gameId }: { vassalage?: string; gameId?: number },
): Promise<GameRoom[]> {
  let query = db
    .selectFrom('game_rooms')
    .innerJoin('games', 'games.id', 'game_rooms.game_id')
    .select([
      'game_rooms.id',
      'games.id as game_id',
      'games.vassalage',
      'game_rooms.room_name',
      'game_rooms.min_bet',
      'game_rooms.players',
      'game_rooms.max_players',
    ]);
  if (vassalage) query = query.where('games.vassalage', '=', vassalage);
  if (gameId !== undefined) query = query.where('games.id', '=', gameId);
  const rows = await query.orderBy('games.sort_order').orderBy('games.id').orderBy('game_rooms.sort_order').execute();
  return rows.map((r) => ({
    roomId: String(r.id),
    nodeId: String(r.game_id),
    vassalage: r.vassalage,
    roomName: r.room_name,
    minBet: r.min_bet,
    players: r.players,
    maxPlayers: r.max_players,
  }));
}
