import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentTeamBetting, AgentTeamBettingQuery } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import TeamBettingPage from './TeamBettingPage';

const BETTING: AgentTeamBetting = {
  content: [
    {
      memberId: 7,
      account: 'team_lan',
      nickname: 'Lan',
      level: 1,
      betCount: 1_204,
      betAmount: 250_000,
      win: 190_000,
      profitLoss: -60_000,
    },
    {
      memberId: 9,
      account: 'team_binh',
      nickname: 'Binh',
      level: 2,
      betCount: 3,
      betAmount: 1_500,
      win: 4_000,
      profitLoss: 2_500,
    },
  ],
  totalPages: 3,
  totalElements: 42,
  summary: { betCount: 5_000, betAmount: 9_876_543, win: 9_000_000, profitLoss: -876_543 },
  currency: 'USD',
};

async function renderPage(getTeamBetting: (query: AgentTeamBettingQuery) => Promise<AgentTeamBetting>) {
  const view = await renderContent(<TeamBettingPage />, {
    path: '/index',
    platform: { agent: { getTeamBetting: vi.fn(getTeamBetting) } },
  });
  return { ...view, user: userEvent.setup() };
}

const total = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('team betting', () => {
  beforeEach(() => {
    // Wednesday 12 June 2024 in the platform's UTC days.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-12T23:30:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("lists today's bettors with the range's totals, profit and loss signed in text", async () => {
    const calls: AgentTeamBettingQuery[] = [];
    await renderPage(async (query) => {
      calls.push(query);
      return BETTING;
    });
    const table = await screen.findByRole('table', { name: 'Team members who bet, 2024-06-12 to 2024-06-12: 42' });
    expect(calls).toEqual([{ from: '2024-06-12', to: '2024-06-12', pageNo: 1 }]);
    const rows = within(table).getAllByRole('row');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Account', 'Level', 'Bets', 'Bet amount', 'Win', 'Profit / loss']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['team_lan', '1 (direct)', '1,204', '2,500.00', '1,900.00', '-600.00']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['team_binh', '2', '3', '15.00', '40.00', '+25.00']);
    expect(screen.getByRole('heading', { level: 3, name: 'Totals of the range' })).toBeInTheDocument();
    expect(total('Bets')).toBe('5,000');
    expect(total('Bet amount')).toBe('98,765.43');
    expect(total('Win')).toBe('90,000.00');
    expect(total('Profit / loss')).toBe('-8,765.43');
  });

  it('asks for the range picked, the account searched and the page, back to page 1 on a new range', async () => {
    const calls: AgentTeamBettingQuery[] = [];
    const { user } = await renderPage(async (query) => {
      calls.push(query);
      return BETTING;
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ from: '2024-06-12', to: '2024-06-12', pageNo: 2 }));
    await user.click(within(screen.getByRole('group', { name: 'Range' })).getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ from: '2024-06-01', to: '2024-06-12', pageNo: 1 }));
    await user.type(screen.getByRole('searchbox', { name: 'Account' }), 'binh{Enter}');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ from: '2024-06-01', to: '2024-06-12', pageNo: 1, account: 'binh' }),
    );
  });

  it('says when nobody of the team bet in the range', async () => {
    await renderPage(async () => ({
      content: [],
      totalPages: 0,
      totalElements: 0,
      summary: { betCount: 0, betAmount: 0, win: 0, profitLoss: 0 },
      currency: 'USD',
    }));
    expect(await screen.findByText('No team bets in this range')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
