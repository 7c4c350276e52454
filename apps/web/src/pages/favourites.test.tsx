import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LotteryPage from './LotteryPage';
import {
  favouriteLotteryKey,
  readFavouriteLottery,
  storeFavouriteToggle,
  toggleFavourite,
} from '../features/lottery/favourites';
import { memberInfo, renderLottery } from '../test/lottery';

afterEach(() => localStorage.clear());

describe('lottery favourites storage (§4: stored locally per account)', () => {
  it('adds a game first, removes it when it is already a favourite', () => {
    expect(toggleFavourite(['2'], '1')).toEqual(['1', '2']);
    expect(toggleFavourite(['1', '2'], '1')).toEqual(['2']);
  });

  it('keeps one list per account under favouriteLottery:<account>', () => {
    storeFavouriteToggle('alice', '1');
    storeFavouriteToggle('alice', '3');
    storeFavouriteToggle('bob', '2');
    expect(JSON.parse(localStorage.getItem('favouriteLottery:alice')!)).toEqual(['3', '1']);
    expect(readFavouriteLottery('bob')).toEqual(['2']);
    storeFavouriteToggle('alice', '3');
    expect(readFavouriteLottery('alice')).toEqual(['1']);
    expect(readFavouriteLottery('carol')).toEqual([]);
  });

  it('reads an unreadable entry as no favourites', () => {
    localStorage.setItem(favouriteLotteryKey('alice'), '{not json');
    expect(readFavouriteLottery('alice')).toEqual([]);
    localStorage.setItem(favouriteLotteryKey('alice'), JSON.stringify([1, '2', null]));
    expect(readFavouriteLottery('alice')).toEqual(['2']);
  });
});

const favouritesGrid = () => screen.findByRole('region', { name: 'Favourite lotteries' });

describe('the lobby favourites', { timeout: 15_000 }, () => {
  it('a member stars a game: it joins the favourites, for that account only', async () => {
    await renderLottery(<LotteryPage />, { path: '/lottery', member: memberInfo({ account: 'alice' }) });
    expect(await within(await favouritesGrid()).findByText('No favourite lotteries yet')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Ha Noi to favourites' }));
    const favourites = within(await favouritesGrid()).getByRole('list', { name: 'Favourite lotteries' });
    expect(within(favourites).getByText('Ha Noi')).toBeInTheDocument();
    expect(readFavouriteLottery('alice')).toEqual(['1']);
    // The star shows the new state wherever the game is listed.
    expect(screen.getAllByRole('button', { name: 'Remove Ha Noi from favourites' })).toHaveLength(2);
    cleanup();

    await renderLottery(<LotteryPage />, { path: '/lottery', member: memberInfo({ account: 'bob' }) });
    expect(await within(await favouritesGrid()).findByText('No favourite lotteries yet')).toBeInTheDocument();
    cleanup();

    await renderLottery(<LotteryPage />, { path: '/lottery', member: memberInfo({ account: 'alice' }) });
    expect(await within(await favouritesGrid()).findByText('Ha Noi')).toBeInTheDocument();
  });

  it('removing the star takes the game out of the favourites', async () => {
    storeFavouriteToggle('alice', '4');
    await renderLottery(<LotteryPage />, { path: '/lottery', member: memberInfo({ account: 'alice' }) });
    const favourites = await favouritesGrid();
    await userEvent.click(await within(favourites).findByRole('button', { name: 'Remove VR PK10 from favourites' }));
    expect(await within(favourites).findByText('No favourite lotteries yet')).toBeInTheDocument();
    expect(readFavouriteLottery('alice')).toEqual([]);
  });

  it('a visitor has none, and the star leads to /login', async () => {
    await renderLottery(<LotteryPage />, { path: '/lottery', member: null });
    expect(
      await within(await favouritesGrid()).findByText('Log in to keep your favourite lotteries here.'),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Ha Noi to favourites' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/login$/));
    expect(localStorage.length).toBe(0);
  });
});
