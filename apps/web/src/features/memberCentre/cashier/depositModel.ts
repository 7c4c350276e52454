import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { DepositOrder } from '@tessera/api';
import type { RootState } from '../../../core/rootReducer';
import { signedOut } from '../../session/slice';
import type { FailureInfo } from '../../system/slice';

/** The deposit order the page follows to its end: as last read, whether a check is out, the last failure. */
export interface DepositWatchState {
  order: DepositOrder | null;
  checking: boolean;
  error: FailureInfo | null;
}

const initialState: DepositWatchState = { order: null, checking: false, error: null };

export const depositWatchSlice = createSlice({
  name: 'depositWatch',
  initialState,
  reducers: {
    /** Follow this order (as created) until it is paid, cancelled or expired. */
    depositWatchStarted(state, action: PayloadAction<DepositOrder>) {
      state.order = action.payload;
      state.checking = false;
      state.error = null;
    },
    depositWatchStopped() {
      return initialState;
    },
    /** Ask for the order now instead of at the next poll ("Check payment"). */
    depositCheckRequested(state) {
      state.checking = true;
    },
    depositOrderRead(state, action: PayloadAction<DepositOrder>) {
      // The payment link is only in the answer that created the order; a read answers ''.
      state.order = { ...action.payload, payUrl: state.order?.payUrl ?? action.payload.payUrl };
      state.checking = false;
      state.error = null;
    },
    depositReadFailed(state, action: PayloadAction<FailureInfo>) {
      state.checking = false;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

declare module '../../../core/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the slice adds its state to LazyLoadedSlices
  export interface LazyLoadedSlices extends WithSlice<typeof depositWatchSlice> {}
}

export const { depositWatchStarted, depositWatchStopped, depositCheckRequested, depositOrderRead, depositReadFailed } =
  depositWatchSlice.actions;

export const selectDepositWatch = (state: RootState): DepositWatchState => state.depositWatch ?? initialState;
