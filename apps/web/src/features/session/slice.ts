import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  IDENTITY_CODES,
  type CaptchaFields,
  type LoginType,
  type MemberInfo,
  type SecondVerification,
} from '@tessera/api';
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
  /** Set when a login from a new address must be verified with a code first: where it can go. */
  secondVerification: SecondVerification | null;
  /** The notice a trial account gets on a gated action (§5) is showing. */
  trialNoticeOpen: boolean;
}

const initialState: SessionState = {
  phase: 'anonymous',
  member: null,
  loginPending: false,
  loginError: null,
  passwordChangeRequired: false,
  signingOut: false,
  secondVerification: null,
  trialNoticeOpen: false,
};

/** A login as the modal sends it: by password (type ''), or by SMS code (type 'sms'). */
export interface LoginForm extends Partial<CaptchaFields> {
  username: string;
  password: string;
  type?: LoginType;
  /** An SMS-login code, or the second-verification code of a login from a new address. */
  verificationCode?: string;
  /** How a second verification is answered (a sent code unless told), and the bank account name when by that. */
  verificationMethod?: 'code' | 'authenticator' | 'bankAccountName';
  bankAccountName?: string;
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
      const { code, details } = action.payload;
      if (code === IDENTITY_CODES.secondVerificationRequired && details) {
        // Not an error to show: the modal asks for the code instead.
        state.secondVerification = details as SecondVerification;
        state.loginError = null;
      } else {
        state.loginError = action.payload;
      }
    },
    /** The login modal closed or went back: its error and any pending verification are forgotten. */
    loginErrorDismissed(state) {
      state.loginError = null;
      state.secondVerification = null;
    },
    /** A trial account (§6) is opened and logged in. */
    freePlayRequested(state) {
      state.loginPending = true;
      state.loginError = null;
    },
    memberLoaded(state, action: PayloadAction<{ member: MemberInfo; passwordChangeRequired?: boolean }>) {
      state.phase = 'member';
      state.member = action.payload.member;
      state.loginPending = false;
      state.secondVerification = null;
      state.passwordChangeRequired = action.payload.passwordChangeRequired ?? state.passwordChangeRequired;
    },
    trialNoticeOpened(state) {
      state.trialNoticeOpen = true;
    },
    trialNoticeClosed(state) {
      state.trialNoticeOpen = false;
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

export const {
  sessionRestoreStarted,
  loginRequested,
  loginFailed,
  loginErrorDismissed,
  freePlayRequested,
  memberLoaded,
  trialNoticeOpened,
  trialNoticeClosed,
  signOutRequested,
  signedOut,
} = slice.actions;
export const sessionReducer = slice.reducer;

declare module '../../core/rootReducer' {
  /** Every page has the session state from the start: the store module injects it. */
  export interface EagerSlices {
    session: ReturnType<typeof slice.reducer>;
  }
}
