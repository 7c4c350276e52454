import { call, getContext, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { authCalls, LOGIN_TYPES, type LoginResult, type MemberInfo, type RegisterSettings } from '@tessera/api';
import { type Api, bindApiGroup } from '../../core/api';
import { rememberPasswordChange, rememberSession } from '../session/storage';
import type { RootState } from '../../core/rootReducer';
import { captchaRequested } from '../auth/captchaSlice';
import { smsCountdownCancelled } from '../auth/smsSlice';
import { completeLogin } from '../session/saga';
import { selectMember } from '../session/selectors';
import { memberLoaded } from '../session/slice';
import { toFailure } from '../../core/failure';
import {
  changePasswordFailed,
  changePasswordRequested,
  changePasswordSucceeded,
  forgotByEmailRequested,
  forgotFailed,
  forgotPasswordClosed,
  forgotSucceeded,
  passwordRulesLoaded,
  passwordRulesRequested,
  phonePasswordSet,
  phoneResetRequested,
  resetLinkOpened,
  resetLinkRefused,
  resetSessionStarted,
  selectPasswordState,
  type ChangePasswordForm,
  type PasswordRules,
  type PhoneResetForm,
} from './model';
import { clearResetSession, markResetSession } from './storage';

bindApiGroup('auth', authCalls);

/** The rules of the fields the password forms hold, as the platform serves them for registration. */
export function pickRules({
  usernameRules,
  mobileRules,
}: Pick<RegisterSettings, 'usernameRules' | 'mobileRules'>): PasswordRules {
  const find = (rules: RegisterSettings['usernameRules'], field: string) => rules.find((rule) => rule.field === field);
  const rules: PasswordRules = {};
  const set = <K extends keyof PasswordRules>(key: K, rule: PasswordRules[K]) => rule && (rules[key] = rule);
  set('email', find(usernameRules, 'email'));
  // The platform checks a new password against the registration rule for `password`.
  set('password', find(usernameRules, 'password') ?? find(mobileRules, 'password'));
  set('mobileNum', find(mobileRules, 'mobileNum') ?? find(usernameRules, 'mobileNum'));
  set('smsCode', find(mobileRules, 'smsCode'));
  return rules;
}

function* loadRules() {
  const loaded: PasswordRules | null = yield select((state: RootState) => selectPasswordState(state).rules);
  if (loaded) return;
  const api: Api = yield getContext('api');
  try {
    const settings: RegisterSettings = yield call(api.system.getRegisterSettings);
    yield put(passwordRulesLoaded(pickRules(settings)));
  } catch {
    // The forms then check only that fields are filled; the platform checks the rest.
  }
}

function* forgotByEmail(action: PayloadAction<{ username: string; email: string }>) {
  const api: Api = yield getContext('api');
  try {
    yield call(api.auth.forgetPassword, {
      username: action.payload.username.trim(),
      email: action.payload.email.trim(),
    });
    yield put(forgotSucceeded({ by: 'email' }));
    yield put(forgotPasswordClosed());
  } catch (error) {
    yield put(forgotFailed(toFailure(error)));
  }
}

const resetKey = (form: PhoneResetForm) => `${form.countryDialingCode}|${form.mobileNum.trim()}|${form.newPassword}`;

/**
 * Sets the new password with the SMS code, then logs in with the mobile number and the captcha the
 * form holds at submit. Returns the form the password is now set for: when only the login failed,
 * the next submit of the same form retries the login alone (the code has been used).
 */
function* resetByPhone(form: PhoneResetForm, passwordSetFor: string | null) {
  const api: Api = yield getContext('api');
  const mobileNum = form.mobileNum.trim();
  if (passwordSetFor !== resetKey(form)) {
    try {
      const dialing = form.countryDialingCode ? { countryDialingCode: form.countryDialingCode } : {};
      yield call(api.auth.setPasswordByPhone, {
        mobileNum,
        verificationCode: form.verificationCode.trim(),
        newPassword: form.newPassword,
        ...dialing,
      });
      yield put(phonePasswordSet());
    } catch (error) {
      yield put(forgotFailed(toFailure(error)));
      return passwordSetFor;
    }
  }
  try {
    const result: LoginResult = yield call(api.auth.login, {
      username: mobileNum,
      password: form.newPassword,
      type: LOGIN_TYPES.password,
      captchaId: form.captchaId,
      captchaCode: form.captchaCode.trim(),
    });
    yield call(completeLogin, result);
  } catch (error) {
    // The captcha has been used either way; the form shows a new one.
    yield put(captchaRequested('reset'));
    yield put(forgotFailed(toFailure(error)));
    return resetKey(form);
  }
  yield put(forgotSucceeded({ by: 'mobile' }));
  yield put(forgotPasswordClosed());
  return null;
}

/** One phone reset at a time; closing the modal forgets a half-finished one. */
function* watchPhoneReset() {
  let passwordSetFor: string | null = null;
  for (;;) {
    const action: PayloadAction<PhoneResetForm> = yield take([phoneResetRequested.type, forgotPasswordClosed.type]);
    if (phoneResetRequested.match(action)) passwordSetFor = yield call(resetByPhone, action.payload, passwordSetFor);
    else passwordSetFor = null;
  }
}

function* changePassword(action: PayloadAction<ChangePasswordForm>) {
  const api: Api = yield getContext('api');
  const waived: boolean = yield select((state: RootState) => selectPasswordState(state).oldPasswordWaived);
  try {
    yield call(api.member.changePassword, { ...action.payload, oldPassword: waived ? '' : action.payload.oldPassword });
  } catch (error) {
    yield put(changePasswordFailed(toFailure(error)));
    return;
  }
  clearResetSession();
  rememberPasswordChange(false);
  let member: MemberInfo | null = yield select(selectMember);
  try {
    member = yield call(api.member.getInfo);
    rememberSession(member!);
  } catch {
    // The password is changed; the member shown stays as it was.
  }
  if (member) yield put(memberLoaded({ member, passwordChangeRequired: false }));
  yield put(changePasswordSucceeded());
}

/** The link of a reset e-mail logs in with its token, then asks for the new password only. */
function* openResetLink(action: PayloadAction<string>) {
  const api: Api = yield getContext('api');
  try {
    const result: LoginResult = yield call(api.auth.login, {
      type: LOGIN_TYPES.reset,
      resetToken: action.payload,
      username: '',
      password: '',
    });
    yield call(completeLogin, result);
  } catch (error) {
    yield put(resetLinkRefused(toFailure(error)));
    return;
  }
  markResetSession();
  yield put(resetSessionStarted({ fromLink: true }));
}

/**
 * The password flows, started by the first screen that offers one (the modals' host, the reset
 * link's page). A reset session coming back after a reload is picked up at start by
 * {@link resumeResetSessionSaga}, which stays in the first load.
 */
export function* passwordSaga() {
  yield takeLeading(passwordRulesRequested.type, loadRules);
  yield takeLeading(forgotByEmailRequested.type, forgotByEmail);
  yield takeLeading(changePasswordRequested.type, changePassword);
  yield takeLeading(resetLinkOpened.type, openResetLink);
  // Closing the forgot modal stops its code countdown (§4).
  yield takeEvery(forgotPasswordClosed.type, function* () {
    yield put(smsCountdownCancelled('reset'));
  });
  yield call(watchPhoneReset);
}
