import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WithdrawPayment, WithdrawRecord, WithdrawRecords } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import { memberInfo } from '../../../test/fixtures';
import { memberLoaded } from '../../session/slice';
import { WITHDRAW_LIST_POLL_MS, canStillChange } from './useWithdrawalList';
import { WithdrawalList } from './WithdrawalList';

const payment = (id: number, amount: number, confirmation: WithdrawPayment['confirmation']): WithdrawPayment => ({
  id,
  amount,
  paidAt: '2026-11-23T09:00:00.000Z',
  confirmation,
  confirmDueAt: '2026-11-23T10:00:00.000Z',
  answeredAt: confirmation === 'AWAITING' ? null : '2026-11-23T09:30:00.000Z',
  proofCount: 0,
});

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

async function render(initial: WithdrawRecord[]) {
  let records = initial;
  const getWithdrawList = vi.fn(async (): Promise<WithdrawRecords> => ({
    content: [...records],
    totalPages: 1,
    totalElements: records.length,
    confirmMinutes: 60,
  }));
  await renderContent(<WithdrawalList />, {
    path: '/index',
    platform: { cashier: { getWithdrawList } } as never,
    prepare: (store) => store.dispatch(memberLoaded({ member: memberInfo() })),
  });
  await screen.findByText('Withdrawal W202611230000000001');
  return {
    getWithdrawList,
    set: (next: WithdrawRecord[]) => {
      records = next;
    },
  };
}

const item = () => screen.getByText('Withdrawal W202611230000000001').closest('li')!;
const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => document.dispatchEvent(new Event('visibilitychange')));
};

describe('the member’s withdrawal list', { timeout: 30_000 }, () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState');
    vi.useRealTimers();
  });

  it('tells final withdrawals from ones that can still change', () => {
    expect(canStillChange(record())).toBe(true);
    expect(canStillChange(record({ state: 'PARTIALLY_PAID' }))).toBe(true);
    expect(canStillChange(record({ state: 'PAID', payments: [payment(1, 10_000, 'AWAITING')] }))).toBe(true);
    expect(canStillChange(record({ state: 'PAID', payments: [payment(1, 10_000, 'NOT_RECEIVED')] }))).toBe(false);
    expect(canStillChange(record({ state: 'COMPLETED', payments: [payment(1, 10_000, 'RECEIVED')] }))).toBe(false);
    expect(canStillChange(record({ state: 'REJECTED' }))).toBe(false);
  });

  it('shows a part paid by the operator without a reload, and stops asking once every withdrawal is final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { getWithdrawList, set } = await render([record()]);
    expect(within(item()).getByTestId('withdraw-state')).toHaveTextContent('Waiting to be paid');

    // The operator pays 40.00 of 100.00.
    set([
      record({ state: 'PARTIALLY_PAID', received: 4_000, remaining: 6_000, payments: [payment(7, 4_000, 'AWAITING')] }),
    ]);
    await act(() => vi.advanceTimersByTimeAsync(WITHDRAW_LIST_POLL_MS + 100));
    await waitFor(() => expect(within(item()).getByTestId('withdraw-state')).toHaveTextContent('Partly paid'));
    expect(within(item()).getByTestId('withdraw-received')).toHaveTextContent('40.00');
    expect(within(item()).getByTestId('withdraw-remaining')).toHaveTextContent('60.00');

    // Then rejects the rest: final, so nothing more is asked.
    set([
      record({
        state: 'REJECTED',
        received: 4_000,
        remaining: 0,
        refunded: 6_000,
        rejectReason: 'Account closed',
        payments: [payment(7, 4_000, 'RECEIVED')],
      }),
    ]);
    await act(() => vi.advanceTimersByTimeAsync(WITHDRAW_LIST_POLL_MS + 100));
    await waitFor(() => expect(within(item()).getByTestId('withdraw-state')).toHaveTextContent('Rejected'));
    const calls = getWithdrawList.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(WITHDRAW_LIST_POLL_MS * 4));
    expect(getWithdrawList.mock.calls.length).toBe(calls);
  });

  it('does not ask while the page is hidden, and reads the list again when the member comes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { getWithdrawList, set } = await render([record()]);
    setVisibility('hidden');
    const calls = getWithdrawList.mock.calls.length;
    set([
      record({ state: 'PARTIALLY_PAID', received: 4_000, remaining: 6_000, payments: [payment(7, 4_000, 'AWAITING')] }),
    ]);
    await act(() => vi.advanceTimersByTimeAsync(WITHDRAW_LIST_POLL_MS * 3));
    expect(getWithdrawList.mock.calls.length).toBe(calls);
    expect(within(item()).getByTestId('withdraw-state')).toHaveTextContent('Waiting to be paid');

    setVisibility('visible');
    await waitFor(() => expect(within(item()).getByTestId('withdraw-state')).toHaveTextContent('Partly paid'));
    expect(getWithdrawList.mock.calls.length).toBe(calls + 1);
  });
});
