import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, RECORDS_CODES } from '@tessera/api';
import type { PersonalProfit, PersonalProfitQuery } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import ProfitPage from './ProfitPage';

const answer = (query: PersonalProfitQuery, overrides: Partial<PersonalProfit> = {}): PersonalProfit => ({
  from: query.from,
  to: query.to,
  summary: { betCount: 3, stake: 128_456, validBet: 123_456, payout: 12_550, profit: -115_906 },
  days: [
    { day: '2024-07-01', betCount: 2, stake: 10_000, validBet: 5_000, payout: 12_550, profit: 2_550 },
    { day: '2024-06-30', betCount: 1, stake: 118_456, validBet: 118_456, payout: 0, profit: -118_456 },
  ],
  ...overrides,
});

async function open(getPersonalProfit: (query: PersonalProfitQuery) => Promise<PersonalProfit>) {
  const spy = vi.fn(getPersonalProfit);
  const view = await renderContent(<ProfitPage />, { path: '/', platform: { referral: { getPersonalProfit: spy } } });
  return { ...view, spy, user: userEvent.setup() };
}

describe('personal profit and loss', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-07-01T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the last 7 days’ totals and one line per day, profit and loss signed and in words', async () => {
    const { spy } = await open(async (query) => answer(query));
    const table = await screen.findByRole('table');
    expect(spy).toHaveBeenCalledWith({ from: '2024-06-25', to: '2024-07-01' });
    expect(table.querySelector('caption')).toHaveTextContent('Days with bets from 2024-06-25 to 2024-07-01 (UTC): 2');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2024-07-01', '2', '100.00', '50.00', '125.50', '+25.50Profit'],
      ['2024-06-30', '1', '1,184.56', '1,184.56', '0.00', '-1,184.56Loss'],
    ]);
    expect(within(rows[0]!).getByText('+25.50')).toHaveAttribute('data-sign', 'up');
    expect(within(rows[1]!).getByText('-1,184.56')).toHaveAttribute('data-sign', 'down');
    const totals = screen.getByRole('region', { name: 'Totals for the period' });
    expect(totals).toHaveTextContent('Bets3');
    expect(totals).toHaveTextContent('Stake1,284.56');
    expect(totals).toHaveTextContent('Valid bet1,234.56');
    expect(totals).toHaveTextContent('Payout125.50');
    expect(totals).toHaveTextContent('Profit/loss-1,159.06Loss');
  });

  it('asks again for a quick range and a game type', async () => {
    const { spy, user } = await open(async (query) => answer(query));
    await screen.findByRole('table');
    await user.click(
      within(screen.getByRole('group', { name: 'Quick ranges' })).getByRole('button', { name: 'Yesterday' }),
    );
    await waitFor(() => expect(spy.mock.calls.at(-1)![0]).toEqual({ from: '2024-06-30', to: '2024-06-30' }));
    await user.selectOptions(screen.getByLabelText('Game type'), 'FISH');
    await waitFor(() =>
      expect(spy.mock.calls.at(-1)![0]).toEqual({ from: '2024-06-30', to: '2024-06-30', gameType: 'FISH' }),
    );
  });

  it('says so when the period has no bets', async () => {
    await open(async (query) =>
      answer(query, { summary: { betCount: 0, stake: 0, validBet: 0, payout: 0, profit: 0 }, days: [] }),
    );
    expect(await screen.findByText('No bets in this period')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why in words when the platform refuses, and Retry asks again', async () => {
    let calls = 0;
    const { user } = await open(async (query) => {
      calls += 1;
      if (calls === 1) throw new ApiError({ kind: 'business', code: RECORDS_CODES.rangeTooLong, message: 'too long' });
      return answer(query);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profit and loss could not be loaded');
    expect(alert).toHaveTextContent('31');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
