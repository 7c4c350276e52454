import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { GameType, LaunchGameRequest } from '@tessera/api';
import type { FailureInfo } from '../system/slice';

/** A provider whose games open in a popup list (§3 launch data isGame VASSALAGE). */
export interface ProviderPopup {
  vassalage: string;
  gameType: GameType;
  name: string;
}

export interface GamesState {
  /** The provider game list open in a popup, if any. */
  providerPopup: ProviderPopup | null;
  /** The game in the frame: asked for, opened at `url`, or refused. */
  frame: {
    phase: 'idle' | 'launching' | 'open' | 'failed';
    request: LaunchGameRequest | null;
    url: string | null;
    error: FailureInfo | null;
  };
}

const initialState: GamesState = {
  providerPopup: null,
  frame: { phase: 'idle', request: null, url: null, error: null },
};

export const gamesSlice = createSlice({
  name: 'games',
  initialState,
  reducers: {
    providerPopupOpened(state, action: PayloadAction<ProviderPopup>) {
      state.providerPopup = action.payload;
    },
    providerPopupClosed(state) {
      state.providerPopup = null;
    },
    /** The game frame asks the platform for a launch address (a new one each time: tickets are single-use). */
    frameRequested(state, action: PayloadAction<LaunchGameRequest>) {
      state.frame = { phase: 'launching', request: action.payload, url: null, error: null };
    },
    frameOpened(state, action: PayloadAction<string>) {
      state.frame.phase = 'open';
      state.frame.url = action.payload;
    },
    frameFailed(state, action: PayloadAction<FailureInfo>) {
      state.frame.phase = 'failed';
      state.frame.error = action.payload;
    },
    /** The member left the game (the frame unmounted). */
    frameClosed(state) {
      state.frame = initialState.frame;
    },
    /** The game said the member's balance changed (a bet or a win). */
    gameBalanceChanged() {},
  },
  selectors: {
    selectProviderPopup: (state) => state.providerPopup,
    selectFrame: (state) => state.frame,
  },
});

declare module '../../core/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the slice adds its state to LazyLoadedSlices
  export interface LazyLoadedSlices extends WithSlice<typeof gamesSlice> {}
}

export const {
  providerPopupOpened,
  providerPopupClosed,
  frameRequested,
  frameOpened,
  frameFailed,
  frameClosed,
  gameBalanceChanged,
} = gamesSlice.actions;
