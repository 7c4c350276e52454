import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { sessionRestoreStarted } from '../session/slice';
import { readToken } from '../session/storage';
import { appStarted, statusRequested } from './slice';
import { systemApi } from './systemApi';

type Thunk = ThunkAction<void, unknown, unknown, UnknownAction>;

/**
 * Starts the app, once, before its first render: the platform's status and the country list are
 * asked for, and a stored session is marked as being restored at once (its flow checks the token
 * with the platform), so no page takes a returning member for a visitor meanwhile.
 */
export const startApp = (): Thunk => (dispatch) => {
  dispatch(appStarted());
  if (readToken()) dispatch(sessionRestoreStarted());
  void dispatch(systemApi.endpoints.status.initiate(window.location.host));
  void dispatch(systemApi.endpoints.registerSettings.initiate());
};

/** Asks for the status again (the unreachable platform's retry); the last error shows until the answer. */
export const retryStatus = (): Thunk => (dispatch) => {
  dispatch(statusRequested());
  void dispatch(systemApi.endpoints.status.initiate(window.location.host, { forceRefetch: true }));
};
