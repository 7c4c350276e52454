import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FailureInfo } from '../../../core/failure';
import { signedOut } from '../../session/slice';

/** A provider wallet "Recall all" empties into MAIN: its whole balance. */
export interface RecallRequest {
  walletCode: string;
  amount: number;
}

/** What "Recall all" did: the wallets emptied into MAIN, and those that failed with why. */
export interface RecallOutcome {
  recalled: string[];
  failed: Array<{ walletCode: string; error: FailureInfo }>;
}

export interface WalletRecallState {
  recalling: boolean;
  outcome: RecallOutcome | null;
}

const initialState: WalletRecallState = { recalling: false, outcome: null };

export const walletRecallSlice = createSlice({
  name: 'walletRecall',
  initialState,
  reducers: {
    /** "Recall all to main wallet": the saga moves each wallet in turn, each under its own key. */
    recallAllRequested(state, _action: PayloadAction<RecallRequest[]>) {
      state.recalling = true;
      state.outcome = null;
    },
    recallAllSettled(state, action: PayloadAction<RecallOutcome>) {
      if (!state.recalling) return;
      state.recalling = false;
      state.outcome = action.payload;
    },
    /** The wallet summary closed: its recall note goes with it. */
    recallDismissed() {
      return initialState;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

declare module '../../../core/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the slice adds its state to LazyLoadedSlices
  export interface LazyLoadedSlices extends WithSlice<typeof walletRecallSlice> {}
}

export const { recallAllRequested, recallAllSettled, recallDismissed } = walletRecallSlice.actions;
