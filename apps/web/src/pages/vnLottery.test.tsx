import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VnLotteryPage from './VnLotteryPage';
import { renderLottery } from '../test/lottery';

describe('the VN lobby', { timeout: 15_000 }, () => {
  it('shows the games by region and the latest draws, of every game or the one chosen', async () => {
    const { calls } = await renderLottery(<VnLotteryPage />, { path: '/vnlottery', member: null });
    expect(await screen.findByRole('tab', { name: 'North' })).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tab', { name: 'South' })).toBeInTheDocument();
    const draws = await screen.findByRole('table');
    const rows = within(draws).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('VN Lotto 45s');
    expect(rows[0]).toHaveTextContent('20240630-0042');
    expect(within(rows[0]!).getByText('12345')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(calls.getVnOpenedNumeros).toHaveBeenCalledWith(100, undefined);

    await userEvent.selectOptions(screen.getByLabelText('Game'), 'VNHN');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(calls.getVnOpenedNumeros).toHaveBeenCalledWith(100, 'VNHN');
  });
});
