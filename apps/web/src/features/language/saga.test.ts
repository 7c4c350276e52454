import { runSaga, stdChannel } from 'redux-saga';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@tessera/api';
import { setApiLanguage } from '../../core/api';
import { memberInfo } from '../../test/fixtures';
import { memberLoaded } from '../session/slice';
import { languageChanged, languageStored, languageStoreFailed } from './model';
import { languageSaga } from './saga';

type Action = { type: string; payload?: unknown };

const isRefetch = (a: Action) => a.type.endsWith('invalidateTags') && JSON.stringify(a.payload) === '["Localised"]';

/** Runs the language saga against a fake platform, signed in as `member` (or a visitor); answers what it dispatched. */
function start(setLanguage: (code: string) => Promise<void>, member = memberInfo()) {
  const channel = stdChannel();
  const dispatched: Action[] = [];
  const api = { member: { setLanguage: vi.fn(setLanguage) } };
  const session = member ? { phase: 'member', member } : { phase: 'anonymous', member: null };
  const task = runSaga(
    {
      channel,
      context: { api },
      dispatch: (a: Action) => dispatched.push(a),
      getState: () => ({ session }),
    },
    languageSaga,
  );
  return { api, dispatched, task, put: (action: Action) => channel.put(action) };
}

/** A promise and its resolve/reject, to hold the platform's answer back. */
function held() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('language saga', () => {
  afterEach(() => setApiLanguage('EN'));

  it('stores a signed-in member’s new language on the platform first, then reads the localised content again', async () => {
    setApiLanguage('EN');
    const answer = held();
    const saga = start(() => answer.promise, memberInfo({ language: 'EN' }));
    setApiLanguage('VI');
    saga.put(languageChanged('VI'));
    await settle();
    expect(saga.api.member.setLanguage).toHaveBeenCalledWith('VI');
    // Until the platform holds VI it would answer this member in the old language: nothing is read yet.
    expect(saga.dispatched.some(isRefetch)).toBe(false);
    answer.resolve();
    await settle();
    expect(saga.dispatched.map((a) => a.type)).toEqual([languageStored.type, expect.stringMatching(/invalidateTags$/)]);
    expect(saga.dispatched[0]).toEqual(languageStored('VI'));
    expect(isRefetch(saga.dispatched[1]!)).toBe(true);
    saga.task.cancel();
  });

  it('for a visitor only reads the content again (the header names the language)', async () => {
    const saga = start(async () => undefined, null as never);
    saga.put(languageChanged('TH'));
    await settle();
    expect(saga.api.member.setLanguage).not.toHaveBeenCalled();
    expect(saga.dispatched.filter(isRefetch)).toHaveLength(1);
    saga.task.cancel();
  });

  it('reports a failure to store, and still reads the content again', async () => {
    const saga = start(
      async () => {
        throw new ApiError({ kind: 'network', code: 'NETWORK', message: 'offline' });
      },
      memberInfo({ language: 'EN' }),
    );
    saga.put(languageChanged('TH'));
    await settle();
    expect(saga.dispatched.some((a) => a.type === languageStoreFailed.type)).toBe(true);
    expect(saga.dispatched.some(isRefetch)).toBe(true);
    saga.task.cancel();
  });

  it('lets the latest change win when the member switches again before the platform answers', async () => {
    const first = held();
    const saga = start((code) => (code === 'VI' ? first.promise : Promise.resolve()), memberInfo({ language: 'EN' }));
    saga.put(languageChanged('VI'));
    saga.put(languageChanged('TH'));
    first.resolve();
    await settle();
    expect(saga.api.member.setLanguage.mock.calls).toEqual([['VI'], ['TH']]);
    expect(saga.dispatched.filter((a) => a.type === languageStored.type)).toEqual([languageStored('TH')]);
    expect(saga.dispatched.filter(isRefetch)).toHaveLength(1);
    saga.task.cancel();
  });

  it('stores the shown language when a member signs in holding another, and leaves an agreeing one alone', async () => {
    setApiLanguage('TH');
    const saga = start(async () => undefined, null as never);
    saga.put(memberLoaded({ member: memberInfo({ language: 'TH' }) }));
    await settle();
    expect(saga.api.member.setLanguage).not.toHaveBeenCalled();
    saga.task.cancel();

    const signedIn = start(async () => undefined, memberInfo({ language: 'TH' }));
    signedIn.put(memberLoaded({ member: memberInfo({ language: 'VI' }) }));
    await settle();
    expect(signedIn.api.member.setLanguage).toHaveBeenCalledWith('TH');
    expect(signedIn.dispatched.some(isRefetch)).toBe(true);
    signedIn.task.cancel();
  });

  it('brings a member signed in before the switch loaded in line at once', async () => {
    setApiLanguage('VI');
    const saga = start(async () => undefined, memberInfo({ language: 'EN' }));
    await settle();
    expect(saga.api.member.setLanguage).toHaveBeenCalledWith('VI');
    saga.task.cancel();
  });
});
