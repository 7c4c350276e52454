// The floor's flows, as the site's come (apps/web/src/store/sagaRuntime.ts): redux-saga in a chunk
// of its own, fetched as the page starts and mounted on the store it is handed.
import type { MiddlewareAPI } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, call, fork, put, select, takeLatest } from 'redux-saga/effects';

function* flow(): Generator {
  yield takeLatest('x', function* () {
    yield call(() => 1);
    yield put({ type: 'y' });
    yield select((s) => s);
  });
}

export function mountFlows(store: MiddlewareAPI) {
  const saga = createSagaMiddleware();
  const handle = saga(store)((action) => action);
  saga.run(function* () {
    yield all([fork(flow)]);
  });
  return handle;
}
