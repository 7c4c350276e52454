import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { systemSaga } from '../features/system/saga';
import { themeSaga } from '../features/theme/saga';
import { sessionSaga } from '../features/session/saga';
import { resumeResetSessionSaga } from '../features/password/resume';
import { contentApi } from '../features/content/contentApi';
import type { Api } from '../core/api';
import { rootReducer, type RootState } from '../core/rootReducer';

export type { RootState };

export function* rootSaga() {
  // Only what reacts to start, login and sign-out; the other flows are injected by their screens.
  yield all([fork(systemSaga), fork(themeSaga), fork(sessionSaga), fork(resumeResetSessionSaga)]);
}

/** Builds the store with the saga middleware; the platform contract reaches sagas as context. */
export function createStore(api: Api, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ context: { api } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Flows run as sagas; the content queries run as thunks. Both reach the contract the same way.
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api } } }).concat(sagaMiddleware, contentApi.middleware),
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
