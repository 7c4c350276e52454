import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WithdrawPayload, WithdrawSettings } from '@tessera/api';
import { ApiError } from '@tessera/api';
import { renderContent } from '../../content/renderContent';
import { memberLoaded } from '../../session/slice';
import { memberInfo } from '../../../test/fixtures';
import WithdrawPage from './WithdrawPage';

const SETTINGS: WithdrawSettings = { minAmount: 1_000, maxAmount: 5_000_000, withdrawable: 10_000, dailyCount: 5, usedToday: 1, currency: 'USD' };

async function render(withdraw: (p: WithdrawPayload) => Promise<unknown>) {
  let settings = SETTINGS;
  const platform = {
    cashier: { getWithdrawSettings: vi.fn(async () => settings), withdraw: vi.fn(async (p: WithdrawPayload) => {
      const answer = await withdraw(p);
      settings = { ...settings, withdrawable: settings.withdrawable - p.amount, usedToday: settings.usedToday + 1 };
      return answer;
    }) },
    member: { getBalance: vi.fn(async () => ({ sumBalance: settings.withdrawable, currency: 'USD' })) },
  };
  const view = await renderContent(<WithdrawPage />, { path: '/index', platform: platform as never, prepare: (store) => store.dispatch(memberLoaded({ member: memberInfo() })) });
  return { ...view, platform, user: userEvent.setup() };
}

const fill = async (user: ReturnType<typeof userEvent.setup>, amount: string, password = 'Secret123') => {
  await user.type(screen.getByRole('textbox', { name: /Amount/ }), amount);
  await user.type(screen.getByRole('textbox', { name: /Bank name/ }), 'Mekong Bank');
  await user.type(screen.getByRole('textbox', { name: /Account number/ }), '0123 4567');
  await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Nguyen Van A');
  await user.type(screen.getByLabelText(/Login password/), password);
};

describe('withdraw page', { timeout: 45_000 }, () => {
  it('shows what can be withdrawn and the limits, and keeps the amount within them', async () => {
    const { user, platform } = await render(async () => null);
    expect(await screen.findByTestId('withdrawable')).toHaveTextContent('$100.00');
    expect(screen.getByText('10.00 – 50,000.00')).toBeInTheDocument();
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    await fill(user, '100.01');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('You can withdraw at most $100.00.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All: the whole withdrawable amount' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('100');
    expect(platform.cashier.withdraw).not.toHaveBeenCalled();
  });

  it('clears only the password on a wrong one, then withdraws with the same key and shows the order', async () => {
    let calls = 0;
    const { user, platform } = await render(async (p) => {
      calls += 1;
      if (calls === 1) throw new ApiError({ kind: 'business', code: 'PASSWORD_INCORRECT', message: 'The login password is incorrect' });
      return { orderNo: 'W202611230123456789', amount: p.amount, status: 'PENDING', createdAt: '2026-11-23T08:00:00.000Z', balance: 6_000 };
    });
    await screen.findByTestId('withdrawable');
    await fill(user, '40', 'Wrong999');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The login password is incorrect. Nothing was withdrawn.');
    expect(screen.getByLabelText(/Login password/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('40');
    expect(screen.getByRole('textbox', { name: /Account number/ })).toHaveValue('0123 4567');

    await user.type(screen.getByLabelText(/Login password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Order W202611230123456789 for \$40\.00 is pending\. Your main wallet now holds \$60\.00\./)).toBeInTheDocument();
    const [first, second] = platform.cashier.withdraw.mock.calls.map((c) => c[0]);
    expect(first).toMatchObject({ amount: 4_000, bankName: 'Mekong Bank', accountNumber: '0123 4567', accountHolder: 'Nguyen Van A', password: 'Wrong999' });
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    await waitFor(() => expect(screen.getByTestId('withdrawable')).toHaveTextContent('$60.00'));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('');
  });
});
