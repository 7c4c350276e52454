import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RegisterField, RegisterSettings } from '@tessera/api';
import type { FailureInfo } from '../system/slice';

/** The two ways to sign up (§1). */
export type RegisterMethod = 'username' | 'mobile';

/** What the member typed, by field name; `countryDialingCode` is the chosen dialing code without '+'. */
export type RegisterValues = Partial<Record<RegisterField, string>> & { countryDialingCode?: string };

/** A refused registration: which form sent it, and the field it concerns when one is known. */
export interface RegisterFailure {
  method: RegisterMethod;
  error: FailureInfo;
  field?: RegisterField;
}

export interface RegisterState {
  /** The register settings (rules, minimum age, terms); loaded each time the screen opens. */
  settings: RegisterSettings | null;
  settingsLoading: boolean;
  settingsError: FailureInfo | null;
  pending: boolean;
  failure: RegisterFailure | null;
  /** The agent behind the invitation code last looked up (`GET /wps/agent/affiliate`). */
  invitation: InvitationLookup | null;
}

/** An invitation code and what the platform said about it: its agent, or that it is unknown. */
export interface InvitationLookup {
  code: string;
  agentName: string | null;
  error: FailureInfo | null;
}

const initialState: RegisterState = {
  settings: null,
  settingsLoading: false,
  settingsError: null,
  pending: false,
  failure: null,
  invitation: null,
};

export const registerSlice = createSlice({
  name: 'register',
  initialState,
  reducers: {
    /** The register screen opened (or asks again after a failed load): its settings are fetched. */
    registerOpened(state) {
      state.settingsLoading = true;
      state.settingsError = null;
    },
    registerSettingsLoaded(state, action: PayloadAction<RegisterSettings>) {
      state.settings = action.payload;
      state.settingsLoading = false;
    },
    registerSettingsFailed(state, action: PayloadAction<FailureInfo>) {
      state.settingsLoading = false;
      state.settingsError = action.payload;
    },
    registerRequested: {
      reducer(state, _action: PayloadAction<{ method: RegisterMethod; values: RegisterValues }>) {
        state.pending = true;
        state.failure = null;
      },
      prepare: (method: RegisterMethod, values: RegisterValues) => ({ payload: { method, values } }),
    },
    registerFailed(state, action: PayloadAction<RegisterFailure>) {
      state.pending = false;
      state.failure = action.payload;
    },
    registerSucceeded(state) {
      state.pending = false;
      state.failure = null;
    },
    /** The invitation code was typed or prefilled: whose is it? */
    invitationLookupRequested(state, action: PayloadAction<string>) {
      state.invitation = { code: action.payload, agentName: null, error: null };
    },
    invitationLookedUp(state, action: PayloadAction<InvitationLookup>) {
      if (state.invitation?.code === action.payload.code) state.invitation = action.payload;
    },
    /** The screen closed: a refusal is forgotten (the settings stay for the next visit). */
    registerClosed(state) {
      state.failure = null;
      state.invitation = null;
    },
  },
});

export const {
  registerOpened,
  registerSettingsLoaded,
  registerSettingsFailed,
  registerRequested,
  registerFailed,
  registerSucceeded,
  invitationLookupRequested,
  invitationLookedUp,
  registerClosed,
} = registerSlice.actions;
export const registerReducer = registerSlice.reducer;

declare module '../../core/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the slice adds its state to LazyLoadedSlices
  export interface LazyLoadedSlices extends WithSlice<typeof registerSlice> {}
}
