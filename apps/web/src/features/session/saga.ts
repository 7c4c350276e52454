import { call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isWhitelabelFlagOn } from '../system/selectors';
import { appStarted } from '../system/slice';
import { toFailure } from '../../core/failure';
import { baseApi } from '../../core/baseApi';
import { type Api, bindApiGroup } from '../../core/api';
import { authCalls, LOGIN_TYPES, type LoginResult, type MemberInfo } from '@tessera/api';
import {
  freePlayRequested,
  loginFailed,
  loginRequested,
  memberLoaded,
  sessionRestoreStarted,
  signedOut,
  signOutRequested,
  type LoginForm,
} from './slice';
import {
  forgetSession,
  isPasswordChangeRemembered,
  readToken,
  rememberPasswordChange,
  rememberSession,
  storeToken,
} from './storage';

bindApiGroup('auth', authCalls);

/** On start, a stored token is turned back into a member (or forgotten when refused). */
function* restoreSession() {
  const token = readToken();
  if (!token) return;
  const api: Api = yield getContext('api');
  yield put(sessionRestoreStarted());
  try {
    const member: MemberInfo = yield call(api.member.getInfo);
    rememberSession(member);
    yield put(memberLoaded({ member, passwordChangeRequired: isPasswordChangeRemembered() }));
  } catch {
    forgetSession();
    yield put(signedOut());
  }
}

/**
 * Turns a login result (from a login, a registration, a reset or free play) into a signed-in
 * member: stores the token, loads the member info and remembers it. Throws what the member-info
 * call throws, after forgetting the token.
 */
export function* completeLogin(result: LoginResult) {
  const api: Api = yield getContext('api');
  storeToken(result.token);
  try {
    const member: MemberInfo = yield call(api.member.getInfo);
    rememberSession(member);
    // §4/§6: a first login or an expired password forces the change dialog when the flag is on.
    const forced: boolean = yield select(isWhitelabelFlagOn('FORCED_PASSWORD_CHANGE'));
    const passwordChangeRequired = forced && (result.firstTimeLogin || result.passwordExpired);
    rememberPasswordChange(passwordChangeRequired);
    yield put(memberLoaded({ member, passwordChangeRequired }));
    return member;
  } catch (error) {
    forgetSession();
    throw error;
  }
}

function* login(action: PayloadAction<LoginForm>) {
  const api: Api = yield getContext('api');
  const { username, password, type = LOGIN_TYPES.password, ...rest } = action.payload;
  try {
    const result: LoginResult = yield call(api.auth.login, { ...rest, username: username.trim(), password, type });
    yield call(completeLogin, result);
  } catch (error) {
    forgetSession();
    yield put(loginFailed(toFailure(error)));
  }
}

/** The device family the free-play call reports. */
const deviceOs = () =>
  /android/i.test(navigator.userAgent) ? 'android' : /iphone|ipad|ipod/i.test(navigator.userAgent) ? 'ios' : 'web';

/** Free play: a fresh trial account (isAgent 4), logged in at once. */
function* freePlay() {
  const api: Api = yield getContext('api');
  try {
    const result: LoginResult = yield call(api.auth.freePlay, deviceOs());
    yield call(completeLogin, result);
  } catch (error) {
    forgetSession();
    yield put(loginFailed(toFailure(error)));
  }
}

/** §4: sign-out tells the platform, clears the tab's session (keeping the merchant) and resets. */
function* signOut() {
  const api: Api = yield getContext('api');
  try {
    yield call(api.auth.logout);
  } catch {
    // the token is forgotten here whatever the platform answered
  }
  forgetSession();
  // Nothing of the member's (balance, unread count) outlives the session.
  yield put(baseApi.util.resetApiState());
  yield put(signedOut());
}

export function* sessionSaga() {
  yield takeLatest(appStarted.type, restoreSession);
  yield takeLeading(loginRequested.type, login);
  yield takeLeading(freePlayRequested.type, freePlay);
  yield takeLeading(signOutRequested.type, signOut);
}
