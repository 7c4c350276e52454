import type { LotteryGame, LotteryMenuQuery, OpenedNumero, PrizeMode } from '../contract';
import { MY_NUMERO_COUNT, POPULAR_LOTTERY_COUNT, VN_NUMERO_COUNT } from '../contract/games';
import type { HttpClient } from '../http';
import { PATHS_CARD_LOTTERY } from '../paths/cardLottery';
import { PATHS_HOME } from '../paths/home';
import { PATHS_LOGIN } from '../paths/login';
import { request } from '../request';
import { defined } from './games';

/** Every lottery game, electronic lottery first; of one prize mode when given. */
export function getGameMenus(http: HttpClient, query: Omit<LotteryMenuQuery, 'count'> = {}): Promise<LotteryGame[]> {
  return request<LotteryGame[]>(http, { method: 'GET', url: PATHS_LOGIN.gameMenus, params: defined(query) });
}

/** The popular lottery games of the home page: 20 unless told, hot first. */
export function getPopularLottery(
  http: HttpClient,
  query: LotteryMenuQuery & { prizeMode: PrizeMode },
): Promise<LotteryGame[]> {
  return request<LotteryGame[]>(http, {
    method: 'GET',
    url: PATHS_HOME.popularGames,
    params: defined({ count: POPULAR_LOTTERY_COUNT, device: 'WEB', ...query }),
  });
}

/** The VN lottery menu: north, central and south draws, then the fast ones. */
export function getVnGameMenu(http: HttpClient, prizeMode: PrizeMode): Promise<LotteryGame[]> {
  return request<LotteryGame[]>(http, {
    method: 'GET',
    url: PATHS_CARD_LOTTERY.vnGameMenu,
    params: { prizeMode, device: 'WEB' },
  });
}

/** The VN lottery games the member opened, latest first (token). */
export function getVnRecentGames(http: HttpClient): Promise<LotteryGame[]> {
  return request<LotteryGame[]>(http, { method: 'GET', url: PATHS_CARD_LOTTERY.vnGameMenuRecent });
}

/** The latest drawn VN rounds, newest first: 100 unless told, of one game when given. */
export function getVnOpenedNumeros(
  http: HttpClient,
  count: number = VN_NUMERO_COUNT,
  gameCode?: string,
): Promise<OpenedNumero[]> {
  return request<OpenedNumero[]>(http, {
    method: 'GET',
    url: PATHS_HOME.vnOpenedNumeros,
    params: defined({ count, gameCode }),
  });
}

/** The latest drawn rounds of the lottery games the member played, newest first (token; `count` 1–100). */
export function getMyOpenedNumeros(http: HttpClient, count: number = MY_NUMERO_COUNT): Promise<OpenedNumero[]> {
  return request<OpenedNumero[]>(http, { method: 'GET', url: PATHS_HOME.openedNumero, params: { count } });
}
