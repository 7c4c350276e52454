import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentUserProfit, AgentUserProfitQuery } from '@tessera/api';
import { ApiError, NOT_AN_AGENT } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import UserProfitPage from './UserProfitPage';

const PROFIT: AgentUserProfit = {
  content: [
    {
      memberId: 7,
      account: 'team_lan',
      level: 1,
      betCount: 1_204,
      stake: 250_000,
      validBet: 240_000,
      payout: 190_000,
      profitLoss: -60_000,
    },
    {
      memberId: 9,
      account: 'team_binh',
      level: 2,
      betCount: 3,
      stake: 1_500,
      validBet: 1_500,
      payout: 4_000,
      profitLoss: 2_500,
    },
    { memberId: 11, account: 'team_duc', level: 2, betCount: 0, stake: 0, validBet: 0, payout: 0, profitLoss: 0 },
  ],
  totalPages: 2,
  totalElements: 23,
  summary: { betCount: 5_000, stake: 9_876_543, validBet: 9_000_000, payout: 9_000_000, profitLoss: -876_543 },
  currency: 'USD',
};

async function renderPage(getUserProfit: (query: AgentUserProfitQuery) => Promise<AgentUserProfit>) {
  const view = await renderContent(<UserProfitPage />, {
    path: '/index',
    platform: { agent: { getUserProfit: vi.fn(getUserProfit) } },
  });
  return { ...view, user: userEvent.setup() };
}

const total = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('user profit and loss', () => {
  beforeEach(() => {
    // Wednesday 12 June 2024 in the platform's UTC days.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-12T23:30:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("lists today's team members with their figures, profit or loss signed and in words, under the team's totals", async () => {
    const calls: AgentUserProfitQuery[] = [];
    await renderPage(async (query) => {
      calls.push(query);
      return PROFIT;
    });
    const table = await screen.findByRole('table', {
      name: "Team members' profit and loss, 2024-06-12 to 2024-06-12: 23",
    });
    expect(calls).toEqual([{ from: '2024-06-12', to: '2024-06-12', pageNo: 1 }]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Account', 'Bets', 'Stake', 'Valid bet', 'Payout', 'Profit / loss']);
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['team_lan', '1,204', '2,500.00', '2,400.00', '1,900.00', '-600.00Loss']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['team_binh', '3', '15.00', '15.00', '40.00', '+25.00Profit']);
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['team_duc', '0', '0.00', '0.00', '0.00', '0.00Even']);
    expect(screen.getByRole('heading', { level: 3, name: 'Team totals' })).toBeInTheDocument();
    expect(total('Bets')).toBe('5,000');
    expect(total('Stake')).toBe('98,765.43');
    expect(total('Valid bet')).toBe('90,000.00');
    expect(total('Payout')).toBe('90,000.00');
    expect(total('Profit / loss')).toBe('-8,765.43Loss');
  });

  it('asks for the page, the range picked and the account searched, back to page 1 on a new filter', async () => {
    const calls: AgentUserProfitQuery[] = [];
    const { user } = await renderPage(async (query) => {
      calls.push(query);
      return PROFIT;
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ from: '2024-06-12', to: '2024-06-12', pageNo: 2 }));
    await user.click(within(screen.getByRole('group', { name: 'Range' })).getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ from: '2024-06-10', to: '2024-06-12', pageNo: 1 }));
    await user.type(screen.getByRole('searchbox', { name: 'Account' }), ' binh {Enter}');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ from: '2024-06-10', to: '2024-06-12', pageNo: 1, account: 'binh' }),
    );
  });

  it('says when no team member matches the search', async () => {
    const { user } = await renderPage(async (query) =>
      query.account
        ? {
            content: [],
            totalPages: 0,
            totalElements: 0,
            summary: { betCount: 0, stake: 0, validBet: 0, payout: 0, profitLoss: 0 },
            currency: 'USD',
          }
        : PROFIT,
    );
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Account' }), 'zed{Enter}');
    expect(await screen.findByText('No team members found')).toBeInTheDocument();
    expect(screen.getByText("No team member's account contains “zed”.")).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells a member that the agent centre is for agents only', async () => {
    await renderPage(async () => {
      throw new ApiError({
        kind: 'http',
        code: NOT_AN_AGENT,
        message: 'The agent centre is for agents only',
        status: 403,
      });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The agent centre is for agents only');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
