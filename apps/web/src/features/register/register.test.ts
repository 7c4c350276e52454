import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type RegisterPayload, type RegisterSettings } from '@tessera/api';
import { createStore } from '../../test/store';
import type { Api } from '../../core/api';
import { memberInfo, openStatus } from '../../test/fixtures';
import { selectSms, smsCodeRequested } from '../auth/smsSlice';
import { invitationLookupRequested, registerClosed, registerOpened, registerRequested, selectRegister } from './slice';

const settings: RegisterSettings = {
  usernameRules: [
    { field: 'username', required: true, patternId: '1', acceptedPattern: '*', minLength: 6, maxLength: 16 },
  ],
  mobileRules: [
    { field: 'mobileNum', required: true, patternId: '6', acceptedPattern: '*', minLength: 8, maxLength: 11 },
  ],
  countries: [{ countryCode: 'VN', countryDialingCode: '84' }],
  minimumAge: 21,
  termsUrl: '/static/terms.html',
};

const member = memberInfo({
  id: 'm9',
  account: 'newplayer1',
  nickname: 'newplayer1',
  userName: 'newplayer1',
  clubLabel: { labelName: 'VIP0', rankLevel: 0 },
});

const refusal = (code: string, details?: unknown) =>
  new ApiError({ kind: 'business', code, message: `refused: ${code}`, details });
const loginResult = { token: 'tok-new', firstTimeLogin: false, passwordExpired: false };

function fakeApi() {
  return {
    system: { getStatus: vi.fn(async () => openStatus()), getRegisterSettings: vi.fn(async () => settings) },
    auth: {
      register: vi.fn(async (_payload: RegisterPayload) => loginResult),
      registerByMobile: vi.fn(async (_payload: RegisterPayload) => loginResult),
      requestRegisterCode: vi.fn(async () => ({ expiredMinutes: 1 })),
      getCaptcha: vi.fn(async () => ({ captchaId: 'c1', image: 'data:,', expiresInSeconds: 120 })),
      getAffiliate: vi.fn(async (code: string) => ({ code, agentName: 'Demo Agent' })),
      logout: vi.fn(async () => undefined),
    },
    member: { getInfo: vi.fn(async () => member) },
  } satisfies Record<string, unknown>;
}
type FakeApi = ReturnType<typeof fakeApi>;

const settle = () => new Promise((r) => setTimeout(r, 0));
/** A store with the flows the register screen starts (its own, the SMS code's and the captcha's). */
const setup = (api: FakeApi = fakeApi()) => {
  const store = createStore(api as unknown as Api);
  return { api, store };
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState({}, '', '/register?code=TESSERA1&referralCode=FRIEND7');
});

describe('register settings', () => {
  it('are loaded each time the screen opens', async () => {
    const { api, store } = setup();
    store.dispatch(registerOpened());
    expect(selectRegister(store.getState()).settingsLoading).toBe(true);
    await settle();
    expect(selectRegister(store.getState())).toMatchObject({ settings, settingsLoading: false, settingsError: null });
    store.dispatch(registerOpened());
    await settle();
    expect(api.system.getRegisterSettings).toHaveBeenCalledTimes(2);
  });

  it('a failed load says why and a new opening tries again', async () => {
    const { api, store } = setup();
    api.system.getRegisterSettings.mockRejectedValueOnce(
      new ApiError({ kind: 'network', code: 'NETWORK_ERROR', message: 'down' }),
    );
    store.dispatch(registerOpened());
    await settle();
    expect(selectRegister(store.getState())).toMatchObject({
      settings: null,
      settingsLoading: false,
      settingsError: { kind: 'network' },
    });
    store.dispatch(registerOpened());
    await settle();
    expect(selectRegister(store.getState())).toMatchObject({ settings, settingsError: null });
  });
});

describe('registration', () => {
  it('by username sends the trimmed values with the extras, then signs the new member in', async () => {
    const { api, store } = setup();
    store.dispatch(
      registerRequested('username', {
        username: '  newplayer1 ',
        password: ' Pass1234',
        confirmPassword: ' Pass1234',
        email: '',
        affiliateCode: ' TESSERA1 ',
      }),
    );
    expect(selectRegister(store.getState()).pending).toBe(true);
    await settle();
    expect(api.auth.register).toHaveBeenCalledWith({
      username: 'newplayer1',
      password: ' Pass1234',
      confirmPassword: ' Pass1234',
      affiliateCode: 'TESSERA1',
      referralCode: 'FRIEND7',
      registerUrl: 'http://localhost:3000/register?code=TESSERA1&referralCode=FRIEND7',
      domain: 'localhost:3000',
      registerMethod: 'WEB',
    });
    expect(api.auth.registerByMobile).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('token')).toBe('tok-new');
    expect(store.getState().session).toMatchObject({ phase: 'member', member: { account: 'newplayer1' } });
    expect(selectRegister(store.getState())).toMatchObject({ pending: false, failure: null });
  });

  it('by mobile goes to the mobile call with the dialing code without +', async () => {
    const { api, store } = setup();
    store.dispatch(
      registerRequested('mobile', {
        mobileNum: '912345678',
        countryDialingCode: '+84',
        smsCode: '123456',
        password: 'Pass1234',
      }),
    );
    await settle();
    expect(api.auth.registerByMobile).toHaveBeenCalledWith(
      expect.objectContaining({
        mobileNum: '912345678',
        countryDialingCode: '84',
        smsCode: '123456',
        registerMethod: 'WEB',
        affiliateCode: '',
      }),
    );
    expect(store.getState().session.phase).toBe('member');
  });

  it('leaves the dialing code out when no mobile number was given', async () => {
    const { api, store } = setup();
    store.dispatch(registerRequested('username', { username: 'newplayer1', mobileNum: ' ', countryDialingCode: '84' }));
    await settle();
    expect(api.auth.register.mock.calls[0]![0]).not.toHaveProperty('countryDialingCode');
    expect(api.auth.register.mock.calls[0]![0]).not.toHaveProperty('mobileNum');
  });

  it.each([
    { code: 'USERNAME_TAKEN', details: undefined, field: 'username' },
    { code: 'MOBILE_TAKEN', details: undefined, field: 'mobileNum' },
    { code: 'INVALID_FIELD', details: { field: 'email' }, field: 'email' },
    { code: 'INVALID_INVITATION_CODE', details: undefined, field: 'affiliateCode' },
    { code: 'INVALID_VERIFICATION_CODE', details: undefined, field: 'smsCode' },
  ])('a $code refusal names the field $field', async ({ code, details, field }) => {
    const { api, store } = setup();
    api.auth.register.mockRejectedValueOnce(refusal(code, details));
    store.dispatch(registerRequested('username', { username: 'newplayer1' }));
    await settle();
    expect(selectRegister(store.getState())).toMatchObject({
      pending: false,
      failure: { method: 'username', field, error: { code } },
    });
    expect(store.getState().session.phase).toBe('anonymous');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('a refusal without a field, or naming no field of the form, stays form-level', async () => {
    const { api, store } = setup();
    api.auth.registerByMobile.mockRejectedValueOnce(refusal('INVALID_FIELD', { field: 'channel' }));
    store.dispatch(registerRequested('mobile', { mobileNum: '912345678' }));
    await settle();
    expect(selectRegister(store.getState()).failure).toEqual({
      method: 'mobile',
      error: expect.objectContaining({ code: 'INVALID_FIELD' }),
    });

    api.auth.registerByMobile.mockRejectedValueOnce(refusal('OPERATION_NOT_ALLOWED'));
    store.dispatch(registerRequested('mobile', { mobileNum: '912345678' }));
    await settle();
    expect(selectRegister(store.getState()).failure).toEqual({
      method: 'mobile',
      error: expect.objectContaining({ code: 'OPERATION_NOT_ALLOWED' }),
    });
  });

  it('a second submit while one is in flight sends nothing more', async () => {
    const { api, store } = setup();
    store.dispatch(registerRequested('username', { username: 'newplayer1' }));
    store.dispatch(registerRequested('username', { username: 'newplayer1' }));
    await settle();
    expect(api.auth.register).toHaveBeenCalledTimes(1);
  });

  it('a new attempt forgets the previous refusal', async () => {
    const { api, store } = setup();
    api.auth.register.mockRejectedValueOnce(refusal('USERNAME_TAKEN'));
    store.dispatch(registerRequested('username', { username: 'demo_member' }));
    await settle();
    expect(selectRegister(store.getState()).failure).not.toBeNull();
    store.dispatch(registerRequested('username', { username: 'newplayer1' }));
    expect(selectRegister(store.getState()).failure).toBeNull();
  });
});

describe('invitation code', () => {
  it('names the agent behind a known code', async () => {
    const { api, store } = setup();
    store.dispatch(invitationLookupRequested('TESSERA1'));
    await settle();
    expect(api.auth.getAffiliate).toHaveBeenCalledWith('TESSERA1');
    expect(selectRegister(store.getState()).invitation).toEqual({
      code: 'TESSERA1',
      agentName: 'Demo Agent',
      error: null,
    });
  });

  it('keeps the refusal of an unknown code, and ignores the answer for a code no longer typed', async () => {
    const { api, store } = setup();
    api.auth.getAffiliate.mockRejectedValueOnce(refusal('INVALID_INVITATION_CODE'));
    store.dispatch(invitationLookupRequested('NOPE'));
    await settle();
    expect(selectRegister(store.getState()).invitation).toMatchObject({
      code: 'NOPE',
      agentName: null,
      error: { code: 'INVALID_INVITATION_CODE' },
    });

    let answer: (v: { code: string; agentName: string }) => void = () => undefined;
    api.auth.getAffiliate.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    store.dispatch(invitationLookupRequested('SLOW'));
    store.dispatch(invitationLookupRequested('TESSERA1'));
    await settle();
    answer({ code: 'SLOW', agentName: 'Someone else' });
    await settle();
    expect(selectRegister(store.getState()).invitation).toEqual({
      code: 'TESSERA1',
      agentName: 'Demo Agent',
      error: null,
    });
  });
});

describe('closing the screen', () => {
  it('stops the code countdown and forgets the refusal', async () => {
    const { api, store } = setup();
    store.dispatch(
      smsCodeRequested('register', {
        mobileNum: '912345678',
        countryDialingCode: '84',
        captchaId: 'c1',
        captchaCode: 'ABCDE',
      }),
    );
    await settle();
    expect(api.auth.requestRegisterCode).toHaveBeenCalledTimes(1);
    expect(selectSms(store.getState()).register.secondsLeft).toBeGreaterThan(0);

    api.auth.register.mockRejectedValueOnce(refusal('USERNAME_TAKEN'));
    store.dispatch(registerRequested('username', { username: 'demo_member' }));
    await settle();
    store.dispatch(registerClosed());
    expect(selectSms(store.getState()).register.secondsLeft).toBe(0);
    expect(selectRegister(store.getState()).failure).toBeNull();
  });
});
