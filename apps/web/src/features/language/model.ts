import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { FailureInfo } from '../../core/failure';
import { signedOut } from '../session/slice';

/** What the platform holds as the signed-in member's language (§4 "notifies the server"), and the last failure to store it. */
export interface LanguageState {
  stored: string | null;
  error: FailureInfo | null;
}

const initialState: LanguageState = { stored: null, error: null };

export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    /** The display language is now this one (set and kept in the browser): the platform is told, the content read again. */
    languageChanged(_state, _action: PayloadAction<string>) {},
    languageStored(state, action: PayloadAction<string>) {
      state.stored = action.payload;
      state.error = null;
    },
    languageStoreFailed(state, action: PayloadAction<FailureInfo>) {
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { languageChanged, languageStored, languageStoreFailed } = languageSlice.actions;

declare module '../../core/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the slice adds its state to LazyLoadedSlices
  export interface LazyLoadedSlices extends WithSlice<typeof languageSlice> {}
}
