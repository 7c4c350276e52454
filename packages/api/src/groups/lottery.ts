import {
  getGameMenus,
  getMyOpenedNumeros,
  getPopularLottery,
  getVnGameMenu,
  getVnOpenedNumeros,
  getVnRecentGames,
} from '../calls/lottery';
import type { LotteryMenuQuery, PrizeMode } from '../contract';
import type { HttpClient } from '../http';

/** The lottery calls bound to a client. */
export const lotteryCalls = (http: HttpClient) => ({
  getMenus: (query?: Omit<LotteryMenuQuery, 'count'>) => getGameMenus(http, query),
  getPopular: (query: LotteryMenuQuery & { prizeMode: PrizeMode }) => getPopularLottery(http, query),
  getVnMenu: (prizeMode: PrizeMode) => getVnGameMenu(http, prizeMode),
  getVnRecent: () => getVnRecentGames(http),
  getVnOpenedNumeros: (count?: number, gameCode?: string) => getVnOpenedNumeros(http, count, gameCode),
  getMyOpenedNumeros: (count?: number) => getMyOpenedNumeros(http, count),
});
