import type { LotteryGame, OpenedNumero, PrizeMode } from '@tessera/api';
import { MY_NUMERO_COUNT } from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';
import { POPULAR_LOTTERY_COUNT, VN_NUMERO_COUNT } from '../../core/constants';

/**
 * The lottery reads (§7 "Card games and lottery" and "Home"): the game menus, the popular list,
 * the VN menu and the member's recent VN games, and the drawn VN rounds. They arrive with the
 * lottery pages' chunk (or the home page's popular section) and join the site's query cache.
 */
export const lotteryApi = baseApi.enhanceEndpoints({ addTagTypes: ['Recent'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Every lottery game of one prize mode, or of all (null). */
    lotteryMenus: build.query<LotteryGame[], PrizeMode | null>({
      queryFn: call((api, prizeMode) =>
        api.lottery.getMenus(prizeMode ? { prizeMode, device: 'WEB' } : { device: 'WEB' }),
      ),
    }),
    popularLottery: build.query<LotteryGame[], { prizeMode: PrizeMode; language: string }>({
      queryFn: call((api, query) => api.lottery.getPopular({ ...query, count: POPULAR_LOTTERY_COUNT })),
    }),
    vnMenu: build.query<LotteryGame[], PrizeMode>({
      queryFn: call((api, prizeMode) => api.lottery.getVnMenu(prizeMode)),
    }),
    /** The VN games the member opened (token); a launch marks a game as recent, so it refetches after one. */
    vnRecent: build.query<LotteryGame[], void>({
      queryFn: call((api) => api.lottery.getVnRecent()),
      providesTags: ['Recent'],
    }),
    /** The latest drawn VN rounds, of one game when given (§9: 100). */
    vnOpenedNumeros: build.query<OpenedNumero[], string | undefined>({
      queryFn: call((api, gameCode) => api.lottery.getVnOpenedNumeros(VN_NUMERO_COUNT, gameCode)),
    }),
    /** The latest draws of the lottery games the member played (token; §7 "Home"); a launch makes a game recent. */
    myOpenedNumeros: build.query<OpenedNumero[], void>({
      queryFn: call((api) => api.lottery.getMyOpenedNumeros(MY_NUMERO_COUNT)),
      providesTags: ['Recent'],
    }),
  }),
});

export const {
  useLotteryMenusQuery,
  usePopularLotteryQuery,
  useVnMenuQuery,
  useVnRecentQuery,
  useVnOpenedNumerosQuery,
  useMyOpenedNumerosQuery,
} = lotteryApi;
