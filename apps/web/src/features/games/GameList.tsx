import { memo, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Game, GameType } from '@tessera/api';
import { toLanguageCode, useTranslation } from '@tessera/i18n';
import { formatCount } from '@tessera/format';
import {
  afterNextPaint,
  Button,
  EmptyState,
  GameCard,
  GameGridSkeleton,
  Tabs,
  TabsList,
  TabsTrigger,
} from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { GAME_PAGE_SIZE, INFINITE_SCROLL_THROTTLE_MS } from '../../core/constants';
import { useVendorLanes } from '../content/useVendorLanes';
import { LoadFailure } from '../content/QueryStatus';
import { useRequireAccount } from '../session/gate';
import { selectIsSignedIn } from '../session/selectors';
import { gamesApi, useFavouriteIdsQuery, useToggleFavouriteMutation } from './gamesApi';
import { GameListFilters } from './GameListFilters';
import { launchDataOf } from './GameTiles';
import { useLaunchGame } from './launch';
import {
  GAME_LIST_TABS,
  listFilter,
  MEMBER_TABS,
  readListView,
  writeListView,
  type GameListTab,
  type GameListView,
} from './listView';
import { useThrottledCallback } from './timing';
import { useGameListSource } from './useGameListSource';
import { VirtualGameGrid, type GridItemProps } from './VirtualGameGrid';
import { Count, End, Panel } from './GameList.styles';

/** Marked when a search is applied to the list, so the lobby benchmark can time the grid's update. */
export const SEARCH_APPLIED_MARK = 'games:search-applied';

const TAB_LABELS = {
  all: 'game_tab_all',
  hot: 'game_hot',
  favourites: 'game_tab_favourites',
  recent: 'game_tab_recent',
} as const satisfies Record<GameListTab, string>;

/** The list's tabs: the same on every render of the list, so a search or an answer skips them. */
const ListTabs = memo(function ListTabs() {
  const { t: translate } = useTranslation();
  return (
    <TabsList aria-label={translate('game_lists')}>
      {GAME_LIST_TABS.map((tab) => (
        <TabsTrigger key={tab} value={tab}>
          {translate(TAB_LABELS[tab])}
        </TabsTrigger>
      ))}
    </TabsList>
  );
});

/**
 * The slot-style game list of §2 (/rng, /fish, /pvp): tabs all, hot, favourites and recent, the
 * provider, name, classification and minimum-bet filters (kept in the address), and a virtualised
 * grid that loads 30 games at a time as it scrolls. Choosing a game launches it (§4).
 */
export function GameList({ gameType }: { gameType: GameType }) {
  const { t: translate, i18n } = useTranslation();
  const language = toLanguageCode(i18n.language);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const addressed = useMemo(() => readListView(params, gameType), [params, gameType]);
  // Stable, so the memoised filters do not render again each time the address changes.
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const change = useCallback(
    (next: Partial<GameListView>, replace = false) =>
      setParamsRef.current((current) => writeListView(current, next), { replace }),
    [],
  );
  // A settled search is read at once and written to the address once its games are on screen:
  // the address is a navigation, which re-renders the whole site, so it waits until the results
  // are painted. When the address brings another search (back, forward), that one wins.
  const [search, setSearch] = useState({ addressed: addressed.gameName, applied: addressed.gameName });
  if (search.addressed !== addressed.gameName)
    setSearch({ addressed: addressed.gameName, applied: addressed.gameName });
  const view = useMemo(() => ({ ...addressed, gameName: search.applied }), [addressed, search.applied]);
  const dispatch = useAppDispatch();
  const latest = useRef({ addressed, gameType, language });
  latest.current = { addressed, gameType, language };
  const searches = useRef(0);
  const applySearch = useCallback(
    (gameName: string) => {
      performance.mark?.(SEARCH_APPLIED_MARK);
      const applied = gameName || undefined;
      const { addressed, gameType, language } = latest.current;
      // Unless the address brought another search meanwhile (back, forward): that one wins.
      const apply = () =>
        setSearch((current) => (current.addressed === addressed.gameName ? { ...current, applied } : current));
      // The other tabs narrow a list already read: the list re-renders without blocking the page.
      if (addressed.tab !== 'all') return startTransition(apply);
      // The platform's answer is asked for at once, and the list takes the search once the answer
      // is in the cache (or the read failed): one render, of the new cards, as the answer arrives.
      // The cards shown meanwhile stay as they are, so rendering the list for the pending search
      // first would only hold the main thread when the answer comes. A later search supersedes it.
      const search = ++searches.current;
      const settled = () => {
        if (search === searches.current) apply();
      };
      dispatch(
        gamesApi.endpoints.gameList.initiate(listFilter({ ...addressed, gameName: applied }, gameType, language), {
          subscribe: false,
        }),
      ).then(settled, settled);
    },
    [dispatch],
  );

  const signedIn = useAppSelector(selectIsSignedIn);
  const requireAccount = useRequireAccount();
  const launch = useLaunchGame();
  const { data: lanes, isLoading: lanesLoading } = useVendorLanes();
  const providers = useMemo(() => lanes.find((lane) => lane.title === gameType)?.cards ?? [], [lanes, gameType]);
  const providerNames = useMemo(() => new Map(providers.map((p) => [p.vassalage, p.name])), [providers]);
  const { data: favouriteIds } = useFavouriteIdsQuery(undefined, { skip: !signedIn });
  const favourites = useMemo(() => new Set(favouriteIds ?? []), [favouriteIds]);
  const [toggleFavourite] = useToggleFavouriteMutation();

  const source = useGameListSource(view, gameType, language);
  // The first page of cards replaces the skeleton as a transition, so the grid's first mount renders
  // in slices between the browser's own work; later answers (a search, a filter) replace the cards
  // at once, since the grid is already there.
  const loaded = useDeferredValue(!source.loading);
  const loading = source.loading || !loaded;
  useEffect(() => {
    if (search.applied === search.addressed || source.fetching) return;
    return afterNextPaint(() => change({ gameName: search.applied }, true));
  }, [search, source.fetching, change]);
  const loadMore = useThrottledCallback(source.loadMore, INFINITE_SCROLL_THROTTLE_MS);

  // One stable handler per action serves every card (GameCard is memoised), finding the game by id.
  const byId = useRef(new Map<string, Game>());
  byId.current = new Map(source.games.map((game) => [game.nodeId, game]));
  const onLaunch = useCallback(
    (_event: unknown, id?: string) => {
      const game = id ? byId.current.get(id) : undefined;
      if (game) launch(launchDataOf(game));
    },
    [launch],
  );
  const favouritesRef = useRef(favourites);
  favouritesRef.current = favourites;
  const onToggleFavourite = useCallback(
    (_favourite: boolean, id?: string) => {
      const game = id ? byId.current.get(id) : undefined;
      if (game) requireAccount(() => void toggleFavourite({ game, favourite: favouritesRef.current.has(game.nodeId) }));
    },
    [requireAccount, toggleFavourite],
  );

  const chooseTab = (value: string) => {
    const tab = GAME_LIST_TABS.find((candidate) => candidate === value) ?? 'all';
    if (MEMBER_TABS.includes(tab)) requireAccount(() => change({ tab }));
    else change({ tab });
  };

  // The cards' labels, translated once per language rather than on each answer.
  const { hotLabel, maintenanceLabel, addLabel, removeLabel } = useMemo(
    () => ({
      hotLabel: translate('game_hot'),
      maintenanceLabel: translate('game_maintenance'),
      addLabel: translate('game_favourite_add'),
      removeLabel: translate('game_favourite_remove'),
    }),
    [translate],
  );
  // Stable while the games' surroundings stay the same, so the memoised grid and cards skip work.
  const renderCard = useCallback(
    (game: Game, itemProps: GridItemProps) => (
      <GameCard
        {...itemProps}
        gameId={game.nodeId}
        name={game.gameName}
        provider={providerNames.get(game.vassalage) ?? game.vassalage}
        imageUrl={game.iconUrl}
        deferArtwork
        isHot={game.isHot}
        hotLabel={hotLabel}
        maintenance={game.maintenance}
        maintenanceLabel={maintenanceLabel}
        favourite={favourites.has(game.nodeId)}
        onToggleFavourite={onToggleFavourite}
        addFavouriteLabel={addLabel}
        removeFavouriteLabel={removeLabel}
        onLaunch={onLaunch}
      />
    ),
    [providerNames, hotLabel, maintenanceLabel, favourites, onToggleFavourite, addLabel, removeLabel, onLaunch],
  );

  const body = () => {
    if (source.loginRequired) {
      return (
        <EmptyState
          title={translate('game_login_required')}
          description={translate('game_login_required_text')}
          action={<Button onClick={() => navigate('/login')}>{translate('login_submit')}</Button>}
        />
      );
    }
    if (loading) return <GameGridSkeleton count={GAME_PAGE_SIZE / 2} label={translate('loading')} />;
    if (source.failed) return <LoadFailure onRetry={source.retry} />;
    if (source.games.length === 0) {
      const empty =
        view.tab === 'favourites' && !view.gameName
          ? (['game_favourites_empty', 'game_favourites_empty_text'] as const)
          : view.tab === 'recent' && !view.gameName
            ? (['game_recent_empty', 'game_recent_empty_text'] as const)
            : (['game_list_empty', 'game_list_empty_text'] as const);
      return <EmptyState title={translate(empty[0])} description={translate(empty[1])} />;
    }
    return (
      <>
        <VirtualGameGrid
          items={source.games}
          renderItem={renderCard}
          label={translate('game_list_label')}
          setSize={source.hasMore ? -1 : source.games.length}
          onEndReached={loadMore}
        />
        <End>
          {source.moreFailed ? (
            <>
              {translate('game_list_more_failed')}
              <Button size="sm" variant="secondary" onClick={source.retry}>
                {translate('retry')}
              </Button>
            </>
          ) : source.hasMore ? (
            source.loadingMore && translate('game_list_loading_more')
          ) : (
            translate('game_list_end')
          )}
        </End>
      </>
    );
  };

  const ready = !loading && !source.failed && !source.loginRequired;
  return (
    <Tabs value={view.tab} onValueChange={chooseTab} activationMode="manual">
      <ListTabs />
      <GameListFilters
        gameType={gameType}
        view={view}
        providers={providers}
        providersLoading={lanesLoading}
        onSearch={applySearch}
        onChange={change}
      />
      <Count role="status">
        {ready &&
          translate(source.total.exact ? 'game_count' : 'game_count_more', {
            total: formatCount(source.total.count, i18n.language),
          })}
      </Count>
      <Panel value={view.tab}>{body()}</Panel>
    </Tabs>
  );
}
