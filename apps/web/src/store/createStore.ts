import { configureStore, type Middleware, type MiddlewareAPI } from '@reduxjs/toolkit';
import { systemReducer } from '../features/system/slice';
import { themeReducer } from '../features/theme/slice';
import { sessionReducer } from '../features/session/slice';
import type { Api } from '../core/api';
import { baseApi } from '../core/baseApi';
import { rootReducer, type RootState } from '../core/rootReducer';
import type * as SagaRuntimeModule from './sagaRuntime';

export type { RootState };

/** The flows' runtime (redux-saga and the sagas every page has), or how to fetch it. */
export type SagaRuntime = typeof SagaRuntimeModule;
export type SagaRuntimeSource = SagaRuntime | (() => Promise<SagaRuntime>);

// The state every page needs from the start; lazy features inject theirs with `injectFeature`.
rootReducer.inject({ reducerPath: 'system', reducer: systemReducer });
rootReducer.inject({ reducerPath: 'theme', reducer: themeReducer });
rootReducer.inject({ reducerPath: 'session', reducer: sessionReducer });

/**
 * The place of the flows in the store's middleware. Their runtime may come later than the store
 * (the entry fetches it beside the first render: no page needs a flow to show itself): until it
 * is mounted, every action reaches the reducers as usual and waits, in order, for the sagas, which
 * receive each one once they are running. If its code cannot be fetched, the next action asks
 * for it again.
 */
function sagaHost(api: Api, source: SagaRuntimeSource) {
  let store: MiddlewareAPI | null = null;
  let next: ((action: unknown) => unknown) | null = null;
  let forward: ((action: unknown) => unknown) | null = null;
  let fetching = false;
  const waiting: unknown[] = [];
  const mount = (runtime: SagaRuntime) => {
    if (forward || !store || !next) return;
    const sagas = runtime.mountSagas(store, api);
    forward = sagas(next);
    // The reducers have had these already: only the sagas receive them now.
    const toSagasOnly = sagas((action) => action);
    for (const action of waiting.splice(0)) toSagasOnly(action);
  };
  const fetch = () => {
    if (typeof source !== 'function' || fetching) return;
    fetching = true;
    // Asked for in a task of its own: starting an import adds a preload link per file of the
    // runtime, which would lengthen the start's task that made the first call.
    setTimeout(() => {
      source().then(mount, () => {
        fetching = false;
      });
    });
  };
  const middleware: Middleware = (api) => {
    store = api;
    return (passOn) => {
      next = passOn;
      return (action) => {
        if (forward) return forward(action);
        waiting.push(action);
        fetch();
        return passOn(action);
      };
    };
  };
  /** Mounts a runtime already in hand, or asks for it (in the next task); called once the store exists. */
  const start = () => (typeof source === 'function' ? fetch() : mount(source));
  return { middleware, start };
}

/**
 * Builds the store. Flows run as sagas, from `sagas`: the runtime itself (tests, where the store
 * must react at once) or a function that fetches it (the entry, which keeps redux-saga out of the
 * first load). Single calls run as RTK Query thunks; both reach the platform contract, `api`.
 */
export function createStore(api: Api, sagas: SagaRuntimeSource, preloadedState?: Partial<RootState>) {
  const host = sagaHost(api, sagas);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api } } }).concat(host.middleware, baseApi.middleware),
    // The calls' answers reach the page at the end of the task they arrive in, not in the next
    // frame: rendered there, they would join the frame's own layout and paint in one long task.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  host.start();
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
