import type {
  FavoriteGameRequest,
  FavoriteGamesQuery,
  Game,
  GameListPage,
  GameListQuery,
  GameRoom,
  GameVendorResponse,
  HotGames,
  HotGamesQuery,
  LaunchGameRequest,
  LaunchResult,
  Paged,
  RecentGamesPage,
  RecentGamesQuery,
  VassGameType,
  VendorLane,
} from '../contract';
import { CLIENT_TYPE_WEB, GAME_PAGE_SIZE, splitVendorLanes } from '../contract/games';
import { badResponse } from '../errors';
import type { HttpClient } from '../http';
import { PATHS_CARD_LOTTERY } from '../paths/cardLottery';
import { PATHS_GAMES } from '../paths/games';
import { request } from '../request';

/** The query without its unset entries, so none is sent as an empty parameter. */
export const defined = <T extends object>(query: T): Partial<T> =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

/**
 * The provider lanes of the lobby (`value.data.lanes`), with §4's split applied: sports cards of
 * esports and cockfight providers come back in ESPORTS and COCKFIGHT lanes. Visitors may call it.
 */
export async function getGameVendor(http: HttpClient, merchantCode: string): Promise<VendorLane[]> {
  const value = await request<GameVendorResponse>(http, {
    method: 'GET',
    url: PATHS_GAMES.gameVendor,
    params: { merchantCode },
  });
  const lanes = value?.data?.lanes;
  if (!Array.isArray(lanes)) throw badResponse(200);
  return splitVendorLanes(lanes);
}

/** Options of {@link getGameList}: the game type and language, and any filter; page 1 of 30 unless told. */
export type GameListOptions = Omit<GameListQuery, 'clientType' | 'pageNo' | 'pageSize'> &
  Partial<Pick<GameListQuery, 'pageNo' | 'pageSize'>>;

/** One page of a game list (30 a page), filtered by provider, classification, minimum bet, lines or name. */
export function getGameList(http: HttpClient, options: GameListOptions): Promise<GameListPage> {
  const params: GameListQuery = { clientType: CLIENT_TYPE_WEB, pageNo: 1, pageSize: GAME_PAGE_SIZE, ...options };
  return request<GameListPage>(http, { method: 'GET', url: PATHS_GAMES.gameList, params: defined(params) });
}

/** Hot games, most popular first (of one provider when `vassalage` is given). */
export async function getHotGames(http: HttpClient, query: Omit<HotGamesQuery, 'isPlatform'>): Promise<Game[]> {
  const value = await request<HotGames>(http, {
    method: 'GET',
    url: PATHS_GAMES.hotGames,
    params: defined({ ...query, isPlatform: 2 }),
  });
  return value.list;
}

/** The nodeIds of the member's favourites, latest first (token). */
export function getFavoriteGameIds(http: HttpClient): Promise<string[]> {
  return request<string[]>(http, { method: 'GET', url: PATHS_GAMES.favoriteGames });
}

/** One page of the member's favourite games (`value.content`, totalPages; token). */
export function getFavoriteGames(http: HttpClient, query: FavoriteGamesQuery): Promise<Paged<Game>> {
  return request<Paged<Game>>(http, { method: 'GET', url: PATHS_GAMES.favoriteGamesList, params: defined(query) });
}

/** Adds a favourite and answers the favourite ids after it; adding one again changes nothing (token). */
export function addFavoriteGame(http: HttpClient, body: FavoriteGameRequest): Promise<string[]> {
  return request<string[]>(http, { method: 'POST', url: PATHS_GAMES.addFavoriteGame, data: body });
}

/** Removes a favourite and answers the favourite ids after it; removing one that is not changes nothing (token). */
export function removeFavoriteGame(http: HttpClient, body: FavoriteGameRequest): Promise<string[]> {
  return request<string[]>(http, { method: 'POST', url: PATHS_GAMES.removeFavoriteGame, data: body });
}

/** One page of the games the member played, latest first (`value.list`, totalPages; token). */
export function getRecentGames(
  http: HttpClient,
  query: Omit<RecentGamesQuery, 'clientType'>,
): Promise<RecentGamesPage> {
  return request<RecentGamesPage>(http, {
    method: 'GET',
    url: PATHS_GAMES.recentGames,
    params: defined({ clientType: CLIENT_TYPE_WEB, ...query }),
  });
}

/**
 * Launches a game (token): `content` is the address to open in the game frame, the lottery lobby
 * for LOTT and ELOTT. Refusals: `TRIAL_ACCOUNT`, `GAME_NOT_FOUND`, `GAME_MAINTENANCE` (details:
 * a {@link GameMaintenance} with games to suggest).
 */
export function launchGame(http: HttpClient, body: LaunchGameRequest): Promise<LaunchResult> {
  return request<LaunchResult>(http, { method: 'POST', url: PATHS_CARD_LOTTERY.launchGame, data: defined(body) });
}

/** Launches FB sports, the /fbsports page (token). */
export function launchFbSports(
  http: HttpClient,
  query: Pick<LaunchGameRequest, 'language' | 'device'> = {},
): Promise<LaunchResult> {
  return request<LaunchResult>(http, { method: 'GET', url: PATHS_GAMES.gameLaunchFB, params: defined(query) });
}

/** The card-game rooms, of one provider or game when given (token). */
export function getRoomList(
  http: HttpClient,
  query: { vassalage?: string; nodeId?: string } = {},
): Promise<GameRoom[]> {
  return request<GameRoom[]>(http, { method: 'GET', url: PATHS_CARD_LOTTERY.roomList, params: defined(query) });
}

/** The game types of each provider (token), or of one provider. */
export function getVassGameTypes(http: HttpClient, vassalage?: string): Promise<VassGameType[]> {
  return request<VassGameType[]>(http, {
    method: 'GET',
    url: PATHS_GAMES.vassGameType,
    params: vassalage ? { vassalage } : {},
  });
}
