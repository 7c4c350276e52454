import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RootState } from '../../core/rootReducer';
import type { CaptchaFields, ChangePasswordPayload, ForgotByEmailPayload, RegisterFieldRule } from '@tessera/api';
import type { FailureInfo } from '../system/slice';
import { signedOut } from '../session/slice';

/** The platform's rules the password forms check before sending (§5). */
export interface PasswordRules {
  email?: RegisterFieldRule;
  password?: RegisterFieldRule;
  mobileNum?: RegisterFieldRule;
  smsCode?: RegisterFieldRule;
}

/** The mobile form of the forgot-password modal as it is sent. */
export interface PhoneResetForm extends CaptchaFields {
  mobileNum: string;
  /** Without '+'; '' when no country was picked. */
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

export type ChangePasswordForm = ChangePasswordPayload;

/** State of the change-password (§2) and forgot-password modals and their flows. */
/** §4: the forgot-password views: the choice of method, the e-mail form, the mobile form. */
export type ForgotView = 'switch' | 'email' | 'mobileNum';

export interface PasswordState {
  forgotOpen: boolean;
  /** The view the forgot modal opens on; null: the choice when both methods are on. */
  forgotStart: ForgotView | null;
  changeOpen: boolean;
  rules: PasswordRules | null;
  forgotPending: boolean;
  forgotError: FailureInfo | null;
  /** The mobile form set the new password but the login after it failed: only the login is retried. */
  phonePasswordSet: boolean;
  /** §4: an e-mail reset succeeded; the confirmation dialog shows until acknowledged. */
  emailSent: boolean;
  changePending: boolean;
  changeError: FailureInfo | null;
  /** The session was opened by a reset link: it changes the password without the old one. */
  oldPasswordWaived: boolean;
  resetLink: 'idle' | 'checking' | 'refused';
  resetLinkError: FailureInfo | null;
  /** Where a finished flow sends the user; the host navigates, then clears it. */
  redirectTo: string | null;
}

const initialState: PasswordState = {
  forgotOpen: false,
  forgotStart: null,
  changeOpen: false,
  rules: null,
  forgotPending: false,
  forgotError: null,
  phonePasswordSet: false,
  emailSent: false,
  changePending: false,
  changeError: null,
  oldPasswordWaived: false,
  resetLink: 'idle',
  resetLinkError: null,
  redirectTo: null,
};

export const passwordSlice = createSlice({
  name: 'password',
  initialState,
  reducers: {
    forgotPasswordOpened(state, action: PayloadAction<ForgotView | undefined>) {
      state.forgotOpen = true;
      state.forgotStart = action.payload ?? null;
    },
    forgotPasswordClosed(state) {
      state.forgotOpen = false;
      state.forgotPending = false;
      state.forgotError = null;
      state.phonePasswordSet = false;
    },
    changePasswordOpened(state) {
      state.changeOpen = true;
    },
    changePasswordClosed(state) {
      state.changeOpen = false;
      state.changeError = null;
    },
    passwordRulesRequested() {},
    passwordRulesLoaded(state, action: PayloadAction<PasswordRules>) {
      state.rules = action.payload;
    },
    forgotByEmailRequested(state, _action: PayloadAction<ForgotByEmailPayload>) {
      state.forgotPending = true;
      state.forgotError = null;
    },
    emailSentAcknowledged(state) {
      state.emailSent = false;
    },
    phoneResetRequested(state, _action: PayloadAction<PhoneResetForm>) {
      state.forgotPending = true;
      state.forgotError = null;
    },
    phonePasswordSet(state) {
      state.phonePasswordSet = true;
    },
    forgotFailed(state, action: PayloadAction<FailureInfo>) {
      state.forgotPending = false;
      state.forgotError = action.payload;
    },
    /** The user went back to the choice of method or switched forms. */
    forgotErrorDismissed(state) {
      state.forgotError = null;
    },
    forgotSucceeded(state, action: PayloadAction<{ by: 'email' | 'mobile' }>) {
      state.forgotPending = false;
      state.emailSent = action.payload.by === 'email';
      if (action.payload.by === 'mobile') state.redirectTo = '/';
    },
    changePasswordRequested(state, _action: PayloadAction<ChangePasswordForm>) {
      state.changePending = true;
      state.changeError = null;
    },
    changePasswordFailed(state, action: PayloadAction<FailureInfo>) {
      state.changePending = false;
      state.changeError = action.payload;
    },
    changePasswordSucceeded(state) {
      state.changePending = false;
      state.changeOpen = false;
      state.oldPasswordWaived = false;
      state.redirectTo = '/';
    },
    resetLinkOpened(state, _action: PayloadAction<string>) {
      state.resetLink = 'checking';
      state.resetLinkError = null;
    },
    resetLinkRefused(state, action: PayloadAction<FailureInfo>) {
      state.resetLink = 'refused';
      state.resetLinkError = action.payload;
    },
    /** A reset link logged in (or such a session came back after a reload): change without the old password. */
    resetSessionStarted(state, action: PayloadAction<{ fromLink: boolean }>) {
      // The link's page has done its work: the change happens over the home page.
      if (action.payload.fromLink) {
        state.resetLink = 'idle';
        state.redirectTo = '/index';
      }
      state.oldPasswordWaived = true;
      state.changeOpen = true;
    },
    redirectHandled(state) {
      state.redirectTo = null;
    },
  },
  extraReducers: (builder) => {
    // §4: sign-out resets the flows; the rules stay (they are the platform's, not the member's).
    builder.addCase(signedOut, (state) => ({ ...initialState, rules: state.rules }));
  },
});

export const {
  forgotPasswordOpened,
  forgotPasswordClosed,
  changePasswordOpened,
  changePasswordClosed,
  passwordRulesRequested,
  passwordRulesLoaded,
  forgotByEmailRequested,
  emailSentAcknowledged,
  phoneResetRequested,
  phonePasswordSet,
  forgotFailed,
  forgotErrorDismissed,
  forgotSucceeded,
  changePasswordRequested,
  changePasswordFailed,
  changePasswordSucceeded,
  resetLinkOpened,
  resetLinkRefused,
  resetSessionStarted,
  redirectHandled,
} = passwordSlice.actions;
export const passwordReducer = passwordSlice.reducer;

declare module '../../core/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the slice adds its state to LazyLoadedSlices
  export interface LazyLoadedSlices extends WithSlice<typeof passwordSlice> {}
}

/** The password state for the feature's own saga, which runs only once the slice is injected. */
export const selectPasswordState = (state: RootState): PasswordState => state.password ?? initialState;
