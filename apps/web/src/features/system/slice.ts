import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Country, SystemStatus } from '@tessera/api';

import type { FailureInfo } from '../../core/failure';

export type { FailureInfo };

export interface SystemState {
  /** `appStarted` was dispatched: start-up calls are out (or answered). */
  started: boolean;
  phase: 'loading' | 'ready' | 'failed';
  status: SystemStatus | null;
  error: FailureInfo | null;
  countries: Country[];
  countriesError: FailureInfo | null;
}

const initialState: SystemState = {
  started: false,
  phase: 'loading',
  status: null,
  error: null,
  countries: [],
  countriesError: null,
};

/** Dispatched once when the app starts (before its first render): loads system status and the country list, restores the session. */
export const appStarted = createAction('app/started');

const slice = createSlice({
  name: 'system',
  initialState,
  reducers: {
    statusRequested(state) {
      // The last error stays until an answer arrives, so a retry does not blank the screen.
      state.phase = 'loading';
    },
    statusLoaded(state, action: PayloadAction<SystemStatus>) {
      state.phase = 'ready';
      state.status = action.payload;
      state.error = null;
    },
    statusFailed(state, action: PayloadAction<FailureInfo>) {
      state.phase = 'failed';
      state.error = action.payload;
    },
    countriesLoaded(state, action: PayloadAction<Country[]>) {
      state.countries = action.payload;
      state.countriesError = null;
    },
    countriesFailed(state, action: PayloadAction<FailureInfo>) {
      state.countriesError = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(appStarted, (state) => {
      state.started = true;
    });
  },
});

export const { statusRequested, statusLoaded, statusFailed, countriesLoaded, countriesFailed } = slice.actions;
export const systemReducer = slice.reducer;

declare module '../../core/rootReducer' {
  /** Every page has the system state from the start: the store module injects it. */
  export interface EagerSlices {
    system: ReturnType<typeof slice.reducer>;
  }
}
