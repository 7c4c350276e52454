import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateDepositPayload, DepositChannel, DepositOrder } from '@tessera/api';
import { ApiError } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import { memberLoaded } from '../../session/slice';
import { memberInfo } from '../../../test/fixtures';
import { DEPOSIT_POLL_MS } from '../cashier/depositSaga';
import DepositPage from './DepositPage';

// The channel cards keep a hidden native radio each for the form, sized through ResizeObserver,
// which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const CHANNELS: DepositChannel[] = [
  {
    code: 'QR_BANKING',
    name: 'QR banking',
    kind: 'ONLINE',
    minAmount: 1_000,
    maxAmount: 2_000_000,
    logoUrl: '/static/payment/qr-banking.svg',
  },
  { code: 'BANK_TRANSFER', name: 'Bank transfer', kind: 'BANK_TRANSFER', minAmount: 10_000, maxAmount: 10_000_000 },
];

const order = (over: Partial<DepositOrder> = {}): DepositOrder => ({
  orderNo: 'D202611230000000001',
  channelCode: 'QR_BANKING',
  amount: 10_000,
  status: 'PENDING',
  payUrl: 'http://site.test/wps/cashier/pay/D202611230000000001?t=secret',
  createdAt: '2026-11-23T08:00:00.000Z',
  expiresAt: '2026-11-23T08:30:00.000Z',
  ...over,
});

function setup({
  createDeposit,
  getDepositOrder,
}: {
  createDeposit: (p: CreateDepositPayload) => Promise<DepositOrder>;
  getDepositOrder?: (n: string) => Promise<DepositOrder>;
  type?: number;
}) {
  const getBalance = vi.fn(async () => ({ sumBalance: 0, currency: 'USD' }));
  const platform = {
    cashier: {
      getDepositChannels: vi.fn(async () => CHANNELS),
      createDeposit: vi.fn(createDeposit),
      getDepositOrder: vi.fn(getDepositOrder ?? (async () => order())),
    },
    member: { getBalance },
  };
  return { platform, getBalance };
}

describe('deposit page', { timeout: 45_000 }, () => {
  let payWindow: { closed: boolean; close: ReturnType<typeof vi.fn>; location: { href: string } };
  beforeEach(() => {
    payWindow = { closed: false, close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockImplementation(() => payWindow as unknown as Window);
  });
  afterEach(() => vi.restoreAllMocks());

  const render = async (platform: ReturnType<typeof setup>['platform'], type = 0) => {
    const view = await renderContent(<DepositPage />, {
      path: '/index',
      platform,
      prepare: (store) => store.dispatch(memberLoaded({ member: memberInfo({ type }) })),
    });
    return { ...view, user: userEvent.setup() };
  };

  it('lists the channels as a labelled radio group with their limits, and checks the amount against the chosen one', async () => {
    const { platform } = setup({ createDeposit: async () => order() });
    const { user } = await render(platform);
    const group = await screen.findByRole('radiogroup', { name: 'Deposit channel' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['QR_BANKING', 'BANK_TRANSFER']);
    expect(within(group).getByRole('radio', { name: /QR banking.*10\.00 – 20,000\.00/ })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: /Bank transfer/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '50');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Enter an amount from 100.00 to 100,000.00.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Amount/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '12.345');
    expect(await screen.findByText('Enter an amount with at most 2 decimals.')).toBeInTheDocument();
    expect(platform.cashier.createDeposit).not.toHaveBeenCalled();
    expect(window.open).not.toHaveBeenCalled();
  });

  it('opens the payment window from the click, sends it to the order, and shows the order until it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paid = false;
    const { platform, getBalance } = setup({
      createDeposit: async () => order(),
      getDepositOrder: async () => order({ status: paid ? 'PAID' : 'PENDING', payUrl: '' }),
    });
    const { user } = await render(platform);
    await user.click(await screen.findByRole('button', { name: '100.00' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));

    expect(window.open).toHaveBeenCalledTimes(1);
    await screen.findByRole('heading', { name: 'Your deposit' });
    const sent = platform.cashier.createDeposit.mock.calls[0]![0];
    expect(sent).toMatchObject({ channelCode: 'QR_BANKING', amount: 10_000 });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(payWindow.location.href).toBe(order().payUrl);
    expect(screen.getByTestId('deposit-status')).toHaveTextContent('Waiting for payment');
    const balanceCalls = getBalance.mock.calls.length;

    paid = true;
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS + 100));
    await waitFor(() => expect(screen.getByTestId('deposit-status')).toHaveTextContent('Paid'));
    expect(screen.getByText('Payment received: $100.00 is in your main wallet.')).toBeInTheDocument();
    await waitFor(() => expect(getBalance.mock.calls.length).toBeGreaterThan(balanceCalls));
    // Settled: no more polling.
    const polls = platform.cashier.getDepositOrder.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 3));
    expect(platform.cashier.getDepositOrder.mock.calls.length).toBe(polls);
    vi.useRealTimers();
  });

  it('offers the payment link when the window was blocked, and checks the payment on demand', async () => {
    vi.mocked(window.open).mockReturnValue(null);
    let status: DepositOrder['status'] = 'PENDING';
    const { platform } = setup({
      createDeposit: async () => order(),
      getDepositOrder: async () => order({ status, payUrl: '' }),
    });
    const { user } = await render(platform);
    await user.type(await screen.findByRole('textbox', { name: /Amount/ }), '100');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Your browser blocked the payment window.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', order().payUrl);

    status = 'EXPIRED';
    await user.click(screen.getByRole('button', { name: 'Check payment' }));
    expect(await screen.findByText('This deposit expired before it was paid.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New deposit' }));
    expect(await screen.findByRole('radiogroup', { name: 'Deposit channel' })).toBeInTheDocument();
  });

  it('keeps the input on a refusal, closes the window, and retries the same deposit with the same key', async () => {
    const refusal = new ApiError({
      kind: 'business',
      code: 'AMOUNT_OUT_OF_RANGE',
      message: 'The amount is outside the limits',
      details: { minAmount: 1_000, maxAmount: 2_000_000 },
    });
    let calls = 0;
    const { platform } = setup({
      createDeposit: async () => {
        calls += 1;
        if (calls === 1) throw refusal;
        return order();
      },
    });
    const { user } = await render(platform);
    await user.type(await screen.findByRole('textbox', { name: /Amount/ }), '100');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The amount must be from 10.00 to 20,000.00.');
    expect(payWindow.close).toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('heading', { name: 'Your deposit' });
    const [first, second] = platform.cashier.createDeposit.mock.calls.map((c) => c[0].idempotencyKey);
    expect(second).toBe(first);
  });

  it('tells a trial account to register instead of showing the form', async () => {
    const { platform } = setup({ createDeposit: async () => order() });
    await render(platform, 4);
    expect(await screen.findByText(/register/i)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Deposit channel' })).not.toBeInTheDocument();
    expect(platform.cashier.getDepositChannels).not.toHaveBeenCalled();
  });
});
