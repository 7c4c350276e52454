import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Saga } from 'redux-saga';
import type { AppDispatch, AppStore, RootState } from '../app/store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * Starts a feature's saga that came with a route's chunk (once per store), before the component
 * first dispatches to it: call it at the top of the component that needs the flow.
 */
export function useInjectSaga(saga: Saga) {
  useAppStore().injectSaga(saga);
}
