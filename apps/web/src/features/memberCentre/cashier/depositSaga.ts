import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, getContext, put, race, take, takeLatest } from 'redux-saga/effects';
import { cashierCalls, type DepositOrder } from '@tessera/api';
import { type Api, bindApiGroup } from '../../../core/api';
import { baseApi } from '../../../core/baseApi';
import { toFailure } from '../../../core/failure';
import {
  depositCheckRequested,
  depositOrderRead,
  depositReadFailed,
  depositWatchStarted,
  depositWatchStopped,
} from './depositModel';

bindApiGroup('cashier', cashierCalls);

/** How often a PENDING order is asked for again while the page is shown. */
export const DEPOSIT_POLL_MS = 4000;

const hidden = (): boolean => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Follows one order to its end: asks for it every {@link DEPOSIT_POLL_MS} while it is PENDING and
 * the page is shown, and at once when the member asks ("Check payment"). A read that fails is
 * reported and the next poll tries again. PAID refreshes the member's money everywhere.
 */
export function* followDeposit(created: DepositOrder) {
  const api: Api = yield getContext('api');
  let order = created;
  while (order.status === 'PENDING') {
    const { check } = yield race({ wait: delay(DEPOSIT_POLL_MS), check: take(depositCheckRequested.type) });
    if (!check && hidden()) continue;
    try {
      order = yield call(api.cashier.getDepositOrder, order.orderNo);
      yield put(depositOrderRead(order));
    } catch (error) {
      yield put(depositReadFailed(toFailure(error)));
    }
  }
  if (order.status === 'PAID') yield put(baseApi.util.invalidateTags(['Member']));
}

function* watch(action: PayloadAction<DepositOrder>) {
  yield race({ follow: call(followDeposit, action.payload), stop: take(depositWatchStopped.type) });
}

/** The deposit page's flow: the latest order started is the one followed; leaving the page stops it. */
export function* depositSaga() {
  yield takeLatest(depositWatchStarted.type, watch);
}
