import type { PayloadAction } from '@reduxjs/toolkit';
import type { LaunchGameRequest, LaunchResult } from '@tessera/api';
import { call, getContext, put, race, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Api } from '../../core/api';
import { toFailure } from '../../core/failure';
import { gamesApi } from './gamesApi';
import { FB_SPORTS } from '../../core/constants';
import { frameClosed, frameFailed, frameOpened, frameRequested, gameBalanceChanged } from './model';

/** Balance and unread counts are tagged Member; recent games change with every launch. */
const refreshAfterPlay = () => gamesApi.util.invalidateTags(['Member', 'Recent']);

/**
 * Launches the game of the frame: one launch at a time (a newer request replaces an unfinished
 * one), abandoned when the member leaves first. A launch marks the game as recently played.
 */
export function* launchFrame({ payload }: PayloadAction<LaunchGameRequest>) {
  const api: Api = yield getContext('api');
  try {
    const fbSports = payload.gameType === 'SPORTS' && payload.vassalage === FB_SPORTS && payload.nodeId === undefined;
    const launching = fbSports
      ? call(api.games.launchFbSports, { language: payload.language, device: payload.device })
      : call(api.games.launch, payload);
    const { result }: { result?: LaunchResult } = yield race({ result: launching, left: take(frameClosed.type) });
    if (!result) return;
    yield put(frameOpened(result.content));
    yield put(refreshAfterPlay());
  } catch (error) {
    yield put(frameFailed(toFailure(error)));
  }
}

/** The header balance follows the game: refreshed when the game reports a bet and when the member leaves it. */
function* refreshBalance() {
  yield put(gamesApi.util.invalidateTags(['Member']));
}

export function* gamesSaga() {
  yield takeLatest(frameRequested.type, launchFrame);
  yield takeEvery([gameBalanceChanged.type, frameClosed.type], refreshBalance);
}
