import { call, put, race, take, takeLatest } from 'redux-saga/effects';
import { memberLoaded, signedOut } from '../session/slice';
import { readToken } from '../session/storage';
import { appStarted } from '../system/slice';
import { isResetSession } from './storage';

import type * as passwordSlice from './slice';

/**
 * After a reload, a session opened by a reset link still changes its password without the old
 * one. This check runs at start for everyone; the password feature itself (its state, flows and
 * modals) is fetched only when such a session comes back.
 */
function* resumeResetSession() {
  if (!isResetSession() || !readToken()) return;
  const { loaded } = yield race({ loaded: take(memberLoaded.type), out: take(signedOut.type) });
  if (!loaded) return;
  const { resetSessionStarted }: typeof passwordSlice = yield call(() => import('./slice'));
  yield put(resetSessionStarted({ fromLink: false }));
}

export function* resumeResetSessionSaga() {
  yield takeLatest(appStarted.type, resumeResetSession);
}
