import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from '../../pages/HomePage';
import { NORMAL_LANES, renderLottery } from './testing';

describe('the home popular lottery', { timeout: 15_000 }, () => {
  it('asks for 20 games of the prize mode: normal lottery when the ELOTT lane has no TCG_LOTTO_VN or LOTT-type card (§4)', async () => {
    const { calls } = await renderLottery(<HomePage />, { path: '/index', member: null, lanes: NORMAL_LANES, platform: { content: {} } });
    expect(await screen.findByRole('list', { name: 'Popular lottery' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.getPopular).toHaveBeenCalledWith({ prizeMode: 'Lott', language: 'EN', count: 20 });
  });

  it('opens the chosen game on /lottery with its code, provider and play type', async () => {
    await renderLottery(<HomePage />, { path: '/index', member: null, platform: { content: {} } });
    const popular = await screen.findByRole('list', { name: 'Popular lottery' }, { timeout: 5000 });
    await userEvent.click(within(popular).getByRole('button', { name: /^Ha Noi/ }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/lottery?gameCode=VNHN&vendor=TCG_LOTTO_VN&playType=LO_2D'));
  });
});

