import type { PayloadAction } from '@reduxjs/toolkit';
import type { MemberInfo } from '@tessera/api';
import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import { apiLanguage, type Api } from '../../core/api';
import { baseApi } from '../../core/baseApi';
import { toFailure } from '../../core/failure';
import { selectIsSignedIn, selectMember } from '../session/selectors';
import { memberLoaded } from '../session/slice';
import { languageChanged, languageStored, languageStoreFailed } from './model';

/**
 * Brings the platform in line with the display language `code`: a signed-in member's language is
 * stored first (the platform answers a member in the stored language, so content read before that
 * would come back in the old one), then everything the platform writes in the request's language
 * (`Localised`) is read again. A failure to store is reported; the content is read again anyway.
 */
export function* syncLanguage(code: string) {
  const signedIn: boolean = yield select(selectIsSignedIn);
  if (signedIn) {
    const api: Api = yield getContext('api');
    try {
      yield call([api.member, api.member.setLanguage], code);
      yield put(languageStored(code));
    } catch (error) {
      yield put(languageStoreFailed(toFailure(error)));
    }
  }
  yield put(baseApi.util.invalidateTags(['Localised']));
}

/** A member who signs in holding another language than the one shown: the shown one, which the member sees, is stored. */
function* onSignIn(action: PayloadAction<{ member: MemberInfo }>) {
  const shown = apiLanguage();
  if (action.payload.member.language !== shown) yield call(syncLanguage, shown);
}

function* onChange(action: PayloadAction<string>) {
  yield call(syncLanguage, action.payload);
}

/**
 * The language change flow (§4: sets the locale, stores it, notifies the server, refreshes the
 * messages): the switch sets and keeps the locale, then dispatches `languageChanged`; this saga
 * notifies the platform and reads the localised content again. The latest change wins.
 */
export function* languageSaga() {
  // A member signed in before this feature arrived (the switch loads with the header).
  const member: MemberInfo | null = yield select(selectMember);
  if (member && member.language !== apiLanguage()) yield call(syncLanguage, apiLanguage());
  yield takeLatest([languageChanged.type, memberLoaded.type], function* route(action: PayloadAction<unknown>) {
    if (languageChanged.match(action)) yield call(onChange, action);
    else yield call(onSignIn, action as PayloadAction<{ member: MemberInfo }>);
  });
}
