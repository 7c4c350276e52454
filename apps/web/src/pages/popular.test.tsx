import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from './HomePage';
import { memberInfo, NORMAL_LANES, renderLottery } from '../test/lottery';

describe('the home popular lottery', { timeout: 15_000 }, () => {
  it('asks for 20 games of the prize mode: normal lottery when the ELOTT lane has no TCG_LOTTO_VN or LOTT-type card (§4)', async () => {
    const { calls } = await renderLottery(<HomePage />, {
      path: '/index',
      member: null,
      lanes: NORMAL_LANES,
      platform: { content: {} },
    });
    expect(await screen.findByRole('list', { name: 'Popular lottery' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.getPopular).toHaveBeenCalledWith({ prizeMode: 'Lott', language: 'EN', count: 20 });
  });

  it('opens the chosen game on /lottery with its code, provider and play type', async () => {
    await renderLottery(<HomePage />, { path: '/index', member: null, platform: { content: {} } });
    const popular = await screen.findByRole('list', { name: 'Popular lottery' }, { timeout: 5000 });
    await userEvent.click(within(popular).getByRole('button', { name: /^Ha Noi/ }));
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '/lottery?gameCode=VNHN&vendor=TCG_LOTTO_VN&playType=LO_2D',
      ),
    );
  });

  it('shows a member their recent draws under it, and a visitor nothing of them', async () => {
    const draws = [
      {
        gameCode: 'VNHN',
        gameName: 'Ha Noi',
        numero: '20261125-0042',
        result: '12345',
        openedAt: '2026-11-25T11:00:00.000Z',
      },
    ];
    const lottery = (mine: typeof draws) => ({
      getMenus: vi.fn(async () => []),
      getPopular: vi.fn(async () => []),
      getMyOpenedNumeros: vi.fn(async () => mine),
    });
    const member = lottery(draws);
    const view = await renderLottery(<HomePage />, {
      path: '/index',
      member: memberInfo(),
      platform: { content: {}, lottery: member },
    });
    const region = await screen.findByRole('region', { name: 'My recent draws' }, { timeout: 5000 });
    expect(within(region).getByRole('rowheader', { name: 'Ha Noi' })).toBeInTheDocument();
    expect(within(region).getByText('20261125-0042')).toBeInTheDocument();
    expect(member.getMyOpenedNumeros).toHaveBeenCalledWith(10);
    view.unmount();

    const visitor = lottery(draws);
    await renderLottery(<HomePage />, { path: '/index', member: null, platform: { content: {}, lottery: visitor } });
    await screen.findByRole('heading', { name: 'Popular lottery' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'My recent draws' })).not.toBeInTheDocument();
    expect(visitor.getMyOpenedNumeros).not.toHaveBeenCalled();
  });
});
