import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Mode } from '@tessera/tokens';
import { STORAGE_KEYS } from '../../core/constants';
import { readLocal } from '../../core/storage';

export interface ThemeState {
  mode: Mode;
}

/** The stored theme, default light (§1). */
export function initialThemeState(): ThemeState {
  return { mode: readLocal(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light' };
}

const slice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
  reducers: {
    themeToggled(state) {
      state.mode = state.mode === 'dark' ? 'light' : 'dark';
    },
    themeSet(state, action: PayloadAction<Mode>) {
      state.mode = action.payload;
    },
  },
});

export const { themeToggled, themeSet } = slice.actions;
export const themeReducer = slice.reducer;

declare module '../../core/rootReducer' {
  /** Every page has the theme state from the start: the store module injects it. */
  export interface EagerSlices {
    theme: ReturnType<typeof slice.reducer>;
  }
}
