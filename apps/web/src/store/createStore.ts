import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { systemReducer } from '../features/system/slice';
import { systemSaga } from '../features/system/saga';
import { themeReducer } from '../features/theme/slice';
import { themeSaga } from '../features/theme/saga';
import { sessionReducer } from '../features/session/slice';
import { sessionSaga } from '../features/session/saga';
import { resumeResetSessionSaga } from '../features/password/resume';
import type { Api } from '../core/api';
import { baseApi } from '../core/baseApi';
import { injectedSagas } from '../core/injectFeature';
import { rootReducer, type RootState } from '../core/rootReducer';

export type { RootState };

// The state every page needs from the start; lazy features inject theirs with `injectFeature`.
rootReducer.inject({ reducerPath: 'system', reducer: systemReducer });
rootReducer.inject({ reducerPath: 'theme', reducer: themeReducer });
rootReducer.inject({ reducerPath: 'session', reducer: sessionReducer });

export function* rootSaga() {
  // Only what reacts to start, login and sign-out; the other flows come with their features.
  yield all([fork(systemSaga), fork(themeSaga), fork(sessionSaga), fork(resumeResetSessionSaga)]);
}

/** Builds the store with the saga middleware; the platform contract reaches sagas as context. */
export function createStore(api: Api, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({ context: { api } });
  const started = new Set<Saga>();
  /** Starts the saga of each feature injected since the last action, before that action reaches the sagas. */
  const startInjected = () => {
    const sagas = injectedSagas();
    if (sagas.size === started.size) return;
    for (const saga of sagas) {
      if (started.has(saga)) continue;
      started.add(saga);
      sagaMiddleware.run(saga);
    }
  };
  const featureSagas: Middleware = () => (next) => (action) => {
    startInjected();
    return next(action);
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // Flows run as sagas; the single calls run as RTK Query thunks. Both reach the contract the same way.
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api } } }).concat(featureSagas, sagaMiddleware, baseApi.middleware),
    // The calls' answers reach the page at the end of the task they arrive in, not in the next
    // frame: rendered there, they would join the frame's own layout and paint in one long task.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  sagaMiddleware.run(rootSaga);
  startInjected();
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
