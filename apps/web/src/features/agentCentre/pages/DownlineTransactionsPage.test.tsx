import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_TRANSACTION_CODES, ApiError } from '@tessera/api';
import type { AgentDownlineTransactions, AgentDownlineTransactionsQuery } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import DownlineTransactionsPage from './DownlineTransactionsPage';

const MOVES: AgentDownlineTransactions = {
  content: [
    {
      id: 31,
      memberId: 7,
      account: 'team_lan',
      kind: 'WIN',
      walletCode: 'MAIN',
      amount: 12_500,
      balanceAfter: 162_500,
      memo: 'win in game 4',
      time: '2024-06-12T21:05:09.000Z',
    },
    {
      id: 30,
      memberId: 9,
      account: 'team_binh',
      kind: 'WITHDRAWAL',
      walletCode: 'MAIN',
      amount: -15_000,
      balanceAfter: 65_000,
      memo: null,
      time: '2024-06-12T08:00:00.000Z',
    },
  ],
  totalPages: 4,
  totalElements: 61,
  currency: 'USD',
};

async function renderPage(
  getDownlineTransactions: (query: AgentDownlineTransactionsQuery) => Promise<AgentDownlineTransactions>,
) {
  const view = await renderContent(<DownlineTransactionsPage />, {
    path: '/index',
    platform: { agent: { getDownlineTransactions: vi.fn(getDownlineTransactions) } },
  });
  return { ...view, user: userEvent.setup() };
}

describe('downline transaction details', () => {
  beforeEach(() => {
    // Wednesday 12 June 2024 in the platform's UTC days.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-12T23:30:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("lists today's team wallet movements: time, account, type in words, wallet, signed amount, balance after, remark", async () => {
    const calls: AgentDownlineTransactionsQuery[] = [];
    await renderPage(async (query) => {
      calls.push(query);
      return MOVES;
    });
    const table = await screen.findByRole('table', {
      name: 'Team wallet movements, 2024-06-12 to 2024-06-12 (UTC): 61',
    });
    expect(calls).toEqual([{ from: '2024-06-12', to: '2024-06-12', pageNo: 1 }]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time (UTC)', 'Account', 'Type', 'Wallet', 'Amount', 'Balance after', 'Remark']);
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2024-06-12 21:05:09', 'team_lan', 'Win', 'MAIN', '+125.00', '1,625.00', 'win in game 4']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2024-06-12 08:00:00', 'team_binh', 'Withdrawal', 'MAIN', '-150.00', '650.00', '—']);
  });

  it('asks for the type chosen, the account searched, the range and the page, back to page 1 on a new filter', async () => {
    const calls: AgentDownlineTransactionsQuery[] = [];
    const { user } = await renderPage(async (query) => {
      calls.push(query);
      return MOVES;
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ from: '2024-06-12', to: '2024-06-12', pageNo: 3 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Deposit');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ from: '2024-06-12', to: '2024-06-12', pageNo: 1, kind: 'DEPOSIT' }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Account' }), 'lan{Enter}');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        from: '2024-06-12',
        to: '2024-06-12',
        pageNo: 1,
        account: 'lan',
        kind: 'DEPOSIT',
      }),
    );
    await user.click(within(screen.getByRole('group', { name: 'Range' })).getByRole('button', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        from: '2024-06-11',
        to: '2024-06-11',
        pageNo: 1,
        account: 'lan',
        kind: 'DEPOSIT',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All types');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ from: '2024-06-11', to: '2024-06-11', pageNo: 1, account: 'lan' }),
    );
  });

  it('says when the team did not move money in the range', async () => {
    await renderPage(async () => ({ content: [], totalPages: 0, totalElements: 0, currency: 'USD' }));
    expect(await screen.findByText('No team wallet movements in this range')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains an unknown type in words, with a retry', async () => {
    await renderPage(async () => {
      throw new ApiError({
        kind: 'http',
        code: AGENT_TRANSACTION_CODES.kindUnknown,
        message: 'kind must be one of …',
        status: 400,
      });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This type of movement cannot be shown');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
