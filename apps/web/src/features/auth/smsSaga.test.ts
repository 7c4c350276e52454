import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { ApiError } from '@tessera/api';
import { countdownSeconds, smsCodeFlow, type SmsRequest } from './smsSaga';
import { smsCodeRequested, smsCountdownCancelled, smsReducer } from './smsSlice';

function setup(request: SmsRequest) {
  const saga = createSagaMiddleware();
  const store = configureStore({ reducer: { sms: smsReducer }, middleware: (d) => d({ thunk: false }).concat(saga) });
  saga.run(smsCodeFlow, 'login', request);
  return store;
}

/** A platform answer that arrives after `ms`. */
const answerAfter = (ms: number, expiredMinutes = 1) =>
  vi.fn<SmsRequest>(() => new Promise((resolve) => setTimeout(() => resolve({ expiredMinutes }), ms)));

describe('countdownSeconds (§4)', () => {
  it('is expiredMinutes × 60 less half the request time', () => {
    expect(countdownSeconds(1, 0)).toBe(60);
    expect(countdownSeconds(2, 4000)).toBe(118);
    expect(countdownSeconds(1, 1000)).toBe(60); // 59.5 rounds to 60
    expect(countdownSeconds(1, 3000)).toBe(59); // 58.5 rounds to 59
  });
  it('defaults to 1 minute when the server gives none', () => {
    expect(countdownSeconds(undefined, 0)).toBe(60);
    expect(countdownSeconds(0, 0)).toBe(60);
    expect(countdownSeconds(null, 2000)).toBe(59);
  });
  it('never goes below zero', () => {
    expect(countdownSeconds(1, 10 * 60_000)).toBe(0);
  });
});

describe('SMS code flow', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('counts down from the server duration less half the request time, second by second', async () => {
    const request = answerAfter(4000);
    const store = setup(request);
    store.dispatch(smsCodeRequested('login', { mobileNum: '912345678', countryDialingCode: '84' }));
    expect(store.getState().sms.login.requesting).toBe(true);
    await vi.advanceTimersByTimeAsync(4000);
    expect(store.getState().sms.login).toMatchObject({ requesting: false, secondsLeft: 58 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().sms.login.secondsLeft).toBe(57);
    await vi.advanceTimersByTimeAsync(57_000);
    expect(store.getState().sms.login.secondsLeft).toBe(0);
    expect(request).toHaveBeenCalledWith({ mobileNum: '912345678', countryDialingCode: '84' });
  });

  it('ignores new requests while the countdown runs, and allows one after it ends', async () => {
    const request = answerAfter(0);
    const store = setup(request);
    store.dispatch(smsCodeRequested('login', { mobileNum: '1' }));
    await vi.advanceTimersByTimeAsync(10_000);
    store.dispatch(smsCodeRequested('login', { mobileNum: '1' }));
    store.dispatch(smsCodeRequested('login', { mobileNum: '1' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.getState().sms.login.secondsLeft).toBe(0);
    store.dispatch(smsCodeRequested('login', { mobileNum: '1' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('closing the form cancels the countdown and a new request starts afresh', async () => {
    const request = answerAfter(0, 2);
    const store = setup(request);
    store.dispatch(smsCodeRequested('login', { mobileNum: '1' }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().sms.login.secondsLeft).toBe(115);
    store.dispatch(smsCountdownCancelled('login'));
    expect(store.getState().sms.login.secondsLeft).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().sms.login.secondsLeft).toBe(0); // no stray ticks
    store.dispatch(smsCodeRequested('login', { mobileNum: '1' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(2);
    expect(store.getState().sms.login.secondsLeft).toBe(120);
  });

  it('closing the form while the request is in flight drops its answer', async () => {
    const request = answerAfter(3000);
    const store = setup(request);
    store.dispatch(smsCodeRequested('login', { mobileNum: '1' }));
    await vi.advanceTimersByTimeAsync(1000);
    store.dispatch(smsCountdownCancelled('login'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(store.getState().sms.login).toMatchObject({ secondsLeft: 0, requesting: false });
  });

  it('a refused request keeps the server message and starts no countdown', async () => {
    const store = setup(() =>
      Promise.reject(
        new ApiError({
          kind: 'business',
          code: 'SMS_TOO_MANY_REQUESTS',
          message: 'Too many requests, please retry after 5 minutes',
        }),
      ),
    );
    store.dispatch(smsCodeRequested('login', { mobileNum: '1' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().sms.login).toMatchObject({
      secondsLeft: 0,
      requesting: false,
      error: {
        kind: 'business',
        code: 'SMS_TOO_MANY_REQUESTS',
        message: 'Too many requests, please retry after 5 minutes',
      },
    });
  });

  it('a late timer does not stretch the countdown (ticks follow the clock)', async () => {
    const store = setup(answerAfter(0));
    store.dispatch(smsCodeRequested('login', { mobileNum: '1' }));
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(Date.now() + 30_000); // the tab slept for 30 s
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getState().sms.login.secondsLeft).toBe(29);
  });
});
