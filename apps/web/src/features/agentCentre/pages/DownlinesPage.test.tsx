import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NOT_AN_AGENT } from '@tessera/api';
import type { AgentDownline, AgentDownlines, AgentDownlinesQuery } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import DownlinesPage from './DownlinesPage';

const member = (n: number, extra: Partial<AgentDownline> = {}): AgentDownline => ({
  memberId: n,
  account: `team_${n}`,
  nickname: `Member ${n}`,
  kind: 'member',
  level: 2,
  registeredAt: '2024-06-01T08:09:10.000Z',
  lastLoginAt: null,
  balance: 0,
  ...extra,
});

/** A platform that answers the query from a team of `team`, 20 a page, as the real one filters. */
function platformOf(team: AgentDownline[], calls: AgentDownlinesQuery[]) {
  return async (query: AgentDownlinesQuery): Promise<AgentDownlines> => {
    calls.push(query);
    const found = team.filter(
      (d) =>
        (!query.account || d.account.toLowerCase().includes(query.account.toLowerCase())) &&
        (!query.directOnly || d.level === 1),
    );
    const start = (query.pageNo - 1) * 20;
    return {
      content: found.slice(start, start + 20),
      totalPages: Math.ceil(found.length / 20),
      totalElements: found.length,
      currency: 'USD',
    };
  };
}

async function renderPage(getDownlines: (query: AgentDownlinesQuery) => Promise<AgentDownlines>) {
  const view = await renderContent(<DownlinesPage />, {
    path: '/index',
    platform: { agent: { getDownlines: vi.fn(getDownlines) } },
  });
  return { ...view, user: userEvent.setup() };
}

const TEAM = [
  member(1, {
    account: 'team_khang',
    nickname: 'Khang',
    kind: 'agent',
    level: 1,
    lastLoginAt: '2024-06-12T23:30:05.000Z',
    balance: 123_456_78,
  }),
  member(2, { account: 'Team_Lan', nickname: 'Lan', level: 1, balance: 5_00 }),
  ...Array.from({ length: 23 }, (_, i) => member(10 + i)),
];

describe('downline management', () => {
  it('shows each team member with account, nickname, type, level, registration, last login and balance', async () => {
    const calls: AgentDownlinesQuery[] = [];
    await renderPage(platformOf(TEAM, calls));
    const table = await screen.findByRole('table', { name: 'Team members: 25' });
    expect(calls[0]).toEqual({ pageNo: 1 });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Account', 'Nickname', 'Type', 'Level', 'Registered (UTC)', 'Last login (UTC)', 'Balance']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'team_khang',
      'Khang',
      'Agent',
      '1 (direct)',
      '2024-06-01 08:09:10',
      '2024-06-12 23:30:05',
      '123,456.78',
    ]);
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['team_10', 'Member 10', 'Member', '2', '2024-06-01 08:09:10', 'Never', '0.00']);
  });

  it('searches by account, keeps to direct downlines, and pages, each from page 1', async () => {
    const calls: AgentDownlinesQuery[] = [];
    const { user } = await renderPage(platformOf(TEAM, calls));
    await screen.findByRole('table', { name: 'Team members: 25' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
    expect(calls.at(-1)).toEqual({ pageNo: 2 });

    await user.type(screen.getByRole('searchbox', { name: 'Account' }), ' team_l ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Team members: 1' });
    expect(calls.at(-1)).toEqual({ pageNo: 1, account: 'team_l' });
    expect(screen.getByRole('cell', { name: 'Team_Lan' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await screen.findByRole('table', { name: 'Team members: 25' });
    await user.click(screen.getByRole('checkbox', { name: 'Direct downlines only' }));
    await screen.findByRole('table', { name: 'Team members: 2' });
    expect(calls.at(-1)).toEqual({ pageNo: 1, directOnly: true });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says when no account matches the search', async () => {
    const { user } = await renderPage(platformOf(TEAM, []));
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Account' }), 'nobody{Enter}');
    expect(await screen.findByText('No team members found')).toBeInTheDocument();
    expect(screen.getByText("No team member's account contains “nobody”.")).toBeInTheDocument();
  });

  it('explains a refusal to a member who is not an agent, with a retry', async () => {
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
