import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DownlineTransfer, DownlineTransferInfo, DownlineTransferPayload } from '@tessera/api';
import { ApiError } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import TransferDownlinePage from './TransferDownlinePage';

const INFO: DownlineTransferInfo = {
  downlines: [
    { account: 'team_lan', nickname: 'Lan', kind: 'member' },
    { account: 'team_khang', nickname: 'Khang', kind: 'agent' },
  ],
  balance: 10_000,
  minAmount: 100,
  maxAmount: 5_000_000,
  remarkMaxLength: 100,
  currency: 'USD',
};

describe('transfer to downline page', { timeout: 45_000 }, () => {
  it('sends to the chosen downline once per key, keeps the input on a refusal and lists the transfer', async () => {
    const history: DownlineTransfer[] = [];
    const keys: string[] = [];
    let balance = INFO.balance;
    const transfer = vi.fn(async (p: DownlineTransferPayload) => {
      keys.push(p.idempotencyKey);
      if (keys.length === 1)
        throw new ApiError({
          kind: 'business',
          code: 'PASSWORD_INCORRECT',
          message: 'The login password is incorrect',
        });
      balance -= p.amount;
      const made: DownlineTransfer = {
        transferNo: 'D202611250000000001',
        downline: p.downline,
        amount: p.amount,
        remark: p.remark,
        status: 'COMPLETED',
        createdAt: '2026-11-25T10:00:00.000Z',
      };
      history.unshift(made);
      return { ...made, balance, replayed: false };
    });
    const platform = {
      downline: {
        getInfo: vi.fn(async () => ({ ...INFO, balance })),
        getHistory: vi.fn(async () => ({
          content: [...history],
          totalPages: history.length ? 1 : 0,
          totalElements: history.length,
        })),
        transfer,
      },
      member: { getBalance: vi.fn(async () => ({ sumBalance: balance, currency: 'USD' })) },
    };
    await renderContent(<TransferDownlinePage />, { path: '/index', platform: platform });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Transfer to downline' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Direct downline/ }), 'team_khang');
    await user.type(within(form).getByRole('textbox', { name: /Amount/ }), '25.50');
    await user.type(within(form).getByLabelText(/Login password/), 'Wrong123');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(form).findByText('The login password is incorrect. Nothing was transferred.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Amount/ })).toHaveValue('25.50');
    expect(within(form).getByRole('combobox', { name: /Direct downline/ })).toHaveValue('team_khang');
    await user.type(within(form).getByLabelText(/Login password/), 'Demo1234');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(transfer).toHaveBeenCalledTimes(2));
    expect(
      await within(form).findByText(/Transfer D202611250000000001 of \$25\.50 to team_khang is completed/),
    ).toBeInTheDocument();
    expect(transfer).toHaveBeenLastCalledWith({
      downline: 'team_khang',
      amount: 2_550,
      remark: '',
      password: 'Demo1234',
      idempotencyKey: keys[0],
    });
    await waitFor(() =>
      expect(screen.getAllByRole('row').some((row) => row.textContent?.includes('team_khang'))).toBe(true),
    );
  });
});
