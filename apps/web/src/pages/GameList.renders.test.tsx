import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { VendorLane } from '@tessera/api';
import type * as Ui from '@tessera/ui';

import GameListPage from './GameListPage';
import { renderContent } from '../test/renderContent';
import { gameOf, providerCard } from '../test/fixtures';

// Counts the renders of the filters' parts; each still renders the real component.
const renders = vi.hoisted(() => ({ ProviderCard: 0, TabsTrigger: 0, Select: 0 }));
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
    expect(renders).toEqual(before);
  });
});
