import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { Country, SystemStatus } from '@tessera/api';
import { toFailure } from '../../core/failure';
import type { Api } from '../../core/api';
import { appStarted, countriesFailed, countriesLoaded, statusFailed, statusLoaded, statusRequested } from './slice';

function* loadStatus() {
  const api: Api = yield getContext('api');
  try {
    const status: SystemStatus = yield call(api.system.getStatus, window.location.host);
    yield put(statusLoaded(status));
  } catch (error) {
    yield put(statusFailed(toFailure(error)));
  }
}

/** The country-code list (dial-code pickers); its failure does not block the site. */
function* loadCountries() {
  const api: Api = yield getContext('api');
  try {
    const settings: { countries: Country[] } = yield call(api.system.getRegisterSettings);
    yield put(countriesLoaded(settings.countries));
  } catch (error) {
    yield put(countriesFailed(toFailure(error)));
  }
}

function* start() {
  yield all([call(loadStatus), call(loadCountries)]);
}

export function* systemSaga() {
  yield takeLatest(appStarted.type, start);
  yield takeLatest(statusRequested.type, loadStatus);
}
