import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, type LaunchGameRequest } from '@tessera/api';
import GamePage from './GamePage';
import { gameOf, memberInfo } from '../test/fixtures';
import { renderContent, type TestPlatform } from '../test/renderContent';
import { memberLoaded, sessionRestoreStarted } from '../features/session/slice';
import { frameClosed } from '../features/games/slice';

const GAME_URL = 'http://games.test:7102/play?game=42#ticket=abc';

const suggestion = (nodeId: string, gameName: string) => gameOf(nodeId, gameName, { vassalage: 'JILI', isHot: 1 });

async function openGame(
  launch: (body: LaunchGameRequest) => Promise<{ content: string }>,
  { path = '/game?gameType=RNG&vassalage=PG&nodeId=42', member = memberInfo() } = {},
) {
  const getBalance = vi.fn(async () => ({ sumBalance: 100_00, currency: 'USD' }));
  const platform: TestPlatform = { games: { launch: vi.fn(launch) }, member: { getBalance } };
  const view = await renderContent(<GamePage />, {
    path,
    platform,
    prepare: (store) => member && store.dispatch(memberLoaded({ member })),
  });
  return { ...view, launch: platform.games!.launch!, getBalance };
}

describe('the game page', () => {
  it('launches the game the address names and shows it in a sandboxed frame on its own origin', async () => {
    const { launch } = await openGame(async () => ({ content: GAME_URL }));
    const frame = await screen.findByTitle('Game');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', GAME_URL);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(launch).toHaveBeenCalledWith(
      expect.objectContaining({ gameType: 'RNG', vassalage: 'PG', nodeId: '42', language: 'EN' }),
    );
  });

  it('sends a visitor to /login without asking for a launch', async () => {
    const { launch } = await openGame(async () => ({ content: GAME_URL }), { member: null as never });
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/login'));
    expect(launch).not.toHaveBeenCalled();
  });

  it('waits for a stored session to be checked before deciding', async () => {
    const view = await renderContent(<GamePage />, {
      path: '/game?gameType=LIVE&vassalage=EVO',
      platform: { games: { launch: vi.fn(async () => ({ content: GAME_URL })) } },
      prepare: (store) => store.dispatch(sessionRestoreStarted()),
    });
    expect(screen.getByTestId('address')).toHaveTextContent('/game');
    act(() => void view.store.dispatch(memberLoaded({ member: memberInfo() })));
    expect(await screen.findByTitle('Game')).toHaveAttribute('src', GAME_URL);
  });

  it('tells a trial account it needs a real one, without launching', async () => {
    const { launch } = await openGame(async () => ({ content: GAME_URL }), { member: memberInfo({ type: 4 }) });
    expect(await screen.findByText(/real account/i)).toBeInTheDocument();
    expect(launch).not.toHaveBeenCalled();
  });

  it('suggests other games when the provider is under maintenance (§8)', async () => {
    const refusal = new ApiError({
      kind: 'business',
      code: 'GAME_MAINTENANCE',
      message: 'maintenance',
      details: {
        vassalage: 'KA',
        gameType: 'RNG',
        suggestions: [suggestion('7', 'Super Ace'), suggestion('8', 'Golden Empire')],
      },
    });
    await openGame(async () => Promise.reject(refusal), { path: '/game?gameType=RNG&vassalage=KA&nodeId=3' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This game is under maintenance');
    const suggested = screen.getByRole('list', { name: 'Games to try instead' });
    expect(suggested).toHaveTextContent('Super Ace');
    fireEvent.click(screen.getByRole('button', { name: /Golden Empire/ }));
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('/game?gameType=RNG&vassalage=JILI&nodeId=8'),
    );
  });

  it('offers a retry after a failed launch, and the retry launches anew', async () => {
    let calls = 0;
    const { launch } = await openGame(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError({ kind: 'network', code: 'NETWORK', message: 'offline' });
      return { content: GAME_URL };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle('Game')).toHaveAttribute('src', GAME_URL);
    expect(launch).toHaveBeenCalledTimes(2);
  });

  it('refreshes the balance when the game reports a bet, and only for messages from its own frame', async () => {
    const { getBalance, store } = await openGame(async () => ({ content: GAME_URL }));
    const frame = (await screen.findByTitle('Game')) as HTMLIFrameElement;
    const { memberApi } = await import('../features/session/memberApi');
    const subscription = store.dispatch(memberApi.endpoints.balance.initiate());
    await waitFor(() => expect(getBalance).toHaveBeenCalledTimes(1));
    act(
      () =>
        void window.dispatchEvent(
          new MessageEvent('message', { data: { type: 'tessera:game-balance-changed' }, source: window }),
        ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getBalance).toHaveBeenCalledTimes(1);
    act(
      () =>
        void window.dispatchEvent(
          new MessageEvent('message', { data: { type: 'tessera:game-balance-changed' }, source: frame.contentWindow }),
        ),
    );
    await waitFor(() => expect(getBalance).toHaveBeenCalledTimes(2));
    subscription.unsubscribe();
  });

  it("takes the member back when the game's own way back is chosen", async () => {
    await openGame(async () => ({ content: GAME_URL }));
    const frame = (await screen.findByTitle('Game')) as HTMLIFrameElement;
    act(
      () =>
        void window.dispatchEvent(new MessageEvent('message', { data: { type: 'tessera:game-exit' }, source: window })),
    );
    expect(screen.getByTestId('address')).toHaveTextContent('/game');
    act(
      () =>
        void window.dispatchEvent(
          new MessageEvent('message', { data: { type: 'tessera:game-exit' }, source: frame.contentWindow }),
        ),
    );
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/index'));
  });

  it('drops a launch answered after the member left the game', async () => {
    let answer: (value: { content: string }) => void = () => {};
    const { store } = await openGame(() => new Promise((resolve) => (answer = resolve)));
    await waitFor(() => expect(store.getState().games?.frame.phase).toBe('launching'));
    act(() => void store.dispatch(frameClosed()));
    await act(async () => answer({ content: GAME_URL }));
    expect(store.getState().games?.frame).toMatchObject({ phase: 'idle', url: null });
  });
});
