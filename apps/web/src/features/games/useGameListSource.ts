import { useMemo } from 'react';
import type { Game, GameType } from '@tessera/api';
import { runtimeConfig } from '../../core/api';
import { useAppSelector } from '../../core/hooks';
import { selectIsSignedIn } from '../session/selectors';
import {
  useFavouritesInfiniteQuery,
  useGameListInfiniteQuery,
  useHotGamesQuery,
  useRecentGamesInfiniteQuery,
} from './gamesApi';
import { listFilter, matchingGames, MEMBER_TABS, type GameListView } from './listView';
import { GAME_PAGE_SIZE } from '../../core/constants';

/** How many games the list holds: exact on its last page, else a lower bound. */
export type GameCount = { count: number; exact: boolean };

/** One list of games, whichever tab it comes from. */
export interface GameListSource {
  games: Game[];
  /** The first read is under way (or being retried after failing). */
  loading: boolean;
  /** The first read failed. */
  failed: boolean;
  /** A read of the chosen list is under way (the first, a refetch, the next page). */
  fetching: boolean;
  /** The tab needs a login the visitor does not have. */
  loginRequired: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** Reading the next page failed. */
  moreFailed: boolean;
  loadMore: () => void;
  retry: () => void;
  total: GameCount;
}

type Paged<T> = { pages: T[] } | undefined;

const pagesOf = <T>(data: Paged<T>) => data?.pages ?? [];

/**
 * The games of the tab in `view`: the platform's filtered list (all), or the hot, favourite and
 * recent lists narrowed here to the page's type and filters. Only the chosen tab is read.
 */
export function useGameListSource(view: GameListView, gameType: GameType, language: string): GameListSource {
  const signedIn = useAppSelector(selectIsSignedIn);
  const loginRequired = MEMBER_TABS.includes(view.tab) && !signedIn;
  const all = useGameListInfiniteQuery(listFilter(view, gameType, language), { skip: view.tab !== 'all' });
  const hot = useHotGamesQuery(
    { language, vassalage: view.vassalage, merchantCode: runtimeConfig.merchant },
    { skip: view.tab !== 'hot' },
  );
  const favourites = useFavouritesInfiniteQuery(
    { language, gameType },
    { skip: view.tab !== 'favourites' || !signedIn },
  );
  const recent = useRecentGamesInfiniteQuery(
    { language, vassalage: view.vassalage },
    { skip: view.tab !== 'recent' || !signedIn },
  );

  const read = { all, hot, favourites, recent }[view.tab];
  const games = useMemo(() => {
    switch (view.tab) {
      case 'all':
        return pagesOf(all.data).flatMap((page) => page.games);
      case 'hot':
        return matchingGames(hot.data ?? [], view, gameType);
      case 'favourites':
        return matchingGames(
          pagesOf(favourites.data).flatMap((page) => page.content),
          view,
          gameType,
        );
      case 'recent':
        return matchingGames(
          pagesOf(recent.data).flatMap((page) => page.list),
          view,
          gameType,
        );
    }
  }, [view, gameType, all.data, hot.data, favourites.data, recent.data]);

  const paged =
    view.tab === 'all' ? all : view.tab === 'favourites' ? favourites : view.tab === 'recent' ? recent : undefined;
  const hasMore = !!paged?.hasNextPage;
  const firstPage = view.tab === 'all' ? pagesOf(all.data)[0] : undefined;
  const total: GameCount =
    firstPage && hasMore
      ? { count: (firstPage.totalPages - 1) * GAME_PAGE_SIZE, exact: false }
      : { count: games.length, exact: !hasMore };

  const hasData = read.data !== undefined;
  return {
    games,
    loading:
      !loginRequired &&
      (read.isLoading || (read.isError && read.isFetching && !hasData) || (!hasData && read.isFetching)),
    failed: !loginRequired && read.isError && !read.isFetching && !hasData,
    fetching: read.isFetching,
    loginRequired,
    hasMore,
    loadingMore: !!paged?.isFetchingNextPage,
    moreFailed: !!paged?.isFetchNextPageError,
    loadMore: () => {
      if (paged?.hasNextPage && !paged.isFetching) void paged.fetchNextPage();
    },
    retry: () => {
      if (paged?.isFetchNextPageError) void paged.fetchNextPage();
      else void read.refetch();
    },
    total,
  };
}
