import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NOT_AN_AGENT } from '@tessera/api';
import type { TeamOverview, TeamOverviewQuery } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import TeamOverviewPage from './TeamOverviewPage';

const OVERVIEW: TeamOverview = {
  teamSize: 1_234,
  directDownlines: 5,
  newMembers: 2,
  activeMembers: 6,
  teamBalance: 123_456_789,
  betAmount: 98_765,
  profitLoss: -4_321,
  depositAmount: 500_000,
  withdrawAmount: 85_000,
  currency: 'USD',
};

async function renderPage(getTeamOverview: (query: TeamOverviewQuery) => Promise<TeamOverview>) {
  const view = await renderContent(<TeamOverviewPage />, {
    path: '/index',
    platform: { agent: { getTeamOverview: vi.fn(getTeamOverview) } },
  });
  return { ...view, user: userEvent.setup() };
}

/** The value of the labelled tile. */
const tile = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('team overview', () => {
  beforeEach(() => {
    // Wednesday 12 June 2024, 23:30 UTC: in the platform's UTC days, still the 12th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-06-12T23:30:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows today's figures as labelled tiles: counts, money with its symbol, a loss signed in text", async () => {
    const calls: TeamOverviewQuery[] = [];
    await renderPage(async (query) => {
      calls.push(query);
      return OVERVIEW;
    });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Members' })).toBeInTheDocument();
    expect(calls).toEqual([{ from: '2024-06-12', to: '2024-06-12' }]);
    expect(screen.getByText('Figures of 2024-06-12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(tile('Team size')).toBe('1,234');
    expect(tile('Direct downlines')).toBe('5');
    expect(tile('New members')).toBe('2');
    expect(tile('Active members')).toBe('6');
    expect(tile('Team balance')).toBe('$1,234,567.89');
    expect(tile('Bet amount')).toBe('$987.65');
    expect(tile('Profit / loss')).toBe('-$43.21');
    expect(tile('Deposits')).toBe('$5,000.00');
    expect(tile('Withdrawals')).toBe('$850.00');
    expect(screen.getByRole('heading', { level: 3, name: 'Money' })).toBeInTheDocument();
  });

  it('asks for the range picked, marks it, and signs a profit with +', async () => {
    const calls: TeamOverviewQuery[] = [];
    const { user } = await renderPage(async (query) => {
      calls.push(query);
      return { ...OVERVIEW, profitLoss: calls.length * 1_000 };
    });
    await screen.findByText('Team size');
    const group = screen.getByRole('group', { name: 'Range' });

    await user.click(within(group).getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(tile('Profit / loss')).toBe('+$20.00'));
    expect(within(group).getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(group).getByRole('button', { name: 'This week' }));
    await screen.findByText('Figures from 2024-06-10 to 2024-06-12');
    await user.click(within(group).getByRole('button', { name: 'This month' }));
    await screen.findByText('Figures from 2024-06-01 to 2024-06-12');
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(calls).toEqual([
      { from: '2024-06-12', to: '2024-06-12' },
      { from: '2024-06-11', to: '2024-06-11' },
      // Weeks start on Monday.
      { from: '2024-06-10', to: '2024-06-12' },
      { from: '2024-06-01', to: '2024-06-12' },
    ]);
  });

  it('starts a week on Monday even on a Sunday', async () => {
    vi.setSystemTime(new Date('2024-06-16T10:00:00.000Z'));
    const calls: TeamOverviewQuery[] = [];
    const { user } = await renderPage(async (query) => {
      calls.push(query);
      return OVERVIEW;
    });
    await screen.findByText('Team size');
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ from: '2024-06-10', to: '2024-06-16' }));
  });

  it('says when the call fails and shows the figures after a retry', async () => {
    let fail = true;
    const { user } = await renderPage(async () => {
      if (fail) throw new ApiError({ kind: 'network', code: 'NETWORK_ERROR', message: 'Network Error' });
      return OVERVIEW;
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The network link is abnormal');
    expect(screen.queryByText('Team size')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Team size')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a member who is not an agent so, in words', async () => {
    await renderPage(async () => {
      throw new ApiError({
        kind: 'http',
        code: NOT_AN_AGENT,
        message: 'The agent centre is for agents only',
        status: 403,
      });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The agent centre is for agents only');
    expect(screen.getByRole('alert')).toHaveTextContent('This account is not an agent account');
  });
});
