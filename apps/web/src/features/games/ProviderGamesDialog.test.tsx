import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GameListOptions } from '@tessera/api';
import { renderContent } from '../../test/renderContent';
import { memberLoaded } from '../session/slice';
import { gameOf, memberInfo } from '../../test/fixtures';
import { ProviderGamesDialog } from './ProviderGamesDialog';
import { providerPopupOpened } from './slice';

function platform() {
  return {
    games: {
      getList: vi.fn(async (options: GameListOptions) => ({
        games:
          options.gameType === 'FISH'
            ? [gameOf('f1', 'Ocean King', { gameType: 'FISH', vassalage: 'JILI' })]
            : [gameOf('s1', 'Golden Reels', { vassalage: 'JILI' })],
        totalPages: 1,
      })),
      getVassGameTypes: vi.fn(async () => [{ vassalage: 'JILI', name: 'JILI', gameTypes: ['FISH', 'RNG'] }]),
    },
  };
}

describe('a provider’s popup game list', { timeout: 30_000 }, () => {
  it('offers a member each game type the provider has, and lists the one chosen', async () => {
    const p = platform();
    await renderContent(<ProviderGamesDialog />, {
      path: '/fish',
      platform: p as never,
      prepare: (store) => {
        store.dispatch(memberLoaded({ member: memberInfo() }));
        store.dispatch(providerPopupOpened({ vassalage: 'JILI', gameType: 'FISH', name: 'JILI' } as never));
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'JILI games' });
    const types = await within(dialog).findByRole('group', { name: 'Game types of JILI' });
    expect(within(types).getByRole('button', { name: 'Fishing' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(dialog).findByText('Ocean King')).toBeInTheDocument();
    await userEvent.click(within(types).getByRole('button', { name: 'Slots' }));
    expect(await within(dialog).findByText('Golden Reels')).toBeInTheDocument();
    expect(p.games.getVassGameTypes).toHaveBeenCalledWith('JILI');
  });

  it('shows a visitor the popup’s own type only, without asking for the types', async () => {
    const p = platform();
    await renderContent(<ProviderGamesDialog />, {
      path: '/fish',
      platform: p as never,
      prepare: (store) =>
        void store.dispatch(providerPopupOpened({ vassalage: 'JILI', gameType: 'FISH', name: 'JILI' } as never)),
    });
    const dialog = await screen.findByRole('dialog', { name: 'JILI games' });
    expect(await within(dialog).findByText('Ocean King')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('group')).not.toBeInTheDocument());
    expect(p.games.getVassGameTypes).not.toHaveBeenCalled();
  });
});
