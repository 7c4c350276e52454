import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  ConfirmWithdrawalPayload,
  WithdrawPayload,
  WithdrawRecord,
  WithdrawRecords,
  WithdrawSettings,
} from '@tessera/api';
import { ApiError } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import { memberLoaded } from '../../session/slice';
import { memberInfo } from '../../../test/fixtures';
import WithdrawPage from './WithdrawPage';

const SETTINGS: WithdrawSettings = {
  minAmount: 1_000,
  maxAmount: 5_000_000,
  withdrawable: 10_000,
  dailyCount: 5,
  usedToday: 1,
  currency: 'USD',
};

const record = (over: Partial<WithdrawRecord> = {}): WithdrawRecord => ({
  orderNo: 'W202611230000000001',
  amount: 10_000,
  status: 'PENDING',
  state: 'PENDING',
  received: 0,
  remaining: 10_000,
  refunded: 0,
  bankName: 'Mekong Bank',
  accountNumber: '****4567',
  createdAt: '2026-11-23T08:00:00.000Z',
  rejectReason: null,
  payments: [],
  events: [],
  ...over,
});

const payment = (
  id: number,
  amount: number,
  confirmation: WithdrawRecord['payments'][number]['confirmation'] = 'AWAITING',
) => ({
  id,
  amount,
  paidAt: '2026-11-23T09:00:00.000Z',
  confirmation,
  confirmDueAt: '2026-11-23T10:00:00.000Z',
  answeredAt: confirmation === 'AWAITING' ? null : '2026-11-23T09:30:00.000Z',
  proofCount: 0,
});

async function render(
  withdraw: (p: WithdrawPayload) => Promise<unknown>,
  records: WithdrawRecord[] = [],
  confirm: (p: ConfirmWithdrawalPayload) => Promise<WithdrawRecord> = async () => records[0]!,
) {
  let settings = SETTINGS;
  const list = (): WithdrawRecords => ({
    content: [...records],
    totalPages: records.length ? 1 : 0,
    totalElements: records.length,
    confirmMinutes: 60,
  });
  const platform = {
    cashier: {
      getWithdrawSettings: vi.fn(async () => settings),
      withdraw: vi.fn(async (p: WithdrawPayload) => {
        const answer = await withdraw(p);
        settings = { ...settings, withdrawable: settings.withdrawable - p.amount, usedToday: settings.usedToday + 1 };
        return answer;
      }),
      getWithdrawList: vi.fn(async () => list()),
      confirmWithdrawal: vi.fn(confirm),
    },
    member: { getBalance: vi.fn(async () => ({ sumBalance: settings.withdrawable, currency: 'USD' })) },
  };
  const view = await renderContent(<WithdrawPage />, {
    path: '/index',
    platform: platform as never,
    prepare: (store) => store.dispatch(memberLoaded({ member: memberInfo() })),
  });
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
      if (calls === 1)
        throw new ApiError({
          kind: 'business',
          code: 'PASSWORD_INCORRECT',
          message: 'The login password is incorrect',
        });
      return {
        orderNo: 'W202611230123456789',
        amount: p.amount,
        status: 'PENDING',
        createdAt: '2026-11-23T08:00:00.000Z',
        balance: 6_000,
      };
    });
    await screen.findByTestId('withdrawable');
    await fill(user, '40', 'Wrong999');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The login password is incorrect. Nothing was withdrawn.',
    );
    expect(screen.getByLabelText(/Login password/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('40');
    expect(screen.getByRole('textbox', { name: /Account number/ })).toHaveValue('0123 4567');

    await user.type(screen.getByLabelText(/Login password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText(
        /Order W202611230123456789 for \$40\.00 is pending\. Your main wallet now holds \$60\.00\./,
      ),
    ).toBeInTheDocument();
    const [first, second] = platform.cashier.withdraw.mock.calls.map((c) => c[0]);
    expect(first).toMatchObject({
      amount: 4_000,
      bankName: 'Mekong Bank',
      accountNumber: '0123 4567',
      accountHolder: 'Nguyen Van A',
      password: 'Wrong999',
    });
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    await waitFor(() => expect(screen.getByTestId('withdrawable')).toHaveTextContent('$60.00'));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('');
    // The list of my withdrawals is read again after a withdrawal.
    await waitFor(() => expect(platform.cashier.getWithdrawList.mock.calls.length).toBeGreaterThanOrEqual(2));
  });

  it('lists my withdrawals with state, received and remaining, and confirms a payment as received', async () => {
    const records = [
      record({ state: 'PARTIALLY_PAID', received: 4_000, remaining: 6_000, payments: [payment(7, 4_000)] }),
      record({ orderNo: 'W2', state: 'PENDING' }),
    ];
    const { user, platform } = await render(
      async () => null,
      records,
      async () => {
        records[0] = record({
          state: 'PARTIALLY_PAID',
          received: 4_000,
          remaining: 6_000,
          payments: [payment(7, 4_000, 'RECEIVED')],
        });
        return records[0];
      },
    );
    const item = (await screen.findByText('Withdrawal W202611230000000001')).closest('li')!;
    expect(within(item).getByTestId('withdraw-state')).toHaveTextContent('Partly paid');
    expect(within(item).getByTestId('withdraw-received')).toHaveTextContent('40.00');
    expect(within(item).getByTestId('withdraw-remaining')).toHaveTextContent('60.00');
    expect(within(item).getByText(/Please answer by/)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'All received' })).not.toBeInTheDocument();
    expect(screen.getByText(/counts as received/)).toHaveTextContent('60 minutes');

    await user.click(within(item).getByRole('button', { name: 'Received the payment of 40.00' }));
    expect(platform.cashier.confirmWithdrawal).toHaveBeenCalledWith({
      orderNo: 'W202611230000000001',
      answer: 'RECEIVED',
      paymentId: 7,
    });
    await waitFor(() => expect(platform.cashier.getWithdrawList.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(await within(item).findByText('You confirmed receiving it.')).toBeInTheDocument();
    const second = screen.getByText('Withdrawal W2').closest('li')!;
    expect(within(second).getByTestId('withdraw-state')).toHaveTextContent('Waiting to be paid');
  });

  it('reports a payment as not received with proof images checked by content, previewed and removable', async () => {
    const records = [
      record({ state: 'PAID', status: 'PAID', received: 10_000, remaining: 0, payments: [payment(8, 10_000)] }),
    ];
    const { user, platform } = await render(
      async () => null,
      records,
      async () => ({ ...records[0]!, payments: [{ ...payment(8, 10_000, 'NOT_RECEIVED'), proofCount: 1 }] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Did not receive the payment of 100.00' }));
    const group = screen.getByRole('group', { name: 'Proof of the missing payment' });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'receipt.png', {
      type: 'image/png',
    });
    const fake = new File(['just some text'], 'fake.png', { type: 'image/png' });
    await user.upload(within(group).getByLabelText('Proof of the missing payment'), [png, fake]);
    expect(await within(group).findByText('fake.png is not a png or jpg image.')).toBeInTheDocument();
    expect(within(group).getByRole('img', { name: 'Preview of receipt.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(within(group).queryByRole('img', { name: 'Preview of fake.png' })).not.toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Add images (1/3)' })).toBeEnabled();
    await user.click(within(group).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(platform.cashier.confirmWithdrawal).toHaveBeenCalledTimes(1));
    const sent = platform.cashier.confirmWithdrawal.mock.calls[0]![0];
    expect(sent).toMatchObject({ orderNo: 'W202611230000000001', answer: 'NOT_RECEIVED', paymentId: 8 });
    expect(sent.proofs).toEqual([
      {
        name: 'receipt.png',
        type: 'image/png',
        data: btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3)),
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Proof of the missing payment' })).not.toBeInTheDocument(),
    );
  });

  it('closes a withdrawal paid in full with all received, and shows a forced receipt and a rejection', async () => {
    const records = [
      record({
        state: 'PAID',
        status: 'PAID',
        received: 10_000,
        remaining: 0,
        payments: [payment(1, 4_000, 'FORCED_RECEIPT'), payment(2, 6_000)],
      }),
      record({
        orderNo: 'W3',
        state: 'REJECTED',
        status: 'REJECTED',
        refunded: 10_000,
        remaining: 0,
        rejectReason: 'Name does not match',
      }),
    ];
    const { user, platform } = await render(async () => null, records);
    const item = (await screen.findByText('Withdrawal W202611230000000001')).closest('li')!;
    expect(
      within(item).getByText('Counted as received: it was not confirmed in time (forced receipt).'),
    ).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'All received' }));
    expect(platform.cashier.confirmWithdrawal).toHaveBeenCalledWith({
      orderNo: 'W202611230000000001',
      answer: 'ALL_RECEIVED',
    });
    const rejected = screen.getByText('Withdrawal W3').closest('li')!;
    expect(within(rejected).getByText('Rejected: Name does not match')).toBeInTheDocument();
    expect(within(rejected).getByText('Returned to your wallet')).toBeInTheDocument();
    expect(within(rejected).queryByRole('button')).not.toBeInTheDocument();
  });
});
