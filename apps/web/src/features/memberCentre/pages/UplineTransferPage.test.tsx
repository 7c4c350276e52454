import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  UplineTransfer,
  UplineTransferHistoryQuery,
  UplineTransferInfo,
  UplineTransferPayload,
  UplineTransferResult,
} from '@tessera/api';
import { ApiError } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import { memberLoaded } from '../../session/slice';
import { memberInfo } from '../../../test/fixtures';
import UplineTransferPage from './UplineTransferPage';

const INFO: UplineTransferInfo = {
  upline: { account: 'de***nt' },
  balance: 10_000,
  minAmount: 100,
  maxAmount: 5_000_000,
  remarkMaxLength: 100,
  currency: 'USD',
};

const transferOf = (n: number, amount: number, remark = ''): UplineTransfer => ({
  transferNo: `U2026112300000000${String(n).padStart(2, '0')}`,
  amount,
  remark,
  upline: 'de***nt',
  status: 'COMPLETED',
  createdAt: `2026-11-23T08:${String(n).padStart(2, '0')}:00.000Z`,
});

/** A platform holding `info` and a history; `transfer` decides each transfer's answer (a success moves the money). */
async function render(
  transfer: (p: UplineTransferPayload, n: number) => Promise<'ok'>,
  info: UplineTransferInfo = INFO,
  past: UplineTransfer[] = [],
) {
  let state = info;
  const history = [...past];
  let calls = 0;
  const platform = {
    upline: {
      getInfo: vi.fn(async () => state),
      getHistory: vi.fn(async ({ pageNo, pageSize = 10 }: UplineTransferHistoryQuery) => ({
        content: history.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        totalPages: Math.ceil(history.length / pageSize),
        totalElements: history.length,
      })),
      transfer: vi.fn(async (p: UplineTransferPayload): Promise<UplineTransferResult> => {
        calls += 1;
        await transfer(p, calls);
        state = { ...state, balance: state.balance - p.amount };
        const made = transferOf(50 + calls, p.amount, p.remark);
        history.unshift(made);
        return { ...made, balance: state.balance, replayed: false };
      }),
    },
    member: { getBalance: vi.fn(async () => ({ sumBalance: state.balance, currency: 'USD' })) },
  };
  const view = await renderContent(<UplineTransferPage />, {
    path: '/index',
    platform: platform,
    prepare: (store) => store.dispatch(memberLoaded({ member: memberInfo() })),
  });
  return { ...view, platform, user: userEvent.setup() };
}

const fill = async (user: ReturnType<typeof userEvent.setup>, amount: string, password = 'Secret123', remark = '') => {
  await user.type(screen.getByRole('textbox', { name: /Amount/ }), amount);
  if (remark) await user.type(screen.getByRole('textbox', { name: /Remark/ }), remark);
  await user.type(screen.getByLabelText(/Login password/), password);
};
const submitButton = () => screen.getByRole('button', { name: /^Transfer$|Transferring/ });

describe('transfer to upline page', { timeout: 45_000 }, () => {
  it('shows the masked upline, the balance, the limits and the history, and keeps the amount within the balance', async () => {
    const { user, platform } = await render(async () => 'ok', INFO, [transferOf(2, 1_500, 'Rent'), transferOf(1, 700)]);
    expect(await screen.findByTestId('upline-account')).toHaveTextContent('de***nt');
    expect(screen.getByTestId('upline-balance')).toHaveTextContent('$100.00');
    expect(screen.getByText('1.00 – 50,000.00')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/15\.00.*Completed.*Rent/);
    await fill(user, '100.01');
    await user.click(submitButton());
    expect(
      await screen.findByText('Your main wallet holds $100.00: you can transfer at most that.'),
    ).toBeInTheDocument();
    expect(platform.upline.transfer).not.toHaveBeenCalled();
  });

  it('keeps the amount on a wrong password, retries with the same key, and takes a new key after success', async () => {
    const { user, platform } = await render(async (_p, n) => {
      if (n === 1)
        throw new ApiError({
          kind: 'business',
          code: 'PASSWORD_INCORRECT',
          message: 'The login password is incorrect',
        });
      return 'ok';
    });
    await screen.findByTestId('upline-balance');
    await fill(user, '25', 'Wrong999', 'For May');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The login password is incorrect. Nothing was transferred.',
    );
    expect(screen.getByLabelText(/Login password/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('25');
    expect(screen.getByRole('textbox', { name: /Remark/ })).toHaveValue('For May');

    await user.type(screen.getByLabelText(/Login password/), 'Secret123');
    await user.click(submitButton());
    expect(
      await screen.findByText(
        /Transfer U\d+ of \$25\.00 to de\*\*\*nt is completed\. Your main wallet now holds \$75\.00\./,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('upline-balance')).toHaveTextContent('$75.00'));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('');
    expect(await screen.findByRole('table')).toHaveTextContent('For May');
    // The money tag ('Member', which the header balance also reads) was invalidated: the balance was asked again.
    expect(platform.upline.getInfo.mock.calls.length).toBeGreaterThanOrEqual(2);

    // The same amount again is a new transfer: a new key.
    await fill(user, '25');
    await user.click(submitButton());
    await waitFor(() => expect(platform.upline.transfer).toHaveBeenCalledTimes(3));
    const [first, second, third] = platform.upline.transfer.mock.calls.map((c) => c[0]);
    expect(first).toMatchObject({ amount: 2_500, remark: 'For May', password: 'Wrong999' });
    expect(second).toMatchObject({ amount: 2_500, remark: 'For May', password: 'Secret123' });
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(third!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('disables the button while the transfer is in flight, so a second press sends nothing', async () => {
    let release: () => void = () => undefined;
    const { user, platform } = await render(() => new Promise((resolve) => (release = () => resolve('ok'))));
    await screen.findByTestId('upline-balance');
    await fill(user, '10');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-disabled', 'true'));
    await user.click(submitButton());
    expect(platform.upline.transfer).toHaveBeenCalledTimes(1);
    release();
    expect(await screen.findByText(/is completed/)).toBeInTheDocument();
    expect(submitButton()).not.toHaveAttribute('aria-disabled', 'true');
    expect(platform.upline.transfer).toHaveBeenCalledTimes(1);
  });

  it('says so and shows no form when the member has no upline', async () => {
    await render(async () => 'ok', { ...INFO, upline: null });
    expect(await screen.findByRole('heading', { name: 'You have no upline agent' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Login password/)).not.toBeInTheDocument();
    expect(await screen.findByText('No transfers yet')).toBeInTheDocument();
  });
});
