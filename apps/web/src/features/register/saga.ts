import { call, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { type AffiliateInfo, authCalls, type LoginResult, type RegisterSettings } from '@tessera/api';
import { type Api, bindApiGroup } from '../../core/api';
import { toFailure } from '../../core/failure';
import { completeLogin } from '../session/saga';
import { smsCountdownCancelled } from '../auth/smsSlice';
import { refusedField } from './fields';
import { buildRegisterPayload } from './payload';
import {
  invitationLookedUp,
  invitationLookupRequested,
  registerClosed,
  registerFailed,
  registerOpened,
  registerRequested,
  registerSettingsFailed,
  registerSettingsLoaded,
  registerSucceeded,
  type RegisterMethod,
  type RegisterValues,
} from './model';

bindApiGroup('auth', authCalls);

/** The rules, minimum age and terms in force now (a flag switched since start changes them). */
function* loadSettings() {
  const api: Api = yield getContext('api');
  try {
    const settings: RegisterSettings = yield call(api.system.getRegisterSettings);
    yield put(registerSettingsLoaded(settings));
  } catch (error) {
    yield put(registerSettingsFailed(toFailure(error)));
  }
}

/** Registers, then signs the new member in as a login would; a refusal names its field when it can. */
function* register(action: PayloadAction<{ method: RegisterMethod; values: RegisterValues }>) {
  const api: Api = yield getContext('api');
  const { method, values } = action.payload;
  const payload = buildRegisterPayload(values, window.location);
  try {
    const send = method === 'mobile' ? api.auth.registerByMobile : api.auth.register;
    const result: LoginResult = yield call(send, payload);
    yield call(completeLogin, result);
    yield put(registerSucceeded());
  } catch (error) {
    const failure = toFailure(error);
    const field = refusedField(failure.code, failure.details);
    yield put(registerFailed(field ? { method, error: failure, field } : { method, error: failure }));
  }
}

function* lookUpInvitation(action: PayloadAction<string>) {
  const api: Api = yield getContext('api');
  const code = action.payload;
  try {
    const info: AffiliateInfo = yield call(api.auth.getAffiliate, code);
    yield put(invitationLookedUp({ code, agentName: info.agentName, error: null }));
  } catch (error) {
    yield put(invitationLookedUp({ code, agentName: null, error: toFailure(error) }));
  }
}

/** Leaving the screen stops its code countdown (a new visit starts afresh). */
function* close() {
  yield put(smsCountdownCancelled('register'));
}

export function* registerSaga() {
  yield takeLatest(registerOpened.type, loadSettings);
  yield takeLeading(registerRequested.type, register);
  yield takeLatest(invitationLookupRequested.type, lookUpInvitation);
  yield takeLatest(registerClosed.type, close);
}
