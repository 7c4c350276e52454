import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Captcha } from '@tessera/api';
import type { FailureInfo } from '../system/slice';
import type { SmsPurpose } from './smsSlice';

/** Each form that asks for a captcha has its own (a captcha answers once). */
export type CaptchaForm = SmsPurpose;

export interface CaptchaEntry {
  captcha: Captcha | null;
  loading: boolean;
  error: FailureInfo | null;
}

export type CaptchaState = Record<CaptchaForm, CaptchaEntry>;

const empty: CaptchaEntry = { captcha: null, loading: false, error: null };
const initialState: CaptchaState = { login: empty, register: empty, reset: empty, verify: empty };

export const captchaSlice = createSlice({
  name: 'captcha',
  initialState,
  reducers: {
    /** A new captcha for this form (on show, on refresh, and after each use). */
    captchaRequested(state, action: PayloadAction<CaptchaForm>) {
      state[action.payload].loading = true;
      state[action.payload].error = null;
    },
    captchaLoaded(state, action: PayloadAction<{ form: CaptchaForm; captcha: Captcha }>) {
      state[action.payload.form] = { captcha: action.payload.captcha, loading: false, error: null };
    },
    captchaFailed(state, action: PayloadAction<{ form: CaptchaForm; error: FailureInfo }>) {
      state[action.payload.form] = { captcha: null, loading: false, error: action.payload.error };
    },
  },
});

export const { captchaRequested, captchaLoaded, captchaFailed } = captchaSlice.actions;
export const captchaReducer = captchaSlice.reducer;

declare module '../../core/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the slice adds its state to LazyLoadedSlices
  export interface LazyLoadedSlices extends WithSlice<typeof captchaSlice> {}
}
