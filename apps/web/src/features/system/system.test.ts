import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@tessera/api';
import { createStore } from '../../test/store';
import type { Api } from '../../core/api';
import { openStatus } from '../../test/fixtures';
import { availabilityOf, selectAvailability } from './selectors';
import { retryStatus, startApp } from './start';

function fakeApi(getStatus: Api['system']['getStatus'], countries = [{ countryCode: 'VN', countryDialingCode: '84' }]) {
  return {
    system: {
      getStatus: vi.fn(getStatus),
      getRegisterSettings: vi.fn(async () => ({
        usernameRules: [],
        mobileRules: [],
        countries,
        minimumAge: 18,
        termsUrl: '',
      })),
      getWhitelabel: vi.fn(),
      getDomainRoute: vi.fn(),
    },
  } as unknown as Api;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('system status rules (§4)', () => {
  it('0 is open, 1 maintenance, 2 region-blocked', () => {
    expect(availabilityOf(openStatus())).toBe('open');
    expect(availabilityOf(openStatus({ status: 1 }))).toBe('maintenance');
    expect(availabilityOf(openStatus({ status: 2 }))).toBe('regionBlocked');
  });

  it('maintenance takes precedence over region restriction', () => {
    expect(availabilityOf(openStatus({ status: 2, maintenance: { active: true } }))).toBe('maintenance');
    expect(availabilityOf(openStatus({ status: 1, regionRestriction: { active: true } }))).toBe('maintenance');
  });
});

describe('start-up flow', () => {
  it('loads status with the current host and the country list', async () => {
    const api = fakeApi(async () => openStatus());
    const store = createStore(api);
    store.dispatch(startApp());
    await settle();
    expect(api.system.getStatus).toHaveBeenCalledWith(window.location.host);
    expect(store.getState().system.phase).toBe('ready');
    expect(selectAvailability(store.getState())).toBe('open');
    expect(store.getState().system.countries).toEqual([{ countryCode: 'VN', countryDialingCode: '84' }]);
  });

  it('an unreachable platform is kept as a failure with its kind, then a retry recovers', async () => {
    let attempt = 0;
    const api = fakeApi(async () => {
      attempt += 1;
      if (attempt === 1) throw new ApiError({ kind: 'network', code: 'NETWORK_ERROR', message: 'no answer' });
      return openStatus();
    });
    const store = createStore(api);
    store.dispatch(startApp());
    await settle();
    expect(store.getState().system).toMatchObject({
      phase: 'failed',
      error: { kind: 'network', code: 'NETWORK_ERROR' },
    });

    store.dispatch(retryStatus());
    expect(store.getState().system.error).not.toBeNull(); // the message stays while retrying
    await settle();
    expect(store.getState().system).toMatchObject({ phase: 'ready', error: null });
  });

  it('a failed country list does not block the site', async () => {
    const api = fakeApi(async () => openStatus());
    vi.mocked(api.system.getRegisterSettings).mockRejectedValueOnce(
      new ApiError({ kind: 'http', code: 'HTTP_500', message: 'x' }),
    );
    const store = createStore(api);
    store.dispatch(startApp());
    await settle();
    expect(store.getState().system.phase).toBe('ready');
    expect(store.getState().system.countriesError).toMatchObject({ code: 'HTTP_500' });
  });

  it('a non-ApiError failure is still normalised into plain data', async () => {
    const api = fakeApi(async () => {
      throw new TypeError('boom');
    });
    const store = createStore(api);
    store.dispatch(startApp());
    await settle();
    const error = store.getState().system.error;
    expect(error).not.toBeNull();
    expect(typeof error?.kind).toBe('string');
    expect(JSON.parse(JSON.stringify(error))).toEqual(error);
  });
});
