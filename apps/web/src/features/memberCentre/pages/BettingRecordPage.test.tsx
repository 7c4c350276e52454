import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, RECORDS_CODES } from '@tessera/api';
import type { BettingRecord, BettingRecords, BettingRecordsQuery } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import BettingRecordPage from './BettingRecordPage';

const bet = (betId: number, overrides: Partial<BettingRecord> = {}): BettingRecord => ({
  betId,
  gameName: `Game ${betId}`,
  vendor: 'PG',
  gameType: 'RNG',
  stake: 100,
  win: 0,
  profit: -100,
  time: '2024-06-30T23:59:59.999Z',
  ...overrides,
});

const answer = (content: BettingRecord[], overrides: Partial<BettingRecords> = {}): BettingRecords => ({
  content,
  totalPages: 1,
  totalElements: content.length,
  summary: { stake: 0, win: 0, profit: 0 },
  ...overrides,
});

async function open(getBettingRecords: (query: BettingRecordsQuery) => Promise<BettingRecords>) {
  const spy = vi.fn(getBettingRecords);
  const view = await renderContent(<BettingRecordPage />, {
    path: '/',
    platform: { records: { getBettingRecords: spy } },
  });
  return { ...view, spy, user: userEvent.setup() };
}

const lastCall = (spy: { mock: { calls: [BettingRecordsQuery][] } }) => spy.mock.calls.at(-1)![0];

describe('the betting record', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-07-01T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the last 7 days’ bets with their time, game, provider, stake, win and signed profit, and the range’s totals', async () => {
    const { spy } = await open(async () =>
      answer(
        [
          bet(2, {
            gameName: 'Fortune Ox',
            vendor: 'PG',
            stake: 5_000,
            win: 12_550,
            profit: 7_550,
            time: '2024-07-01T00:00:00.000Z',
          }),
          bet(1, {
            gameName: 'Ocean King',
            vendor: 'JDB',
            gameType: 'FISH',
            stake: 123_456,
            win: 0,
            profit: -123_456,
            time: '2024-06-30T23:59:59.999Z',
          }),
        ],
        { totalElements: 2, summary: { stake: 128_456, win: 12_550, profit: -115_906 } },
      ),
    );
    const table = await screen.findByRole('table');
    expect(table.querySelector('caption')).toHaveTextContent('Bets from 2024-06-25 to 2024-07-01 (UTC): 2');
    expect(spy).toHaveBeenCalledWith({ from: '2024-06-25', to: '2024-07-01', pageNo: 1, pageSize: 20 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2024-07-01 00:00:00', 'Fortune Ox', 'PG', '50.00', '125.50', '+75.50'],
      ['2024-06-30 23:59:59', 'Ocean King', 'JDB', '1,234.56', '0.00', '-1,234.56'],
    ]);
    expect(within(rows[0]!).getByText('+75.50')).toHaveAttribute('data-sign', 'up');
    expect(within(rows[1]!).getByText('-1,234.56')).toHaveAttribute('data-sign', 'down');
    const totals = screen.getByRole('region', { name: 'Totals for the period' });
    expect(totals).toHaveTextContent('Total stake1,284.56');
    expect(totals).toHaveTextContent('Total win125.50');
    expect(totals).toHaveTextContent('Profit-1,159.06');
  });

  it('asks again for each quick range and game type, from the first page', async () => {
    const { spy, user } = await open(async () => answer([bet(1)]));
    await screen.findByRole('table');
    const quick = screen.getByRole('group', { name: 'Quick ranges' });
    expect(within(quick).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(quick).getByRole('button', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(lastCall(spy)).toEqual({ from: '2024-06-30', to: '2024-06-30', pageNo: 1, pageSize: 20 }),
    );
    expect(within(quick).getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2024-06-30');

    await user.click(within(quick).getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(lastCall(spy)).toMatchObject({ from: '2024-06-02', to: '2024-07-01' }));

    await user.selectOptions(screen.getByLabelText('Game type'), 'Fishing');
    await waitFor(() =>
      expect(lastCall(spy)).toEqual({
        from: '2024-06-02',
        to: '2024-07-01',
        pageNo: 1,
        pageSize: 20,
        gameType: 'FISH',
      }),
    );

    await user.click(within(quick).getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(lastCall(spy)).toEqual({
        from: '2024-07-01',
        to: '2024-07-01',
        pageNo: 1,
        pageSize: 20,
        gameType: 'FISH',
      }),
    );
  });

  it('moves between pages, and a new filter starts again at page 1', async () => {
    const { spy, user } = await open(async (q) => answer([bet(q.pageNo * 10)], { totalPages: 3, totalElements: 45 }));
    await screen.findByText('Game 10');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Game 30')).toBeInTheDocument();
    expect(lastCall(spy)).toMatchObject({ pageNo: 3 });
    expect(screen.getByRole('button', { name: 'Page 3, current page' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('Game 10')).toBeInTheDocument();
    expect(lastCall(spy)).toMatchObject({ from: '2024-07-01', pageNo: 1 });
  });

  it('checks custom days before asking: a start after the end, or more than 31 days, is explained and not sent', async () => {
    const { spy, user } = await open(async () => answer([bet(1)]));
    await screen.findByRole('table');
    const calls = spy.mock.calls.length;
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');

    await user.clear(from);
    await user.type(from, '2024-07-02');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();

    await user.clear(from);
    await user.type(from, '2024-05-31');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose a period of at most 31 days.')).toBeInTheDocument();
    expect(spy.mock.calls.length).toBe(calls);

    await user.clear(from);
    await user.type(from, '2024-06-01');
    await user.clear(to);
    await user.type(to, '2024-07-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastCall(spy)).toEqual({ from: '2024-06-01', to: '2024-07-01', pageNo: 1, pageSize: 20 }),
    );
    expect(screen.queryByText('Choose a period of at most 31 days.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when the range holds no bets', async () => {
    await open(async () => answer([]));
    expect(await screen.findByRole('heading', { name: 'No bets in this period' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('explains a failure in words, keeps the filter, and retries', async () => {
    let fail = true;
    const { spy, user } = await open(async () => {
      if (fail) throw new ApiError({ kind: 'network', code: 'NETWORK_ERROR', message: 'Network Error' });
      return answer([bet(7)]);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your records could not be loaded');
    expect(alert).toHaveTextContent('The network link is abnormal');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Game 7')).toBeInTheDocument();
    expect(lastCall(spy)).toEqual({ from: '2024-06-25', to: '2024-07-01', pageNo: 1, pageSize: 20 });
  });

  it('translates the platform’s refusal of a query', async () => {
    await open(async () => {
      throw new ApiError({
        kind: 'http',
        status: 400,
        code: RECORDS_CODES.rangeTooLong,
        message: 'A range spans at most 31 days',
      });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a period of at most 31 days.');
  });
});
