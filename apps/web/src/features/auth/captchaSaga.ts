import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { authCalls, type Captcha } from '@tessera/api';
import { type Api, bindApiGroup } from '../../core/api';
import { toFailure } from '../../core/failure';
import { captchaFailed, captchaLoaded, captchaRequested, type CaptchaForm } from './captchaModel';

bindApiGroup('auth', authCalls);

function* loadCaptcha(action: PayloadAction<CaptchaForm>) {
  const api: Api = yield getContext('api');
  try {
    const captcha: Captcha = yield call(api.auth.getCaptcha);
    yield put(captchaLoaded({ form: action.payload, captcha }));
  } catch (error) {
    yield put(captchaFailed({ form: action.payload, error: toFailure(error) }));
  }
}

export function* captchaSaga() {
  // A second refresh while one is on its way replaces it.
  yield takeLatest(captchaRequested.type, loadCaptcha);
}
