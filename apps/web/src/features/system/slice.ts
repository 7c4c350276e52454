import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Country, SystemStatus } from '@tessera/api';

import type { FailureInfo } from '../../core/failure';
import { systemApi } from './systemApi';

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

/**
 * Dispatched once when the app starts (before its first render), by `startApp`, which reads the
 * system status and the country list; the session's flows restore a stored session on it.
 */
export const appStarted = createAction('app/started');

const setStatus = (state: SystemState, status: SystemStatus) => {
  state.phase = 'ready';
  state.status = status;
  state.error = null;
};

const slice = createSlice({
  name: 'system',
  initialState,
  reducers: {
    statusRequested(state) {
      // The last error stays until an answer arrives, so a retry does not blank the screen.
      state.phase = 'loading';
    },
    /** A status known without asking (a test's, an embedding's). */
    statusLoaded(state, action: PayloadAction<SystemStatus>) {
      setStatus(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(appStarted, (state) => {
        state.started = true;
      })
      // What the status and the country list answer (systemApi) is kept here for the whole app.
      .addMatcher(systemApi.endpoints.status.matchFulfilled, (state, action) => setStatus(state, action.payload))
      .addMatcher(systemApi.endpoints.status.matchRejected, (state, action) => {
        // A rejection without a failure of the call's own (one aborted by its cache) changes nothing.
        if (!action.payload) return;
        state.phase = 'failed';
        state.error = action.payload;
      })
      .addMatcher(systemApi.endpoints.registerSettings.matchFulfilled, (state, action) => {
        state.countries = action.payload.countries;
        state.countriesError = null;
      })
      .addMatcher(systemApi.endpoints.registerSettings.matchRejected, (state, action) => {
        if (action.payload) state.countriesError = action.payload;
      });
  },
});

export const { statusRequested, statusLoaded } = slice.actions;
export const systemReducer = slice.reducer;

declare module '../../core/rootReducer' {
  /** Every page has the system state from the start: the store module injects it. */
  export interface EagerSlices {
    system: ReturnType<typeof slice.reducer>;
  }
}
