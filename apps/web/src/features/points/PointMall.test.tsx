import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PointRecords, PointReward, RedeemHistory, RedeemPayload, RedeemResult } from '@tessera/api';
import { ApiError, POINTS_CODES } from '@tessera/api';
import { renderContent } from '../../test/renderContent';
import { memberLoaded } from '../session/slice';
import { memberInfo } from '../../test/fixtures';
import { PointMall } from './PointMall';

const REWARDS: PointReward[] = [
  {
    id: 'voucher-10',
    name: 'Shopping voucher 10.00',
    imageUrl: '/static/rewards/voucher-10.svg',
    pointsRequirement: 1_000,
    amountRequirement: 0,
    stock: 5,
  },
  {
    id: 'smartphone',
    name: 'Smartphone',
    imageUrl: '/static/rewards/smartphone.svg',
    pointsRequirement: 60_000,
    amountRequirement: 50_000,
    stock: 0,
  },
];

const RECORDS: PointRecords = {
  content: [
    {
      id: 2,
      type: 'live',
      changedPoints: 500,
      pointsBalance: 1_500,
      remark: 'Live casino turnover',
      time: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 1,
      type: 'deposit',
      changedPoints: 1_000,
      pointsBalance: 1_000,
      remark: 'Deposit bonus points',
      time: '2026-11-19T10:00:00.000Z',
    },
  ],
  totalPages: 1,
  totalElements: 2,
};

function platform(redeem: (p: RedeemPayload) => Promise<RedeemResult>) {
  let points = 1_500;
  let history: RedeemHistory = { content: [], totalPages: 0, totalElements: 0 };
  return {
    points: {
      getRewards: vi.fn(async () => REWARDS),
      getConfig: vi.fn(async () => ({ ratio: 100, currency: 'USD' })),
      getBalance: vi.fn(async () => ({ points })),
      getRecords: vi.fn(async () => RECORDS),
      getRedeemHistory: vi.fn(async () => history),
      redeem: vi.fn(async (p: RedeemPayload) => {
        const result = await redeem(p);
        points = result.pointsBalance;
        history = { content: [result], totalPages: 1, totalElements: 1 };
        return result;
      }),
    },
    member: { getBalance: vi.fn(async () => ({ sumBalance: 0, currency: 'USD' })) },
  };
}

const signedIn = {
  prepare: (store: { dispatch: (a: unknown) => unknown }) =>
    void store.dispatch(memberLoaded({ member: memberInfo() })),
};

describe('point mall', { timeout: 45_000 }, () => {
  it('shows a visitor the catalogue and a login prompt, and no balance, history or redeem button', async () => {
    const p = platform(async () => {
      throw new Error('not called');
    });
    await renderContent(<PointMall />, { path: '/pointMall', platform: p });
    expect(await screen.findByRole('heading', { name: 'Shopping voucher 10.00' })).toBeInTheDocument();
    expect(screen.getByText('60,000 points plus $500.00')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Redeem/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Redeem history' })).not.toBeInTheDocument();
    expect(p.points.getBalance).not.toHaveBeenCalled();
  });

  it("shows the member's points and details, keeps the form on a wrong password, then redeems once with the same key", async () => {
    let calls = 0;
    const keys: string[] = [];
    const p = platform(async (payload) => {
      calls += 1;
      keys.push(payload.idempotencyKey);
      if (calls === 1)
        throw new ApiError({
          kind: 'business',
          code: POINTS_CODES.passwordIncorrect,
          message: 'The login password is incorrect',
        });
      return {
        orderNo: 'P202611230000000001',
        rewardId: 'voucher-10',
        rewardName: 'Shopping voucher 10.00',
        quantity: 1,
        points: 1_000,
        amount: 0,
        status: 'processing',
        time: '2026-11-23T10:00:00.000Z',
        pointsBalance: 500,
      };
    });
    const user = userEvent.setup();
    await renderContent(<PointMall />, { path: '/pointMall', platform: p, ...signedIn });
    await waitFor(() => expect(screen.getByTestId('point-balance')).toHaveTextContent('1,500'));
    expect(screen.getByText('100 points = $1.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem Smartphone' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('tab', { name: 'Points details' }));
    const details = await screen.findByRole('region', { name: 'Points details' });
    expect(within(details).getByText('Live casino turnover')).toBeInTheDocument();
    expect(within(details).getByText('+500')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Redeem Shopping voucher 10.00' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await within(dialog).findAllByText('Input cannot be empty.')).not.toHaveLength(0);
    expect(p.points.redeem).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /Receiving address/ }), '12 Harbour Road, Da Nang');
    await user.type(within(dialog).getByRole('textbox', { name: /Mobile number/ }), '0912345678');
    await user.type(within(dialog).getByLabelText(/Withdraw password/), 'Wrong999');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Receiving address/ })).toHaveValue('12 Harbour Road, Da Nang');
    expect(within(dialog).getByLabelText(/Withdraw password/)).toHaveValue('');

    await user.type(within(dialog).getByLabelText(/Withdraw password/), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await within(dialog).findByText(/order P202611230000000001 is processing/)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(p.points.redeem.mock.calls[1]![0]).toMatchObject({
      rewardId: 'voucher-10',
      quantity: 1,
      withdrawPassword: 'Secret123',
    });

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('point-balance')).toHaveTextContent('500'));
    await user.click(screen.getByRole('tab', { name: 'Redeem history' }));
    const history = await screen.findByRole('region', { name: 'Redeem history' });
    expect(within(history).getByText('Processing')).toBeInTheDocument();
  });
});
