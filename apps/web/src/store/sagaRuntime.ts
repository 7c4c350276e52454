import type { Dispatch, MiddlewareAPI } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { themeSaga } from '../features/theme/saga';
import { sessionSaga } from '../features/session/saga';
import { resumeResetSessionSaga } from '../features/password/resume';
import type { Api } from '../core/api';
import { injectedSagas } from '../core/injectFeature';

/** Only what reacts to start, login and sign-out; the other flows come with their features. */
export function* rootSaga() {
  yield all([fork(themeSaga), fork(sessionSaga), fork(resumeResetSessionSaga)]);
}

/**
 * Mounts the flows on a store (`createStore`): the root saga starts, and so does the saga of each
 * feature injected so far and, later, of each one injected before the next action. The platform
 * contract reaches sagas as context. Answers the middleware's part that passes each action on
 * (to `next`) and then to the sagas.
 */
export function mountSagas(store: MiddlewareAPI, api: Api) {
  const sagaMiddleware = createSagaMiddleware({ context: { api } });
  const toSagasAfter = sagaMiddleware(store);
  const started = new Set<Saga>();
  const startInjected = () => {
    const sagas = injectedSagas();
    if (sagas.size === started.size) return;
    for (const saga of sagas) {
      if (started.has(saga)) continue;
      started.add(saga);
      sagaMiddleware.run(saga);
    }
  };
  sagaMiddleware.run(rootSaga);
  startInjected();
  return (next: (action: unknown) => unknown) => {
    const handle = toSagasAfter(next as Dispatch);
    return (action: unknown) => {
      startInjected();
      return handle(action);
    };
  };
}
