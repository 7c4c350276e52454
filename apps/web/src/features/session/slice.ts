import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MemberInfo } from '@tessera/api';
import type { FailureInfo } from '../system/slice';

export interface SessionState {
  /** anonymous: no token; restoring: a stored token is being checked; member: signed in. */
  phase: 'anonymous' | 'restoring' | 'member';
  member: MemberInfo | null;
  loginPending: boolean;
  loginError: FailureInfo | null;
  /** Set when the platform asks for a password change after login (first login or expired). */
  passwordChangeRequired: boolean;
  signingOut: boolean;
}

const initialState: SessionState = {
  phase: 'anonymous',
  member: null,
  loginPending: false,
  loginError: null,
  passwordChangeRequired: false,
  signingOut: false,
};

export interface LoginForm {
  username: string;
  password: string;
}

const slice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionRestoreStarted(state) {
      state.phase = 'restoring';
    },
    loginRequested(state, _action: PayloadAction<LoginForm>) {
      state.loginPending = true;
      state.loginError = null;
    },
    loginFailed(state, action: PayloadAction<FailureInfo>) {
      state.loginPending = false;
      state.loginError = action.payload;
    },
    loginErrorDismissed(state) {
      state.loginError = null;
    },
    memberLoaded(state, action: PayloadAction<{ member: MemberInfo; passwordChangeRequired?: boolean }>) {
      state.phase = 'member';
      state.member = action.payload.member;
      state.loginPending = false;
      state.passwordChangeRequired = action.payload.passwordChangeRequired ?? state.passwordChangeRequired;
    },
    signOutRequested(state) {
      state.signingOut = true;
    },
    /** §4: sign-out (and a refused stored token) resets the login state. */
    signedOut() {
      return initialState;
    },
  },
});

export const { sessionRestoreStarted, loginRequested, loginFailed, loginErrorDismissed, memberLoaded, signOutRequested, signedOut } =
  slice.actions;
export const sessionReducer = slice.reducer;
