import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { VendorLane } from '@tessera/api';
import type * as Ui from '@tessera/ui';

import GameListPage from './GameListPage';
import { renderContent } from '../test/renderContent';
import { gameOf, providerCard } from '../test/fixtures';

// Counts the renders of the filters' parts; each still renders the real component.
const renders = vi.hoisted(() => ({ ProviderCard: 0, TabsTrigger: 0, Select: 0, Tabs: 0 }));
vi.mock('@tessera/ui', async (original) => {
  const ui = await original<typeof Ui>();
  const counted = <P extends object>(name: keyof typeof renders, Component: React.ComponentType<P>) =>
    function Counted(props: P) {
      renders[name] += 1;
      return <Component {...props} />;
    };
  return {
    ...ui,
    ProviderCard: counted('ProviderCard', ui.ProviderCard),
    TabsTrigger: counted('TabsTrigger', ui.TabsTrigger),
    Select: counted('Select', ui.Select),
    // The list's own root: one render of it is one render of the list.
    Tabs: counted('Tabs', ui.Tabs),
  };
});

describe('the slot game list', { timeout: 20_000 }, () => {
  it('renders a search’s results into the cards on screen, without rendering the provider chips, the tabs or the selects again', async () => {
    const games = {
      getVendors: vi.fn(async (): Promise<VendorLane[]> => [
        { title: 'RNG', cards: [providerCard('PG', 'RNG', 'PG Soft'), providerCard('JILI', 'RNG', 'Jili')] },
      ]),
      getList: vi.fn(async ({ gameName }: { gameName?: string }) => ({
        games: gameName ? [gameOf('9', 'Dragon Tiger')] : [gameOf('1', 'Fortune Ox'), gameOf('2', 'Mahjong Ways')],
        totalPages: 1,
      })),
    };
    await renderContent(<GameListPage />, { path: '/rng', platform: { games } });
    const firstCard = await screen.findByRole('button', { name: /^Fortune Ox/ });
    await screen.findByRole('button', { name: 'Jili' });
    const before = { ...renders };
    expect(before.ProviderCard).toBeGreaterThan(0);

    // The real 500 ms debounce, then the answer.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by game name' }), { target: { value: 'dragon' } });
    // The first result takes the first card's place: the card is updated, not mounted anew.
    expect(await screen.findByRole('button', { name: /^Dragon Tiger/ }, { timeout: 5000 })).toBe(firstCard);
    expect(games.getList).toHaveBeenLastCalledWith(expect.objectContaining({ gameName: 'dragon' }));
    // The address follows once the results are painted; that navigation leaves them alone too.
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/rng?gameName=dragon'));
    expect({ ...renders, Tabs: 0 }).toEqual({ ...before, Tabs: 0 });
  });

  it('renders the list once a search’s answer is in, not for the search while it is pending', async () => {
    let answer: (value: { games: ReturnType<typeof gameOf>[]; totalPages: number }) => void = () => undefined;
    const games = {
      getVendors: vi.fn(async (): Promise<VendorLane[]> => [
        { title: 'RNG', cards: [providerCard('PG', 'RNG', 'PG Soft')] },
      ]),
      getList: vi.fn(({ gameName }: { gameName?: string }) =>
        gameName
          ? new Promise<{ games: ReturnType<typeof gameOf>[]; totalPages: number }>((resolve) => (answer = resolve))
          : Promise.resolve({ games: [gameOf('1', 'Fortune Ox')], totalPages: 1 }),
      ),
    };
    await renderContent(<GameListPage />, { path: '/rng', platform: { games } });
    await screen.findByRole('button', { name: /^Fortune Ox/ });

    const before = renders.Tabs;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by game name' }), { target: { value: 'dragon' } });
    await waitFor(
      () => expect(games.getList).toHaveBeenLastCalledWith(expect.objectContaining({ gameName: 'dragon' })),
      { timeout: 5000 },
    );
    // A while for any render the pending search would cause.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(renders.Tabs).toBe(before);
    expect(screen.getByRole('button', { name: /^Fortune Ox/ })).toBeInTheDocument();

    answer({ games: [gameOf('9', 'Dragon Tiger')], totalPages: 1 });
    await screen.findByRole('button', { name: /^Dragon Tiger/ });
    expect(renders.Tabs).toBeGreaterThan(before);
  });
});
