import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { type Api, bindApiGroup } from '../../../core/api';
import { toFailure } from '../../../core/failure';
import { createOperationKeys, type OperationKeys } from '../../../core/operationKeys';
import { signedOut } from '../../session/slice';
import { walletApi } from '../walletApi';
import { MAIN_WALLET } from './format';
import { recallAllRequested, recallAllSettled, type RecallOutcome, type RecallRequest } from './recallModel';
import { walletCalls } from '@tessera/api';

bindApiGroup('wallet', walletCalls);

/**
 * "Recall all to main wallet": one keyed transfer to MAIN per wallet, one after the other; a
 * failure keeps the rest going. A wallet asked again for the same amount (a retry after a failure
 * or a lost answer) reuses its key, so the platform moves the money at most once; one that moved
 * gets a new key next time. Money moving refreshes the wallets and the header balance, whether
 * the calls succeeded or not (one that timed out may still have moved it).
 */
export function* recallAll(keys: OperationKeys, { payload }: PayloadAction<RecallRequest[]>) {
  const api: Api = yield getContext('api');
  const outcome: RecallOutcome = { recalled: [], failed: [] };
  for (const { walletCode, amount } of payload) {
    const operation = `${walletCode}>${MAIN_WALLET}:${amount}`;
    const idempotencyKey = keys.keyFor(operation);
    try {
      yield call(api.wallet.transfer, { fromWallet: walletCode, toWallet: MAIN_WALLET, amount, idempotencyKey });
      keys.done(operation);
      outcome.recalled.push(walletCode);
    } catch (error) {
      outcome.failed.push({ walletCode, error: toFailure(error) });
    }
  }
  yield put(walletApi.util.invalidateTags(['Wallets', 'Member']));
  yield put(recallAllSettled(outcome));
}

export function* recallSaga() {
  // The keys of the recalls asked so far, for this store; a member's never outlive the session.
  const keys = createOperationKeys();
  yield takeLeading(recallAllRequested.type, recallAll, keys);
  yield takeEvery(signedOut.type, () => keys.clear());
}
