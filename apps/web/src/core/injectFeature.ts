import type { Slice, SliceCaseReducers, SliceSelectors } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { rootReducer } from './rootReducer';

const sagas = new Set<Saga>();

/**
 * Brings a lazily loaded feature into the store: its slice joins the root reducer and its saga
 * (if it has one) starts in every store, once, however often the feature is injected. Called by
 * the feature's slice module, so both arrive with the route's or modal's chunk that first uses
 * the feature and never with the first page. Returns the injected slice, whose selectors answer
 * the slice's initial state until its first action.
 */
export function injectFeature<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>, saga?: Saga) {
  if (saga) sagas.add(saga);
  return slice.injectInto(rootReducer);
}

/** The sagas of the features injected so far, for the store to start (see `createStore`). */
export function injectedSagas(): ReadonlySet<Saga> {
  return sagas;
}
