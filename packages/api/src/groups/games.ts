import {
  addFavoriteGame,
  getFavoriteGameIds,
  getFavoriteGames,
  getGameList,
  getGameVendor,
  getHotGames,
  getRecentGames,
  getRoomList,
  getVassGameTypes,
  launchFbSports,
  launchGame,
  removeFavoriteGame,
} from '../calls/games';
import type { GameListOptions } from '../calls/games';
import type {
  FavoriteGameRequest,
  FavoriteGamesQuery,
  HotGamesQuery,
  LaunchGameRequest,
  RecentGamesQuery,
} from '../contract';
import type { HttpClient } from '../http';

/** The games calls bound to a client. */
export const gamesCalls = (http: HttpClient) => ({
  getVendors: (merchantCode: string) => getGameVendor(http, merchantCode),
  getList: (options: GameListOptions) => getGameList(http, options),
  getHot: (query: Omit<HotGamesQuery, 'isPlatform'>) => getHotGames(http, query),
  getFavoriteIds: () => getFavoriteGameIds(http),
  getFavorites: (query: FavoriteGamesQuery) => getFavoriteGames(http, query),
  addFavorite: (body: FavoriteGameRequest) => addFavoriteGame(http, body),
  removeFavorite: (body: FavoriteGameRequest) => removeFavoriteGame(http, body),
  getRecent: (query: Omit<RecentGamesQuery, 'clientType'>) => getRecentGames(http, query),
  launch: (body: LaunchGameRequest) => launchGame(http, body),
  launchFbSports: (query?: Pick<LaunchGameRequest, 'language' | 'device'>) => launchFbSports(http, query),
  getRooms: (query?: { vassalage?: string; nodeId?: string }) => getRoomList(http, query),
  getVassGameTypes: (vassalage?: string) => getVassGameTypes(http, vassalage),
});
