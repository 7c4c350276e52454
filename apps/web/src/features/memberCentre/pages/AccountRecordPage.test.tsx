import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@tessera/api';
import type { AccountRecord, AccountRecords, AccountRecordsQuery } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import AccountRecordPage from './AccountRecordPage';

const move = (id: number, overrides: Partial<AccountRecord> = {}): AccountRecord => ({
  id,
  kind: 'BET',
  walletCode: 'MAIN',
  amount: -100,
  balanceAfter: 10_000,
  memo: `spin in game ${id}`,
  time: '2024-07-01T08:00:00.000Z',
  ...overrides,
});

const answer = (content: AccountRecord[], overrides: Partial<AccountRecords> = {}): AccountRecords => ({
  content,
  totalPages: 1,
  totalElements: content.length,
  ...overrides,
});

async function open(getAccountRecords: (query: AccountRecordsQuery) => Promise<AccountRecords>) {
  const spy = vi.fn(getAccountRecords);
  const view = await renderContent(<AccountRecordPage />, {
    path: '/',
    platform: { records: { getAccountRecords: spy } },
  });
  return { ...view, spy, user: userEvent.setup() };
}

describe('the account record', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-07-01T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows each movement: time, translated kind, wallet, signed amount, balance after and remark', async () => {
    const { spy } = await open(async () =>
      answer([
        move(3, {
          kind: 'WIN',
          amount: 25_050,
          balanceAfter: 1_234_567,
          memo: 'win in game 9425',
          time: '2024-07-01T09:30:05.000Z',
        }),
        move(2, {
          kind: 'BET',
          amount: -5_000,
          balanceAfter: 1_209_517,
          memo: 'spin in game 9425',
          time: '2024-07-01T09:30:05.000Z',
        }),
        move(1, {
          kind: 'TRANSFER',
          walletCode: 'SABA',
          amount: 10_000,
          balanceAfter: 10_000,
          memo: null,
          time: '2024-06-29T00:00:00.000Z',
        }),
      ]),
    );
    const table = await screen.findByRole('table');
    expect(table.querySelector('caption')).toHaveTextContent('Account activity from 2024-06-25 to 2024-07-01 (UTC): 3');
    expect(spy).toHaveBeenCalledWith({ from: '2024-06-25', to: '2024-07-01', pageNo: 1, pageSize: 20 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2024-07-01 09:30:05', 'Win', 'MAIN', '+250.50', '12,345.67', 'win in game 9425'],
      ['2024-07-01 09:30:05', 'Bet', 'MAIN', '-50.00', '12,095.17', 'spin in game 9425'],
      ['2024-06-29 00:00:00', 'Wallet transfer', 'SABA', '+100.00', '100.00', '—'],
    ]);
  });

  it('filters by kind, with the kinds in words, from the first page', async () => {
    const { spy, user } = await open(async (q) => answer([move(q.pageNo)], { totalPages: 2, totalElements: 21 }));
    await screen.findByRole('table');
    const kinds = screen.getByLabelText('Type');
    expect(
      within(kinds)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All types',
      'Deposit',
      'Withdrawal',
      'Wallet transfer',
      'Bet',
      'Win',
      'Adjustment',
      'Opening balance',
      'Points',
    ]);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(spy.mock.calls.at(-1)![0]).toMatchObject({ pageNo: 2 }));
    await user.selectOptions(kinds, 'Withdrawal');
    await waitFor(() =>
      expect(spy.mock.calls.at(-1)![0]).toEqual({
        from: '2024-06-25',
        to: '2024-07-01',
        pageNo: 1,
        pageSize: 20,
        kind: 'WITHDRAWAL',
      }),
    );
    await user.selectOptions(kinds, 'All types');
    await waitFor(() =>
      expect(spy.mock.calls.at(-1)![0]).toEqual({ from: '2024-06-25', to: '2024-07-01', pageNo: 1, pageSize: 20 }),
    );
  });

  it('says when nothing moved, and retries after a failure', async () => {
    let fail = true;
    const { user } = await open(async () => {
      if (fail) throw new ApiError({ kind: 'timeout', code: 'TIMEOUT', message: 'timeout' });
      return answer([]);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The page took too long to load');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No account activity in this period' })).toBeInTheDocument();
  });
});
