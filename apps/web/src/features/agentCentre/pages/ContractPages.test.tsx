import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConsolidatedFunds, Contract, ContractList } from '@tessera/api';
import { ApiError } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import DailyWagesPage from './DailyWagesPage';
import MyIncomePage from './MyIncomePage';

const tiered = (rate: number) => ({
  period: null,
  tiers: [{ rate, minBet: 0, minActiveMembers: 1 }],
  profitRate: null,
  lossRate: null,
  minSingleBet: null,
});
const contract = (more: Partial<Contract>): Contract => ({
  id: 1,
  kind: 'DAILY_SALARY',
  status: 'ACTIVE',
  upline: null,
  downline: 'team_khang',
  mySide: 'DOWNLINE',
  terms: tiered(150),
  offeredAt: '2026-11-20T10:00:00.000Z',
  acceptedAt: '2026-11-20T10:00:00.000Z',
  terminationRequestedBy: null,
  terminationRequestedAt: null,
  terminatesAt: null,
  endedAt: null,
  endReason: null,
  ...more,
});

const LIST: ContractList = {
  kind: 'DAILY_SALARY',
  mine: contract({ id: 1, upline: 'de***nt' }),
  offer: contract({ id: 2, status: 'OFFERED', upline: 'de***nt', terms: tiered(80), acceptedAt: null }),
  cascade: [{ downline: 'team_sub', terms: tiered(100) }],
  downlines: [
    {
      account: 'team_sub',
      nickname: 'Sub',
      contract: contract({ id: 3, mySide: 'UPLINE', upline: 'team_khang', downline: 'team_sub', terms: tiered(100) }),
      offer: null,
    },
    { account: 'team_new', nickname: 'New', contract: null, offer: null },
  ],
  noticeHours: 72,
};

async function renderDaily(process: (kind: string, body: unknown) => Promise<unknown>) {
  const platform = {
    contracts: { list: vi.fn(async () => LIST), process: vi.fn(process) },
    member: { getBalance: vi.fn(async () => ({ sumBalance: 0, currency: 'USD' })) },
  };
  const view = await renderContent(<DailyWagesPage />, { path: '/index', platform: platform as never });
  return { ...view, platform, user: userEvent.setup() };
}

describe('a contract page', { timeout: 45_000 }, () => {
  it('shows the contract with the upline and warns of the cascade before accepting a lower rate', async () => {
    const { user, platform } = await renderDaily(async () => ({
      contract: contract({ id: 2 }),
      ended: [contract({ id: 3, status: 'TERMINATED' })],
    }));
    expect(await screen.findByTestId('contract-mine-status')).toHaveTextContent('With de***nt · Active');
    const offer = screen.getByTestId('contract-offer');
    expect(offer).toHaveTextContent('0.80%');
    await user.click(within(offer).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('contract-cascade')).toHaveTextContent('team_sub at 1.00%');
    expect(platform.contracts.process).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(platform.contracts.process).toHaveBeenCalledWith('DAILY_SALARY', { action: 'ACCEPT', contractId: 2 }),
    );
    expect(await screen.findByTestId('negotiation-DAILY_SALARY:upline')).toHaveTextContent(
      'Contract accepted: it is in force now. Contracts you gave above the new rate ended with it.',
    );
  });

  it('offers a downline terms within the agent’s own rate, and keeps what was typed when the platform refuses', async () => {
    let calls = 0;
    const { user, platform } = await renderDaily(async () => {
      calls += 1;
      throw new ApiError({ kind: 'business', code: 'NOT_A_DIRECT_DOWNLINE', message: 'no' });
    });
    await user.click(await screen.findByRole('button', { name: 'Offer a contract to team_new' }));
    const form = await screen.findByRole('form', { name: 'Contract offer to team_new' });
    const rate = within(form).getByRole('textbox', { name: /^Rate/ });
    await user.type(rate, '1.6');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByText('At most 1.50%: a downline’s rate never exceeds yours.')).toBeInTheDocument();
    expect(calls).toBe(0);
    await user.clear(rate);
    await user.type(rate, '1.25');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(platform.contracts.process).toHaveBeenCalledWith('DAILY_SALARY', {
        action: 'OFFER',
        downline: 'team_new',
        terms: {
          period: null,
          tiers: [{ rate: 125, minBet: 0, minActiveMembers: 0 }],
          profitRate: null,
          lossRate: null,
          minSingleBet: null,
        },
      }),
    );
    expect(await within(form).findByText('This account is not one of your direct downlines.')).toBeInTheDocument();
    expect(rate).toHaveValue('1.25');
  });
});

describe('my income', { timeout: 45_000 }, () => {
  it('shows income to date, the range by kind, and each settlement', async () => {
    const funds: ConsolidatedFunds = {
      contracts: [contract({})],
      toDate: { total: 12_345, byKind: { DIVIDEND: 0, DAILY_SALARY: 12_345, HOURLY_SALARY: 0, REALTIME_SALARY: 0 } },
      range: {
        from: '2026-11-01',
        to: '2026-11-25',
        total: 450,
        byKind: { DIVIDEND: 0, DAILY_SALARY: 450, HOURLY_SALARY: 0, REALTIME_SALARY: 0 },
      },
      content: [
        {
          id: 9,
          contractId: 1,
          kind: 'DAILY_SALARY',
          period: '2026-11-24',
          windowStart: '2026-11-24T00:00:00.000Z',
          windowEnd: '2026-11-25T00:00:00.000Z',
          base: 30_000,
          rate: 150,
          gross: 450,
          downlinePaid: 0,
          amount: 450,
          paidAt: '2026-11-25T00:01:00.000Z',
        },
      ],
      totalPages: 1,
      totalElements: 1,
      currency: 'USD',
    };
    const getConsolidated = vi.fn(async () => funds);
    await renderContent(<MyIncomePage />, { path: '/index', platform: { contracts: { getConsolidated } } });
    expect(await screen.findByTestId('income-to-date')).toHaveTextContent('123.45');
    expect(screen.getByTestId('income-range-total')).toHaveTextContent('4.50');
    const row = screen.getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-11-24', 'Daily wages', '300.00', '1.50%', '0.00', '4.50', expect.stringMatching(/^2026-11-25/)]);
    expect(getConsolidated).toHaveBeenCalledWith(expect.objectContaining({ pageNo: 1 }));
  });
});
