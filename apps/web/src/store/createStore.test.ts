import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../core/api';
import { themeToggled } from '../features/theme/slice';
import { startApp } from '../features/system/start';
import { storeToken } from '../features/session/storage';
import { memberInfo, openStatus } from '../test/fixtures';
import { createStore, type SagaRuntime } from './createStore';
import * as sagaRuntime from './sagaRuntime';

/** A runtime the test hands over when it chooses, as a slow network would. */
function heldRuntime() {
  let arrive!: (runtime: SagaRuntime) => void;
  let fail!: (error: Error) => void;
  const fetches = vi.fn(
    () =>
      new Promise<SagaRuntime>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  return { fetches, arrive: (runtime: SagaRuntime) => arrive(runtime), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeApi() {
  return {
    system: { getStatus: vi.fn(async () => openStatus()), getRegisterSettings: vi.fn(async () => ({ countries: [] })) },
    member: { getInfo: vi.fn(async () => memberInfo()) },
  } as unknown as Api;
}

describe('the flows’ runtime fetched after the store (the entry’s way)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('actions before it arrives change the state at once and reach the flows once it is here, each once and in order', async () => {
    const runtime = heldRuntime();
    const store = createStore(fakeApi(), runtime.fetches);
    // Asked for in the task after the store's, not inside it.
    expect(runtime.fetches).not.toHaveBeenCalled();
    await settle();
    expect(runtime.fetches).toHaveBeenCalledTimes(1);
    store.dispatch(themeToggled());
    store.dispatch(themeToggled());
    store.dispatch(themeToggled());
    // The reducers had them; the flow that stores the choice has not run yet.
    expect(store.getState().theme.mode).toBe('dark');
    expect(localStorage.getItem('theme')).toBeNull();
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    runtime.arrive(sagaRuntime);
    await settle();
    expect(writes.mock.calls.filter(([key]) => key === 'theme')).toHaveLength(3);
    expect(localStorage.getItem('theme')).toBe('dark');
    // Mounted: an action now reaches the flows in its own dispatch.
    store.dispatch(themeToggled());
    expect(localStorage.getItem('theme')).toBe('light');
    expect(runtime.fetches).toHaveBeenCalledTimes(1);
    writes.mockRestore();
  });

  it('when its code cannot be fetched, the next action asks again, and nothing that waited is lost', async () => {
    const runtime = heldRuntime();
    const store = createStore(fakeApi(), runtime.fetches);
    store.dispatch(themeToggled());
    await settle();
    runtime.fail(new TypeError('Failed to fetch dynamically imported module'));
    await settle();
    store.dispatch(themeToggled());
    await settle();
    expect(runtime.fetches).toHaveBeenCalledTimes(2);
    runtime.arrive(sagaRuntime);
    await settle();
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('a returning member is being restored from the start, not a visitor until the flows arrive, and is signed in once they have', async () => {
    storeToken('t-1');
    const runtime = heldRuntime();
    const api = fakeApi();
    const store = createStore(api, runtime.fetches);
    store.dispatch(startApp());
    expect(store.getState().session.phase).toBe('restoring');
    // The status needs no flow: it is read at once.
    await settle();
    expect(store.getState().system.phase).toBe('ready');
    expect(api.member.getInfo).not.toHaveBeenCalled();
    runtime.arrive(sagaRuntime);
    await settle();
    expect(api.member.getInfo).toHaveBeenCalledTimes(1);
    expect(store.getState().session.phase).toBe('member');
  });
});
