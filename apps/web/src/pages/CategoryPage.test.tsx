import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VendorLane } from '@tessera/api';
import CategoryPage from './CategoryPage';
import { gameOf, memberInfo, providerCard } from '../test/fixtures';
import { renderContent } from '../test/renderContent';
import { memberLoaded } from '../features/session/slice';

const card = providerCard;

const lanes: VendorLane[] = [
  { title: 'ELOTT', cards: [card('TCG', 'ELOTT', 'TCG Lottery')] },
  {
    title: 'LIVE',
    cards: [card('EVO', 'LIVE', 'Evo Studios', { isGame: 'VASSALAGE', isHot: 1 }), card('DG', 'LIVE', 'Dream Gaming')],
  },
  { title: 'ESPORTS', cards: [card('IMES', 'SPORTS', 'Mekong Masters')] },
];

const table = (nodeId: string, gameName: string) =>
  gameOf(nodeId, gameName, { vassalage: 'EVO', gameType: 'LIVE', lineNum: 1 });

function open(path: string, signedIn = true) {
  const getList = vi.fn(async () => ({
    games: [table('11', 'Speed Roulette'), table('12', 'Dragon Tiger')],
    totalPages: 1,
  }));
  const view = renderContent(<CategoryPage />, {
    path,
    platform: { games: { getVendors: vi.fn(async () => lanes), getList } },
    prepare: (store) => signedIn && store.dispatch(memberLoaded({ member: memberInfo() })),
  });
  return { view, getList };
}

describe('a category page', () => {
  it('shows the providers of its lane, hot ones marked', async () => {
    await open('/live').view;
    const list = await screen.findByRole('list', { name: 'Live casino providers' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringMatching(/Evo Studios/), 'Dream Gaming']);
    expect(within(list).getByRole('button', { name: /Evo Studios/ })).toHaveTextContent('Hot');
  });

  it("opens a live casino's tables in a popup, and a table launches in the game frame", async () => {
    const { view, getList } = open('/live');
    await view;
    fireEvent.click(await screen.findByRole('button', { name: /Evo Studios/ }));
    const popup = await screen.findByRole('dialog', { name: 'Evo Studios games' });
    expect(getList).toHaveBeenCalledWith(
      expect.objectContaining({ gameType: 'LIVE', vassalage: 'EVO', pageNo: 1, pageSize: 30 }),
    );
    fireEvent.click(await within(popup).findByRole('button', { name: /Dragon Tiger/ }));
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('/game?gameType=LIVE&vassalage=EVO&nodeId=12'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('launches a provider without tables straight away', async () => {
    await open('/live').view;
    fireEvent.click(await screen.findByRole('button', { name: 'Dream Gaming' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/game?gameType=LIVE&vassalage=DG'));
  });

  it('sends a visitor choosing a provider to /login', async () => {
    await open('/esports', false).view;
    fireEvent.click(await screen.findByRole('button', { name: 'Mekong Masters' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/login'));
  });

  it('takes e-lottery providers to the lottery lobby', async () => {
    await open('/elott', false).view;
    fireEvent.click(await screen.findByRole('button', { name: 'TCG Lottery' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/lottery?vendor=TCG'));
  });

  it('says so when the category has no providers', async () => {
    await open('/cockfight').view;
    expect(await screen.findByText('No providers here yet')).toBeInTheDocument();
  });
});
