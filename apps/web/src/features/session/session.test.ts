import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type MemberInfo } from '@tessera/api';
import { createStore } from '../../test/store';
import type { Api } from '../../core/api';
import { openStatus } from '../../test/fixtures';
import { appStarted, statusLoaded } from '../system/slice';
import { freePlayRequested, loginErrorDismissed, loginRequested, signOutRequested } from './slice';
import { selectIsAgent, selectIsTrial } from './selectors';

const member: MemberInfo = {
  id: 'm1',
  account: 'demo_member',
  nickname: 'Demo',
  userName: 'demo_member',
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'VIP3', rankLevel: 3 },
  memberLabel: [],
};

function fakeApi(
  overrides: Partial<{
    login: Api['auth']['login'];
    getInfo: Api['member']['getInfo'];
    freePlay: Api['auth']['freePlay'];
  }> = {},
) {
  return {
    system: {
      getStatus: vi.fn(async () => openStatus()),
      getRegisterSettings: vi.fn(async () => ({
        usernameRules: [],
        mobileRules: [],
        countries: [],
        minimumAge: 18,
        termsUrl: '',
      })),
    },
    auth: {
      login: vi.fn(
        overrides.login ?? (async () => ({ token: 'tok-1', firstTimeLogin: false, passwordExpired: false })),
      ),
      logout: vi.fn(async () => undefined),
      freePlay: vi.fn(
        overrides.freePlay ?? (async () => ({ token: 'trial-tok', firstTimeLogin: false, passwordExpired: false })),
      ),
    },
    member: { getInfo: vi.fn(overrides.getInfo ?? (async () => member)) },
  } as unknown as Api;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('login', () => {
  it('stores the token, loads the member and signs in', async () => {
    const api = fakeApi();
    const store = createStore(api);
    store.dispatch(loginRequested({ username: '  demo_member ', password: 'Demo1234' }));
    await settle();
    expect(api.auth.login).toHaveBeenCalledWith({ username: 'demo_member', password: 'Demo1234', type: '' });
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(sessionStorage.getItem('isAgent')).toBe('0');
    expect(localStorage.getItem('nickname')).toBe('Demo');
    expect(store.getState().session).toMatchObject({
      phase: 'member',
      loginPending: false,
      member: { account: 'demo_member' },
    });
  });

  it('a refused login keeps nothing and reports the code', async () => {
    const api = fakeApi({
      login: async () => {
        throw new ApiError({ kind: 'business', code: 'LOGIN_FAILED', message: 'wrong' });
      },
    });
    const store = createStore(api);
    store.dispatch(loginRequested({ username: 'x', password: 'y' }));
    await settle();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(store.getState().session).toMatchObject({
      phase: 'anonymous',
      loginPending: false,
      loginError: { code: 'LOGIN_FAILED' },
    });
  });

  it('a second submit while one is in flight sends nothing more', async () => {
    const api = fakeApi();
    const store = createStore(api);
    store.dispatch(loginRequested({ username: 'a', password: 'b' }));
    store.dispatch(loginRequested({ username: 'a', password: 'b' }));
    await settle();
    expect(api.auth.login).toHaveBeenCalledTimes(1);
  });

  it('forces the password change on first login only when the white-label flag is on', async () => {
    const api = fakeApi({ login: async () => ({ token: 't', firstTimeLogin: true, passwordExpired: false }) });
    const store = createStore(api);
    store.dispatch(
      statusLoaded(openStatus({ whitelabel: [{ modId: 'FORCED_PASSWORD_CHANGE', enabled: '1', childrenNodes: [] }] })),
    );
    store.dispatch(loginRequested({ username: 'a', password: 'b' }));
    await settle();
    expect(store.getState().session.passwordChangeRequired).toBe(true);

    const off = createStore(
      fakeApi({ login: async () => ({ token: 't', firstTimeLogin: true, passwordExpired: true }) }),
    );
    off.dispatch(
      statusLoaded(openStatus({ whitelabel: [{ modId: 'FORCED_PASSWORD_CHANGE', enabled: '0', childrenNodes: [] }] })),
    );
    off.dispatch(loginRequested({ username: 'a', password: 'b' }));
    await settle();
    expect(off.getState().session.passwordChangeRequired).toBe(false);
  });
});

describe('login by SMS code and second verification', () => {
  it('an SMS login sends the mobile number and the code as a login of type sms', async () => {
    const api = fakeApi();
    const store = createStore(api);
    store.dispatch(loginRequested({ type: 'sms', username: ' 912000001 ', password: '', verificationCode: '123456' }));
    await settle();
    expect(api.auth.login).toHaveBeenCalledWith({
      type: 'sms',
      username: '912000001',
      password: '',
      verificationCode: '123456',
    });
    expect(store.getState().session.phase).toBe('member');
  });

  it('a login from a new address waits for a code, then the same login with it signs in', async () => {
    const destinations = { mobile: '91****001', email: null };
    const login = vi.fn(async (payload: { verificationCode?: string }) => {
      if (!payload.verificationCode) {
        throw new ApiError({
          kind: 'business',
          code: 'SECOND_VERIFICATION_REQUIRED',
          message: 'verify',
          details: destinations,
        });
      }
      return { token: 'tok-2', firstTimeLogin: false, passwordExpired: false };
    });
    const store = createStore(fakeApi({ login: login as unknown as Api['auth']['login'] }));
    store.dispatch(loginRequested({ username: 'demo_agent', password: 'Demo1234' }));
    await settle();
    // Not an error: the modal asks for the code, and nothing is stored yet.
    expect(store.getState().session).toMatchObject({
      phase: 'anonymous',
      loginError: null,
      secondVerification: destinations,
    });
    expect(sessionStorage.getItem('token')).toBeNull();

    store.dispatch(loginRequested({ username: 'demo_agent', password: 'Demo1234', verificationCode: '654321' }));
    await settle();
    expect(login).toHaveBeenLastCalledWith({
      username: 'demo_agent',
      password: 'Demo1234',
      type: '',
      verificationCode: '654321',
    });
    expect(store.getState().session).toMatchObject({ phase: 'member', secondVerification: null });
  });

  it('going back from the verification forgets it', async () => {
    const store = createStore(
      fakeApi({
        login: async () => {
          throw new ApiError({
            kind: 'business',
            code: 'SECOND_VERIFICATION_REQUIRED',
            message: 'verify',
            details: { mobile: null, email: 'd***@example.com' },
          });
        },
      }),
    );
    store.dispatch(loginRequested({ username: 'a', password: 'b' }));
    await settle();
    store.dispatch(loginErrorDismissed());
    expect(store.getState().session.secondVerification).toBeNull();
  });
});

describe('free play', () => {
  it('opens a trial account and signs it in as isAgent 4', async () => {
    const api = fakeApi({ getInfo: async () => ({ ...member, account: 'trial12345678', type: 4 }) });
    const store = createStore(api);
    store.dispatch(freePlayRequested());
    expect(store.getState().session.loginPending).toBe(true);
    await settle();
    expect(api.auth.freePlay).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('token')).toBe('trial-tok');
    expect(sessionStorage.getItem('isAgent')).toBe('4');
    expect(selectIsTrial(store.getState())).toBe(true);
  });

  it('a refused free play reports why and stores nothing', async () => {
    const store = createStore(
      fakeApi({
        freePlay: async () => {
          throw new ApiError({ kind: 'business', code: 'OPERATION_NOT_ALLOWED', message: 'off' });
        },
      }),
    );
    store.dispatch(freePlayRequested());
    await settle();
    expect(store.getState().session).toMatchObject({
      phase: 'anonymous',
      loginPending: false,
      loginError: { code: 'OPERATION_NOT_ALLOWED' },
    });
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('session restore on start', () => {
  it('a stored token becomes the member again', async () => {
    sessionStorage.setItem('token', 'tok-9');
    const store = createStore(fakeApi());
    store.dispatch(appStarted());
    await settle();
    expect(store.getState().session.phase).toBe('member');
  });

  it('a refused stored token is forgotten', async () => {
    sessionStorage.setItem('token', 'stale');
    const store = createStore(
      fakeApi({
        getInfo: async () => {
          throw new ApiError({ kind: 'http', code: 'NOT_LOGGED_IN', message: 'x', status: 401 });
        },
      }),
    );
    store.dispatch(appStarted());
    await settle();
    expect(store.getState().session.phase).toBe('anonymous');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('without a token nothing is asked', async () => {
    const api = fakeApi();
    createStore(api).dispatch(appStarted());
    await settle();
    expect(api.member.getInfo).not.toHaveBeenCalled();
  });
});

describe('sign-out (§4)', () => {
  it('tells the platform, clears session storage but keeps the merchant, and resets', async () => {
    const api = fakeApi();
    const store = createStore(api);
    store.dispatch(loginRequested({ username: 'a', password: 'b' }));
    await settle();
    sessionStorage.setItem('merchant', 'tessera');
    sessionStorage.setItem('other', 'x');
    store.dispatch(signOutRequested());
    await settle();
    expect(api.auth.logout).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('other')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('tessera');
    expect(store.getState().session).toMatchObject({ phase: 'anonymous', member: null, signingOut: false });
  });

  it('signs out locally even when the platform cannot be reached', async () => {
    const api = fakeApi();
    vi.mocked(api.auth.logout).mockRejectedValueOnce(
      new ApiError({ kind: 'network', code: 'NETWORK_ERROR', message: 'x' }),
    );
    const store = createStore(api);
    store.dispatch(loginRequested({ username: 'a', password: 'b' }));
    await settle();
    store.dispatch(signOutRequested());
    await settle();
    expect(store.getState().session.phase).toBe('anonymous');
  });
});

describe('roles (§4)', () => {
  it('isAgent 4 is a trial account; 1, 2, 41, 42 are agents', async () => {
    for (const [type, trial, agent] of [
      [4, true, false],
      [1, false, true],
      [42, false, true],
      [0, false, false],
    ] as const) {
      const store = createStore(fakeApi({ getInfo: async () => ({ ...member, type }) }));
      store.dispatch(loginRequested({ username: 'a', password: 'b' }));
      await settle();
      expect(selectIsTrial(store.getState())).toBe(trial);
      expect(selectIsAgent(store.getState())).toBe(agent);
    }
  });
});

describe('forced password change across a reload', () => {
  it('a reloaded tab still has to change the password', async () => {
    const first = createStore(
      fakeApi({ login: async () => ({ token: 't', firstTimeLogin: true, passwordExpired: false }) }),
    );
    first.dispatch(
      statusLoaded(openStatus({ whitelabel: [{ modId: 'FORCED_PASSWORD_CHANGE', enabled: '1', childrenNodes: [] }] })),
    );
    first.dispatch(loginRequested({ username: 'a', password: 'b' }));
    await settle();
    expect(first.getState().session.passwordChangeRequired).toBe(true);

    // The same tab, reloaded: the session is restored from the stored token.
    const reloaded = createStore(fakeApi());
    reloaded.dispatch(appStarted());
    await settle();
    expect(reloaded.getState().session).toMatchObject({ phase: 'member', passwordChangeRequired: true });
  });
});
