import { all, call, delay, getContext, put, race, take } from 'redux-saga/effects';
import { authCalls, type SecondVerificationCodeRequest, type SmsCodeRequest } from '@tessera/api';
import { type Api, bindApiGroup } from '../../core/api';
import { captchaRequested } from './captchaSlice';
import type { PayloadAction } from '@reduxjs/toolkit';
import { SMS_COUNTDOWN_DEFAULT_MINUTES } from '../../core/constants';
import { toFailure } from '../../core/failure';
import {
  smsCodeFailed,
  smsCodeRequested,
  smsCountdownCancelled,
  smsCountdownTicked,
  type SmsPurpose,
} from './smsModel';

bindApiGroup('auth', authCalls);

/**
 * §4: the countdown lasts the server's expiredMinutes (default 1) times 60 seconds, reduced by
 * half of the time the request took (the code was issued somewhere in the middle of it).
 */
export function countdownSeconds(expiredMinutes: number | null | undefined, requestMs: number): number {
  const minutes = expiredMinutes && expiredMinutes > 0 ? expiredMinutes : SMS_COUNTDOWN_DEFAULT_MINUTES;
  return Math.max(0, Math.round(minutes * 60 - requestMs / 2000));
}

/** Counts down to `endsAt`, ticking on each whole second; robust to a late timer. */
function* runCountdown(purpose: SmsPurpose, endsAt: number) {
  for (;;) {
    const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
    yield put(smsCountdownTicked({ purpose, secondsLeft: left }));
    if (left === 0) return;
    const untilNext = (endsAt - Date.now()) % 1000 || 1000;
    yield delay(untilNext);
  }
}

export type SmsRequest = (body: Record<string, string>) => Promise<{ expiredMinutes: number }>;

/**
 * One SMS-code flow: takes a request, calls the platform, then runs the countdown. While the
 * countdown runs the loop is busy, so further requests are ignored; closing the form cancels it.
 */
export function* smsCodeFlow(purpose: SmsPurpose, request: SmsRequest) {
  const isMine = (a: unknown): a is PayloadAction<{ purpose: SmsPurpose; body: Record<string, string> }> =>
    smsCodeRequested.match(a) && a.payload.purpose === purpose;
  const isCancel = (a: unknown) => smsCountdownCancelled.match(a) && a.payload === purpose;

  for (;;) {
    const action: PayloadAction<{ body: Record<string, string> }> = yield take(isMine);
    const started = Date.now();
    const { result, cancel } = yield race({
      result: call(attempt, request, action.payload.body),
      cancel: take(isCancel),
    });
    // The captcha the request carried has been used: the form gets a new one.
    yield put(captchaRequested(purpose));
    if (cancel) continue;
    if (result.error) {
      yield put(smsCodeFailed({ purpose, error: result.error }));
      continue;
    }
    const endsAt = Date.now() + countdownSeconds(result.value.expiredMinutes, Date.now() - started) * 1000;
    yield race({ done: call(runCountdown, purpose, endsAt), cancel: take(isCancel) });
  }
}

function* attempt(request: SmsRequest, body: Record<string, string>) {
  try {
    const value: { expiredMinutes: number } = yield call(request, body);
    return { value };
  } catch (error) {
    return { error: toFailure(error) };
  }
}

/** The platform call behind each purpose's code requests. */
export function requestFor(api: Api, purpose: SmsPurpose): SmsRequest {
  switch (purpose) {
    case 'register':
      return (body) => api.auth.requestRegisterCode(body as unknown as SmsCodeRequest);
    case 'verify':
      return (body) => api.auth.requestLoginCode(body as unknown as SecondVerificationCodeRequest);
    default:
      return (body) => api.auth.requestLoginCode({ ...(body as unknown as SmsCodeRequest), purpose });
  }
}

/** One countdown flow per purpose, each with its own platform call. */
export function* smsSaga() {
  const api: Api = yield getContext('api');
  const purposes: SmsPurpose[] = ['login', 'register', 'reset', 'verify'];
  yield all(purposes.map((purpose) => call(smsCodeFlow, purpose, requestFor(api, purpose))));
}
