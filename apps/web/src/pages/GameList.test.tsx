import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game, GameListPage as ListPage, VendorLane } from '@tessera/api';
import GameListPage from './GameListPage';
import { renderContent, type TestPlatform } from '../test/renderContent';
import { memberLoaded, sessionReducer } from '../features/session/slice';
import { memberInfo } from '../test/fixtures';

const game = (nodeId: string, gameName: string, more: Partial<Game> = {}): Game => ({
  nodeId,
  vassalage: 'PG',
  gameType: 'RNG',
  gameCode: `g${nodeId}`,
  gameName,
  iconUrl: `/static/games/${nodeId}.svg`,
  gameClassify: null,
  minBet: 1,
  lineNum: 20,
  isHot: 0,
  maintenance: false,
  ...more,
});

const lanes: VendorLane[] = [
  {
    title: 'RNG',
    cards: [
      {
        vassalage: 'PG',
        accountTypeId: '1',
        smallIcon: '/static/pg.svg',
        isHot: 1,
        gameType: 'RNG',
        name: 'PG Soft',
        maintenance: false,
      },
      {
        vassalage: 'JILI',
        accountTypeId: '2',
        smallIcon: '/static/jili.svg',
        isHot: 0,
        gameType: 'RNG',
        name: 'Jili',
        maintenance: false,
      },
    ],
  },
];

const slots = [game('1', 'Dragon Gold'), game('2', 'Fortune Ox', { isHot: 1 }), game('3', 'Mahjong Ways')];

const member = memberInfo();

function platform(games: Partial<NonNullable<TestPlatform['games']>> = {}) {
  return {
    getVendors: vi.fn(async () => lanes),
    getList: vi.fn(async (): Promise<ListPage> => ({ games: slots, totalPages: 1 })),
    getHot: vi.fn(async () => [game('7', 'Hot Slot', { isHot: 1 }), game('8', 'Hot Fish', { gameType: 'FISH' })]),
    getFavoriteIds: vi.fn(async () => [] as string[]),
    getFavorites: vi.fn(async () => ({ content: [game('2', 'Fortune Ox')], totalPages: 1 })),
    getRecent: vi.fn(async () => ({ list: [], totalPages: 0 })),
    addFavorite: vi.fn(async () => ['1']),
    removeFavorite: vi.fn(async () => [] as string[]),
    ...games,
  };
}

async function open(path = '/rng', { signedIn = false, games = platform() } = {}) {
  const state = signedIn ? { session: sessionReducer(undefined, memberLoaded({ member })) } : undefined;
  await renderContent(<GameListPage />, { path, platform: { games }, state });
  return games;
}

const cards = () => within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem');
const address = () => screen.getByTestId('address').textContent;
const lastQuery = (games: ReturnType<typeof platform>) => vi.mocked(games.getList).mock.lastCall?.[0];

afterEach(() => {
  vi.useRealTimers();
});

describe('the slot game list', { timeout: 20_000 }, () => {
  it('shows the first page of the page’s type as a named list, with the count announced', async () => {
    const games = await open();
    expect(await screen.findByRole('button', { name: /^Dragon Gold/ })).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(games.getList).toHaveBeenCalledWith(
      expect.objectContaining({ gameType: 'RNG', language: 'EN', pageNo: 1, pageSize: 30 }),
    );
    expect(screen.getByText('Games found: 3')).toHaveAttribute('role', 'status');
    expect(screen.getByText('No more games')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends the search once, 500 ms after the last keystroke, and keeps it in the address', async () => {
    const games = await open();
    await screen.findByRole('button', { name: /^Dragon Gold/ });
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search by game name' });
    for (const text of ['d', 'dr', 'dra']) {
      fireEvent.change(box, { target: { value: text } });
      await act(async () => vi.advanceTimersByTime(200));
    }
    await act(async () => vi.advanceTimersByTime(299));
    expect(games.getList).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(games.getList).toHaveBeenCalledTimes(2);
    expect(lastQuery(games)).toMatchObject({ gameName: 'dra', pageNo: 1 });
    await act(async () => vi.advanceTimersByTime(2000));
    expect(games.getList).toHaveBeenCalledTimes(2);
    // The address follows once the results are in.
    vi.useRealTimers();
    await waitFor(() => expect(address()).toBe('/rng?gameName=dra'));
  });

  it('writes the search to the address only once the frame showing its results has been painted', async () => {
    const games = await open();
    await screen.findByRole('button', { name: /^Dragon Gold/ });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search by game name' }), { target: { value: 'dra' } });
      await waitFor(() => expect(lastQuery(games)).toMatchObject({ gameName: 'dra' }));
      // The address (a navigation, which renders the whole site again) waits for the next frame,
      // the one that paints the results: until it is drawn, nothing is written.
      await waitFor(() => expect(frames.length).toBeGreaterThan(0));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(address()).toBe('/rng');
      act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
      await waitFor(() => expect(address()).toBe('/rng?gameName=dra'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('maps the provider, classification and minimum bet to the query and the address', async () => {
    const games = await open('/rng?vassalage=PG&gameClassify=JACKPOT&minBet=5');
    await screen.findByRole('button', { name: /^Dragon Gold/ });
    expect(lastQuery(games)).toMatchObject({ vassalage: 'PG', gameClassify: 'JACKPOT', minBet: 5 });
    // The provider chips render as a transition of their own, maybe after the games.
    expect(await screen.findByRole('button', { name: /^PG Soft/ })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Minimum bet' }), '0.50');
    expect(lastQuery(games)).toMatchObject({ minBet: 50 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'All types');
    await userEvent.click(screen.getByRole('button', { name: 'Jili' }));
    expect(lastQuery(games)).toEqual(
      expect.objectContaining({ vassalage: 'JILI', minBet: 50, gameClassify: undefined }),
    );
    expect(address()).toBe('/rng?vassalage=JILI&minBet=50');
    await userEvent.click(screen.getByRole('button', { name: 'All providers' }));
    expect(lastQuery(games)).toMatchObject({ vassalage: undefined });
  });

  it('holds the provider strip’s place with its “all” chip while the providers load', async () => {
    let answer: (value: typeof lanes) => void = () => {};
    await open('/rng', {
      games: platform({ getVendors: vi.fn(() => new Promise<typeof lanes>((r) => (answer = r))) }),
    });
    const strip = await screen.findByRole('group', { name: 'Providers' });
    expect(strip).toHaveAttribute('aria-busy', 'true');
    expect(within(strip).getAllByRole('button')).toHaveLength(1);
    expect(within(strip).getByRole('button', { name: 'All providers' })).toHaveAttribute('aria-pressed', 'true');
    await act(async () => answer(lanes));
    expect(await within(strip).findByRole('button', { name: 'Jili' })).toBeInTheDocument();
    expect(strip).not.toHaveAttribute('aria-busy');
  });

  it('offers the slot classifications with bingo (Tagalog is a site language) on /rng only', async () => {
    await open();
    const types = within(screen.getByRole('combobox', { name: 'Game type' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toEqual(['All types', 'Scratch cards', 'Video poker', 'Jackpot', 'Table games', 'Arcade', 'Bingo']);
    const minBets = within(screen.getByRole('combobox', { name: 'Minimum bet' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(minBets).toEqual(['Any', '0.01', '0.05', '0.10', '0.50', '0.75']);
  });

  it('has no classification on the fishing list, which lists FISH games', async () => {
    const games = await open('/fish');
    await screen.findByRole('button', { name: /^Dragon Gold/ });
    expect(screen.queryByRole('combobox', { name: 'Game type' })).not.toBeInTheDocument();
    expect(lastQuery(games)).toMatchObject({ gameType: 'FISH' });
  });

  it('switches to the hot list (type=hot or page=hot), keeping only this page’s type', async () => {
    const games = await open('/rng?type=hot');
    expect(await screen.findByRole('button', { name: /^Hot Slot/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hot Fish/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Hot' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByRole('button', { name: /^Dragon Gold/ })).toBeInTheDocument();
    expect(address()).toBe('/rng');
    await userEvent.click(screen.getByRole('tab', { name: 'Hot' }));
    expect(address()).toBe('/rng?page=hot');
    expect(games.getHot).toHaveBeenCalledTimes(1);
  });

  it('sends a visitor choosing favourites to /login', async () => {
    const games = await open();
    await screen.findByRole('button', { name: /^Dragon Gold/ });
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(address()).toBe('/login');
    expect(games.getFavorites).not.toHaveBeenCalled();
  });

  it('asks a visitor who opens the favourites address to log in', async () => {
    await open('/rng?page=favourites');
    expect(await screen.findByRole('heading', { name: 'Log in to see this list' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(address()).toBe('/login');
  });

  it('shows a member’s favourites of this type, and says when recent is empty', async () => {
    const games = await open('/rng', { signedIn: true });
    await screen.findByRole('button', { name: /^Dragon Gold/ });
    await userEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(await screen.findByRole('button', { name: /^Fortune Ox/ })).toBeInTheDocument();
    expect(games.getFavorites).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'RNG', pageNo: 1 }));
    expect(address()).toBe('/rng?page=favourites');
    await userEvent.click(screen.getByRole('tab', { name: 'Recent' }));
    expect(await screen.findByRole('heading', { name: 'No recent games' })).toBeInTheDocument();
  });

  it('toggles a favourite with the star, shown at once', async () => {
    const games = await open('/rng', { signedIn: true });
    const star = (await screen.findAllByRole('button', { name: 'Add to favourites' }))[0]!;
    await userEvent.click(star);
    expect(games.addFavorite).toHaveBeenCalledWith({ nodeId: '1', vendor: 'PG', gameType: 'RNG' });
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    expect(games.removeFavorite).toHaveBeenCalledWith({ nodeId: '1', vendor: 'PG', gameType: 'RNG' });
  });

  it('sends a visitor who stars a game or opens one to /login', async () => {
    const games = await open();
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add to favourites' }))[0]!);
    expect(address()).toBe('/login');
    expect(games.addFavorite).not.toHaveBeenCalled();
  });

  it('opens a member’s game in the frame', async () => {
    await open('/rng', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: /^Mahjong Ways/ }));
    expect(address()).toBe('/game?gameType=RNG&vassalage=PG&nodeId=3');
  });

  it('says when nothing matches, and offers a retry when the read fails', async () => {
    const getList = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ games: [], totalPages: 0 });
    await open('/rng?gameName=zzz', { games: platform({ getList }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No games found' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('zzz');
  });

  it('loads the next page when the end of the list comes into view', async () => {
    const getList = vi.fn(async ({ pageNo = 1 }: { pageNo?: number }): Promise<ListPage> =>
      pageNo === 1 ? { games: [game('1', 'First')], totalPages: 2 } : { games: [game('2', 'Second')], totalPages: 2 },
    );
    await open('/rng', { games: platform({ getList }) });
    expect(await screen.findByRole('button', { name: /^Second/ })).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith(expect.objectContaining({ pageNo: 2 }));
    expect(screen.getByText('No more games')).toBeInTheDocument();
  });
});
