import { useDeferredValue } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from '../store/createStore';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * A query's answer and whether it is still loading, both as a transition. The store's updates
 * render synchronously; a component whose answer mounts a whole part (a list, the marquee, the
 * navigation's categories) renders that part in slices after it instead, between the browser's own
 * work. `empty` stands for the answer until there is one: keep it a module constant, since a new
 * object at each render would be a new value to defer each time.
 */
export function useDeferredAnswer<T>(query: { data?: T; isLoading: boolean }, empty: T) {
  const data = useDeferredValue(query.data ?? empty);
  const isLoading = useDeferredValue(query.isLoading);
  return { data, isLoading };
}
