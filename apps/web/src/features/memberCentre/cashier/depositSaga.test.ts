import { runSaga, stdChannel } from 'redux-saga';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepositOrder } from '@tessera/api';
import { ApiError } from '@tessera/api';
import { DEPOSIT_POLL_MS, depositSaga } from './depositSaga';
import {
  depositCheckRequested,
  depositOrderRead,
  depositReadFailed,
  depositWatchStarted,
  depositWatchStopped,
} from './depositSlice';

const order = (status: DepositOrder['status']): DepositOrder => ({
  orderNo: 'D1',
  channelCode: 'QR_BANKING',
  amount: 10_000,
  status,
  payUrl: '',
  createdAt: '2026-11-23T08:00:00.000Z',
  expiresAt: '2026-11-23T08:30:00.000Z',
});

/** Runs the deposit saga against a fake platform; answers what it dispatched and a way to dispatch to it. */
function start(getDepositOrder: () => Promise<DepositOrder>) {
  const channel = stdChannel();
  const dispatched: { type: string; payload?: unknown }[] = [];
  const api = { cashier: { getDepositOrder: vi.fn(getDepositOrder) } };
  const task = runSaga(
    { channel, context: { api }, dispatch: (a: { type: string }) => dispatched.push(a), getState: () => ({}) },
    depositSaga,
  );
  return { api, dispatched, task, put: (action: { type: string }) => channel.put(action) };
}

describe('deposit saga', () => {
  afterEach(() => vi.useRealTimers());

  it('polls a pending order every few seconds until it is paid, then refreshes the member and stops', async () => {
    vi.useFakeTimers();
    let status: DepositOrder['status'] = 'PENDING';
    const saga = start(async () => order(status));
    saga.put(depositWatchStarted(order('PENDING')));
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS - 1);
    expect(saga.api.cashier.getDepositOrder).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(saga.api.cashier.getDepositOrder).toHaveBeenCalledTimes(1);
    status = 'PAID';
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(saga.dispatched).toContainEqual(depositOrderRead(order('PAID')));
    expect(
      saga.dispatched.some((a) => a.type.endsWith('invalidateTags') && JSON.stringify(a.payload) === '["Member"]'),
    ).toBe(true);
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 5);
    expect(saga.api.cashier.getDepositOrder).toHaveBeenCalledTimes(2);
    saga.task.cancel();
  });

  it('checks at once when asked, reports a failed read and tries again, and stops when the page leaves', async () => {
    vi.useFakeTimers();
    let fail = true;
    const saga = start(async () => {
      if (fail) throw new ApiError({ kind: 'network', code: 'NETWORK', message: 'offline' });
      return order('PENDING');
    });
    saga.put(depositWatchStarted(order('PENDING')));
    saga.put(depositCheckRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(saga.api.cashier.getDepositOrder).toHaveBeenCalledTimes(1);
    expect(saga.dispatched.some((a) => a.type === depositReadFailed.type)).toBe(true);
    fail = false;
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS);
    expect(saga.api.cashier.getDepositOrder).toHaveBeenCalledTimes(2);
    saga.put(depositWatchStopped());
    await vi.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 3);
    expect(saga.api.cashier.getDepositOrder).toHaveBeenCalledTimes(2);
    saga.task.cancel();
  });
});
