import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { systemReducer } from '../features/system/slice';
import { systemSaga } from '../features/system/saga';
import { themeReducer } from '../features/theme/slice';
import { themeSaga } from '../features/theme/saga';
import { sessionReducer } from '../features/session/slice';
import { sessionSaga } from '../features/session/saga';
import { smsReducer } from '../features/auth/smsSlice';
import { smsSaga } from '../features/auth/smsSaga';
import { captchaReducer } from '../features/auth/captchaSlice';
import { captchaSaga } from '../features/auth/captchaSaga';
import { passwordReducer } from '../features/password/slice';
import { passwordSaga } from '../features/password/saga';
import { registerReducer } from '../features/register/slice';
import { registerSaga } from '../features/register/saga';
import { contentApi } from '../features/content/contentApi';
import type { Api } from './api';

/**
 * The state of features whose code arrives with a route's chunk: each declares itself here
 * (`interface LazyLoadedSlices extends WithSlice<typeof slice> {}`) and injects its slice into
 * {@link rootReducer} when its module loads, so the first page never downloads it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(contentApi, {
  register: registerReducer,
  system: systemReducer,
  theme: themeReducer,
  session: sessionReducer,
  sms: smsReducer,
  captcha: captchaReducer,
  password: passwordReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

export function* rootSaga() {
  yield all([fork(registerSaga), fork(systemSaga), fork(themeSaga), fork(sessionSaga), fork(smsSaga), fork(captchaSaga), fork(passwordSaga)]);
}

/** Builds the store with the saga middleware; the platform contract reaches sagas as context. */
export function createStore(api: Api, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ context: { api } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Flows run as sagas; the content queries run as thunks. Both reach the contract the same way.
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api } } }).concat(sagaMiddleware, contentApi.middleware),
  });
  sagaMiddleware.run(rootSaga);
  const injected = new Set<Saga>();
  return Object.assign(store, {
    /**
     * Starts a saga that arrived with a route's chunk, once per store however often it is asked
     * for; it then runs for the life of the store like the root sagas.
     */
    injectSaga(saga: Saga) {
      if (injected.has(saga)) return;
      injected.add(saga);
      sagaMiddleware.run(saga);
    },
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
