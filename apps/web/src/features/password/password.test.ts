import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type LoginResult, type MemberInfo, type RegisterFieldRule } from '@tessera/api';
import { createStore } from '../../test/store';
import type { Api } from '../../core/api';
import { openStatus } from '../../test/fixtures';
import { smsCodeRequested, selectSms } from '../auth/smsSlice';
import { loginRequested } from '../session/slice';
import { appStarted, statusLoaded } from '../system/slice';
import { pickRules } from './saga';
import {
  changePasswordOpened,
  changePasswordRequested,
  forgotByEmailRequested,
  forgotPasswordClosed,
  forgotPasswordOpened,
  passwordRulesRequested,
  phoneResetRequested,
  resetLinkOpened,
  selectPassword,
  type PhoneResetForm,
} from './slice';

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

const refusal = (code: string) => new ApiError({ kind: 'business', code, message: code });
const loginResult = (over: Partial<LoginResult> = {}): LoginResult => ({
  token: 'tok-1',
  firstTimeLogin: false,
  passwordExpired: false,
  ...over,
});
const rule = (
  field: RegisterFieldRule['field'],
  patternId: string,
  minLength: number,
  maxLength: number,
): RegisterFieldRule => ({
  field,
  required: true,
  patternId,
  acceptedPattern: '',
  minLength,
  maxLength,
});

function fakeApi() {
  return {
    system: {
      getStatus: vi.fn(async () => openStatus()),
      getRegisterSettings: vi.fn(async () => ({
        usernameRules: [rule('username', '1', 6, 16), rule('password', '5', 6, 20)],
        mobileRules: [rule('mobileNum', '6', 8, 11), rule('smsCode', '6', 6, 6), rule('password', '4', 1, 99)],
        countries: [],
        minimumAge: 18,
        termsUrl: '',
      })),
    },
    auth: {
      login: vi.fn(async (): Promise<LoginResult> => loginResult()),
      logout: vi.fn(async () => undefined),
      forgetPassword: vi.fn(async () => null),
      setPasswordByPhone: vi.fn(async () => null),
      requestLoginCode: vi.fn(async () => ({ expiredMinutes: 1 })),
      getCaptcha: vi.fn(async () => ({ captchaId: `c${Math.random()}`, image: 'data:,', expiresInSeconds: 120 })),
    },
    member: {
      getInfo: vi.fn(async () => member),
      changePassword: vi.fn(async () => null),
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

function setup() {
  const api = fakeApi();
  const store = createStore(api as unknown as Api);
  // Importing the password slice brought its flows (and the SMS and captcha ones) into every store.
  return { api, store, password: () => selectPassword(store.getState()) };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('rules (§5)', () => {
  it('takes the e-mail, password, mobile and code rules from the registration settings', () => {
    const rules = pickRules({
      usernameRules: [rule('username', '1', 6, 16), rule('password', '5', 6, 20)],
      mobileRules: [rule('mobileNum', '6', 8, 11)],
    });
    expect(rules).toMatchObject({ password: { patternId: '5', minLength: 6 }, mobileNum: { patternId: '6' } });
    expect(rules.smsCode).toBeUndefined();
    expect(rules).not.toHaveProperty('username');
    // Without a username rule for the password, the mobile registration's applies.
    expect(pickRules({ usernameRules: [], mobileRules: [rule('password', '4', 2, 9)] }).password).toMatchObject({
      patternId: '4',
    });
  });

  it('loads them once, however often a modal asks', async () => {
    const { api, store, password } = setup();
    store.dispatch(passwordRulesRequested());
    await settle();
    store.dispatch(passwordRulesRequested());
    await settle();
    expect(api.system.getRegisterSettings).toHaveBeenCalledTimes(1);
    expect(password().rules?.password).toMatchObject({ patternId: '5', minLength: 6, maxLength: 20 });
  });
});

describe('forgot by e-mail', () => {
  it('sends the trimmed form, closes the modal and shows the confirmation (in_been_out)', async () => {
    const { api, store, password } = setup();
    store.dispatch(forgotPasswordOpened());
    store.dispatch(forgotByEmailRequested({ username: ' demo_member ', email: ' demo.member@example.com ' }));
    expect(password().forgotPending).toBe(true);
    await settle();
    expect(api.auth.forgetPassword).toHaveBeenCalledWith({ username: 'demo_member', email: 'demo.member@example.com' });
    expect(password()).toMatchObject({ forgotOpen: false, forgotPending: false, emailSent: true, forgotError: null });
  });

  it('a refusal keeps the modal open and says why', async () => {
    const { api, store, password } = setup();
    api.auth.forgetPassword.mockRejectedValueOnce(refusal('USER_OR_EMAIL_NOT_FOUND'));
    store.dispatch(forgotPasswordOpened());
    store.dispatch(forgotByEmailRequested({ username: 'nobody', email: 'x@example.com' }));
    await settle();
    expect(password()).toMatchObject({
      forgotOpen: true,
      forgotPending: false,
      emailSent: false,
      forgotError: { code: 'USER_OR_EMAIL_NOT_FOUND' },
    });
  });
});

describe('reset by phone', () => {
  const form: PhoneResetForm = {
    mobileNum: ' 912000004 ',
    countryDialingCode: '84',
    verificationCode: '123456',
    newPassword: 'Newpass99',
    captchaId: 'cap-1',
    captchaCode: 'ABCDE',
  };

  it('sets the password, logs in with the trimmed number, loads the member and goes to the root', async () => {
    const { api, store, password } = setup();
    store.dispatch(forgotPasswordOpened());
    store.dispatch(phoneResetRequested(form));
    await settle();
    expect(api.auth.setPasswordByPhone).toHaveBeenCalledWith({
      mobileNum: '912000004',
      countryDialingCode: '84',
      verificationCode: '123456',
      newPassword: 'Newpass99',
    });
    expect(api.auth.login).toHaveBeenCalledWith({
      username: '912000004',
      password: 'Newpass99',
      type: '',
      captchaId: 'cap-1',
      captchaCode: 'ABCDE',
    });
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(store.getState().session).toMatchObject({ phase: 'member', member: { account: 'demo_member' } });
    expect(password()).toMatchObject({ forgotOpen: false, forgotPending: false, redirectTo: '/', emailSent: false });
  });

  it('sends no dialing code when none was picked', async () => {
    const { api, store } = setup();
    store.dispatch(phoneResetRequested({ ...form, countryDialingCode: '' }));
    await settle();
    expect(api.auth.setPasswordByPhone.mock.calls[0]).toEqual([
      { mobileNum: '912000004', verificationCode: '123456', newPassword: 'Newpass99' },
    ]);
  });

  it('a refused code logs nobody in and keeps the modal open', async () => {
    const { api, store, password } = setup();
    api.auth.setPasswordByPhone.mockRejectedValueOnce(refusal('INVALID_VERIFICATION_CODE'));
    store.dispatch(forgotPasswordOpened());
    store.dispatch(phoneResetRequested(form));
    await settle();
    expect(api.auth.login).not.toHaveBeenCalled();
    expect(password()).toMatchObject({
      forgotOpen: true,
      forgotError: { code: 'INVALID_VERIFICATION_CODE' },
      phonePasswordSet: false,
      redirectTo: null,
    });
  });

  it('when only the login fails, a new captcha is shown and the next submit retries the login alone', async () => {
    const { api, store, password } = setup();
    api.auth.login.mockRejectedValueOnce(refusal('CAPTCHA_FAILED'));
    store.dispatch(forgotPasswordOpened());
    store.dispatch(phoneResetRequested(form));
    await settle();
    expect(password()).toMatchObject({
      forgotOpen: true,
      phonePasswordSet: true,
      forgotError: { code: 'CAPTCHA_FAILED' },
    });
    expect(api.auth.getCaptcha).toHaveBeenCalledTimes(1);
    expect(store.getState().session.phase).toBe('anonymous');

    store.dispatch(phoneResetRequested({ ...form, captchaId: 'cap-2', captchaCode: 'FGHJK' }));
    await settle();
    expect(api.auth.setPasswordByPhone).toHaveBeenCalledTimes(1);
    expect(api.auth.login).toHaveBeenLastCalledWith(
      expect.objectContaining({ captchaId: 'cap-2', captchaCode: 'FGHJK' }),
    );
    expect(password()).toMatchObject({ forgotOpen: false, redirectTo: '/' });
  });

  it('a changed password after a failed login is set again; closing forgets the half-finished reset', async () => {
    const { api, store } = setup();
    api.auth.login.mockRejectedValueOnce(refusal('CAPTCHA_FAILED')).mockRejectedValueOnce(refusal('CAPTCHA_FAILED'));
    store.dispatch(phoneResetRequested(form));
    await settle();
    store.dispatch(phoneResetRequested({ ...form, newPassword: 'Other1234' }));
    await settle();
    expect(api.auth.setPasswordByPhone).toHaveBeenCalledTimes(2);
    store.dispatch(forgotPasswordClosed());
    store.dispatch(phoneResetRequested({ ...form, newPassword: 'Other1234' }));
    await settle();
    expect(api.auth.setPasswordByPhone).toHaveBeenCalledTimes(3);
  });
});

describe('closing the forgot modal', () => {
  afterEach(() => vi.useRealTimers());

  it('cancels the code countdown (§4)', async () => {
    vi.useFakeTimers();
    const { store } = setup();
    store.dispatch(forgotPasswordOpened());
    store.dispatch(smsCodeRequested('reset', { mobileNum: '912000004', captchaId: 'c', captchaCode: 'x' }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(selectSms(store.getState()).reset.secondsLeft).toBeGreaterThan(50);
    store.dispatch(forgotPasswordClosed());
    await vi.advanceTimersByTimeAsync(2000);
    expect(selectSms(store.getState()).reset.secondsLeft).toBe(0);
  });
});

describe('change password', () => {
  async function signedIn(result = loginResult(), flagOn = false) {
    const setupResult = setup();
    setupResult.api.auth.login.mockResolvedValueOnce(result);
    setupResult.store.dispatch(
      statusLoaded(
        openStatus({
          whitelabel: [{ modId: 'FORCED_PASSWORD_CHANGE', enabled: flagOn ? '1' : '0', childrenNodes: [] }],
        }),
      ),
    );
    setupResult.store.dispatch(loginRequested({ username: 'demo_member', password: 'Demo1234' }));
    await settle();
    setupResult.api.member.getInfo.mockClear();
    return setupResult;
  }

  it('sends the form, reloads the member, closes and goes to the root', async () => {
    const { api, store, password } = await signedIn();
    api.member.getInfo.mockResolvedValueOnce({ ...member, nickname: 'Renamed' });
    store.dispatch(changePasswordOpened());
    store.dispatch(
      changePasswordRequested({ oldPassword: 'Demo1234', newPassword: 'Newpass99', confirmNewPassword: 'Newpass99' }),
    );
    expect(password().changePending).toBe(true);
    await settle();
    expect(api.member.changePassword).toHaveBeenCalledWith({
      oldPassword: 'Demo1234',
      newPassword: 'Newpass99',
      confirmNewPassword: 'Newpass99',
    });
    expect(api.member.getInfo).toHaveBeenCalledTimes(1);
    expect(store.getState().session.member?.nickname).toBe('Renamed');
    expect(password()).toMatchObject({ changeOpen: false, changePending: false, redirectTo: '/' });
  });

  it('a wrong old password keeps the modal open with the reason', async () => {
    const { api, store, password } = await signedIn();
    api.member.changePassword.mockRejectedValueOnce(refusal('OLD_PASSWORD_INCORRECT'));
    store.dispatch(changePasswordOpened());
    store.dispatch(
      changePasswordRequested({ oldPassword: 'nope', newPassword: 'Newpass99', confirmNewPassword: 'Newpass99' }),
    );
    await settle();
    expect(api.member.getInfo).not.toHaveBeenCalled();
    expect(password()).toMatchObject({
      changeOpen: true,
      changePending: false,
      changeError: { code: 'OLD_PASSWORD_INCORRECT' },
      redirectTo: null,
    });
  });

  it('a forced change (first login, flag on) is no longer required once done', async () => {
    const { store } = await signedIn(loginResult({ firstTimeLogin: true }), true);
    expect(store.getState().session.passwordChangeRequired).toBe(true);
    store.dispatch(
      changePasswordRequested({ oldPassword: 'Demo1234', newPassword: 'Newpass99', confirmNewPassword: 'Newpass99' }),
    );
    await settle();
    expect(store.getState().session.passwordChangeRequired).toBe(false);
  });
});

describe('reset link', () => {
  it('logs in with the token and opens the change modal without the old password', async () => {
    const { api, store, password } = setup();
    api.auth.login.mockResolvedValueOnce(loginResult({ token: 'tok-r', passwordExpired: true }));
    store.dispatch(resetLinkOpened('a'.repeat(64)));
    await settle();
    expect(api.auth.login).toHaveBeenCalledWith({
      type: 'reset',
      resetToken: 'a'.repeat(64),
      username: '',
      password: '',
    });
    expect(store.getState().session.phase).toBe('member');
    expect(password()).toMatchObject({
      resetLink: 'idle',
      changeOpen: true,
      oldPasswordWaived: true,
      redirectTo: '/index',
    });

    store.dispatch(
      changePasswordRequested({
        oldPassword: 'typed anyway',
        newPassword: 'Newpass99',
        confirmNewPassword: 'Newpass99',
      }),
    );
    await settle();
    expect(api.member.changePassword).toHaveBeenCalledWith({
      oldPassword: '',
      newPassword: 'Newpass99',
      confirmNewPassword: 'Newpass99',
    });
    expect(password()).toMatchObject({ changeOpen: false, oldPasswordWaived: false });
    expect(sessionStorage.getItem('passwordResetLogin')).toBe('');
  });

  it('an invalid or used token signs nobody in and says so', async () => {
    const { api, store, password } = setup();
    api.auth.login.mockRejectedValueOnce(refusal('RESET_TOKEN_INVALID'));
    store.dispatch(resetLinkOpened('b'.repeat(64)));
    await settle();
    expect(store.getState().session.phase).toBe('anonymous');
    expect(password()).toMatchObject({
      resetLink: 'refused',
      resetLinkError: { code: 'RESET_TOKEN_INVALID' },
      changeOpen: false,
    });
  });

  it('a reload of such a session reopens the change without the old password; a normal session does not', async () => {
    sessionStorage.setItem('token', 'tok-r');
    sessionStorage.setItem('passwordResetLogin', '1');
    const reset = setup();
    reset.store.dispatch(appStarted());
    // The check runs at start; the password feature is fetched for such a session only.
    await vi.waitFor(() => expect(reset.password()).toMatchObject({ changeOpen: true, oldPasswordWaived: true }));

    sessionStorage.setItem('passwordResetLogin', '');
    const normal = setup();
    normal.store.dispatch(appStarted());
    await settle();
    expect(normal.password()).toMatchObject({ changeOpen: false, oldPasswordWaived: false });
  });
});
