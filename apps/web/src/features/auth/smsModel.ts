import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FailureInfo } from '../system/slice';

/** The flows that send SMS codes; each has its own countdown. */
export type SmsPurpose = 'login' | 'register' | 'reset' | 'verify';

export interface SmsCountdown {
  /** Seconds until a new code may be requested; 0 when idle. */
  secondsLeft: number;
  requesting: boolean;
  error: FailureInfo | null;
}

export type SmsState = Record<SmsPurpose, SmsCountdown>;

const idle: SmsCountdown = { secondsLeft: 0, requesting: false, error: null };
const initialState: SmsState = { login: idle, register: idle, reset: idle, verify: idle };

export const smsSlice = createSlice({
  name: 'sms',
  initialState,
  reducers: {
    smsCodeRequested: {
      reducer(state, action: PayloadAction<{ purpose: SmsPurpose; body: Record<string, string> }>) {
        const entry = state[action.payload.purpose];
        // No new request while a countdown runs (§5).
        if (entry.secondsLeft > 0 || entry.requesting) return;
        entry.requesting = true;
        entry.error = null;
      },
      prepare: (purpose: SmsPurpose, body: Record<string, string>) => ({ payload: { purpose, body } }),
    },
    smsCodeFailed(state, action: PayloadAction<{ purpose: SmsPurpose; error: FailureInfo }>) {
      state[action.payload.purpose] = { secondsLeft: 0, requesting: false, error: action.payload.error };
    },
    smsCountdownTicked(state, action: PayloadAction<{ purpose: SmsPurpose; secondsLeft: number }>) {
      const entry = state[action.payload.purpose];
      entry.requesting = false;
      entry.secondsLeft = action.payload.secondsLeft;
    },
    smsErrorDismissed(state, action: PayloadAction<SmsPurpose>) {
      state[action.payload].error = null;
    },
    /** The form closed: the countdown stops and its state is forgotten. */
    smsCountdownCancelled(state, action: PayloadAction<SmsPurpose>) {
      state[action.payload] = idle;
    },
  },
});

export const { smsCodeRequested, smsCodeFailed, smsCountdownTicked, smsErrorDismissed, smsCountdownCancelled } =
  smsSlice.actions;
export const smsReducer = smsSlice.reducer;

declare module '../../core/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the slice adds its state to LazyLoadedSlices
  export interface LazyLoadedSlices extends WithSlice<typeof smsSlice> {}
}
