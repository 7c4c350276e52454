import type {
  FavoriteGameRequest,
  Game,
  GameListOptions,
  GameListPage,
  GameType,
  Paged,
  RecentGamesPage,
  VassGameType,
} from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';
import { GAME_PAGE_SIZE } from '../../core/constants';

/** A game list's filters: everything but the page (§2 "Game lists"). */
export type GameListFilter = Omit<GameListOptions, 'pageNo' | 'pageSize'>;

/** Page numbers from 1 until the last page the platform names (§9: 30 games a page). */
const pagedByNumber = {
  initialPageParam: 1,
  getNextPageParam: (last: { totalPages: number }, _all: unknown, lastPage: number) =>
    lastPage < last.totalPages ? lastPage + 1 : undefined,
};

/**
 * The lobby's reads: game lists page by page (infinite queries, one cache entry per filter), hot
 * games, the member's favourites and recent games, and the favourite toggle. They arrive with the
 * lobby's chunk and join the site's query cache.
 */
export const gamesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Favourites', 'FavouriteList', 'Recent'] })
  .injectEndpoints({
    endpoints: (build) => ({
      gameList: build.infiniteQuery<GameListPage, GameListFilter, number>({
        infiniteQueryOptions: pagedByNumber,
        queryFn: call((api, { queryArg, pageParam }) =>
          api.games.getList({ ...queryArg, pageNo: pageParam, pageSize: GAME_PAGE_SIZE }),
        ),
      }),
      hotGames: build.query<Game[], { language: string; vassalage?: string; merchantCode?: string }>({
        queryFn: call((api, query) => api.games.getHot(query)),
      }),
      /** The game types of a provider (token, §7 GCSGAME_getVassGameType): a provider's popup offers each of them. */
      vassGameTypes: build.query<VassGameType[], string>({
        queryFn: call((api, vassalage) => api.games.getVassGameTypes(vassalage)),
      }),
      /** The member's favourite game ids, latest first (token). */
      favouriteIds: build.query<string[], void>({
        queryFn: call((api) => api.games.getFavoriteIds()),
        providesTags: ['Favourites'],
      }),
      favourites: build.infiniteQuery<Paged<Game>, { language: string; gameType?: GameType }, number>({
        infiniteQueryOptions: pagedByNumber,
        queryFn: call((api, { queryArg, pageParam }) =>
          api.games.getFavorites({ ...queryArg, pageNo: pageParam, pageSize: GAME_PAGE_SIZE }),
        ),
        providesTags: ['FavouriteList'],
      }),
      recentGames: build.infiniteQuery<RecentGamesPage, { language: string; vassalage?: string }, number>({
        infiniteQueryOptions: pagedByNumber,
        queryFn: call((api, { queryArg, pageParam }) =>
          api.games.getRecent({ ...queryArg, pageNo: pageParam, pageSize: GAME_PAGE_SIZE }),
        ),
        providesTags: ['Recent'],
      }),
      /**
       * §4 favourite toggle: removes the game when it is a favourite, else adds it; the ids the
       * platform answers replace the member's list at once, and the favourites tab refetches.
       */
      toggleFavourite: build.mutation<
        string[],
        { game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>; favourite: boolean }
      >({
        queryFn: call((api, { game, favourite }) => {
          const body: FavoriteGameRequest = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
          return favourite ? api.games.removeFavorite(body) : api.games.addFavorite(body);
        }),
        async onQueryStarted({ game, favourite }, { dispatch, queryFulfilled }) {
          // Shown at once; put back if the platform refuses.
          const patch = dispatch(
            gamesApi.util.updateQueryData('favouriteIds', undefined, (ids) =>
              favourite
                ? ids.filter((id) => id !== game.nodeId)
                : [game.nodeId, ...ids.filter((id) => id !== game.nodeId)],
            ),
          );
          try {
            const { data } = await queryFulfilled;
            void dispatch(gamesApi.util.upsertQueryData('favouriteIds', undefined, data));
          } catch {
            patch.undo();
          }
        },
        invalidatesTags: (_result, error) => (error ? [] : ['FavouriteList' as const]),
      }),
    }),
  });

export const {
  useGameListInfiniteQuery,
  useHotGamesQuery,
  useVassGameTypesQuery,
  useFavouriteIdsQuery,
  useFavouritesInfiniteQuery,
  useRecentGamesInfiniteQuery,
  useToggleFavouriteMutation,
} = gamesApi;
