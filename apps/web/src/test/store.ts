import type { Api } from '../core/api';
import { createStore as createAppStore, type RootState } from '../store/createStore';
import * as sagaRuntime from '../store/sagaRuntime';

export type { AppDispatch, AppStore, RootState } from '../store/createStore';

/** The app's store with its flows mounted at once, as a test needs them: a dispatch reaches the sagas in its own call. */
export const createStore = (api: Api, preloadedState?: Partial<RootState>) =>
  createAppStore(api, sagaRuntime, preloadedState);
