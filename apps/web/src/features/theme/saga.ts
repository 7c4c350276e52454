import { select, takeEvery } from 'redux-saga/effects';
import { STORAGE_KEYS } from '../../core/constants';
import { writeLocal } from '../../core/storage';
import { themeSet, themeToggled } from './slice';
import { selectThemeMode } from './selectors';

function* persistTheme() {
  const mode: ReturnType<typeof selectThemeMode> = yield select(selectThemeMode);
  writeLocal(STORAGE_KEYS.theme, mode);
}

export function* themeSaga() {
  yield takeEvery([themeToggled.type, themeSet.type], persistTheme);
}
