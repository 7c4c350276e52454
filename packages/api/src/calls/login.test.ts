import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createApi } from '../api';
import type { LoginResult } from '../contract';
import { DEFAULT_TRANSPORT_KEY, IDENTITY_CODES } from '../contract/identity';
import { decryptBody, decryptText } from '../crypto';
import type { EncryptedBody } from '../crypto';
import { ApiError } from '../errors';
import { createHttpClient } from '../http';
import { PATHS } from '../paths';

const KEY = 'runtime-key-42';
const RESULT: LoginResult = { token: 'a'.repeat(64), firstTimeLogin: false, passwordExpired: false };
const EXTRAS = {
  registerUrl: 'https://play.example.com/register',
  affiliateCode: '',
  referralCode: '',
  domain: 'play.example.com',
  registerMethod: 'WEB',
} as const;

/** An api whose adapter records each request and answers `answer`. */
function recording(answer: unknown = { success: true, value: RESULT }, transportKey: string | null = KEY) {
  const seen: InternalAxiosRequestConfig[] = [];
  const http = createHttpClient({
    baseURL: 'https://api.example.com',
    timeoutMs: 1000,
    getToken: () => 'tok',
    getLanguage: () => 'EN',
  });
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return { api: createApi(http, transportKey === null ? {} : { transportKey }), seen };
}

/** The JSON body a request carried, as the platform would read it. */
const sentBody = (config: InternalAxiosRequestConfig | undefined): EncryptedBody =>
  JSON.parse(String(config?.data)) as EncryptedBody;

describe('encrypted identity calls', () => {
  it.each([
    [
      'login',
      PATHS.login.login,
      'post',
      (api: ReturnType<typeof createApi>) =>
        api.auth.login({ username: 'ana', password: 'S3cret99', type: '', captchaId: 'c1', captchaCode: 'AB2CD' }),
      { username: 'ana', password: 'S3cret99', type: '', captchaId: 'c1', captchaCode: 'AB2CD' },
    ],
    [
      'register',
      PATHS.login.register,
      'put',
      (api: ReturnType<typeof createApi>) =>
        api.auth.register({ username: 'ana1990', password: 'S3cret99', confirmPassword: 'S3cret99', ...EXTRAS }),
      { username: 'ana1990', password: 'S3cret99', confirmPassword: 'S3cret99', ...EXTRAS },
    ],
    [
      'register by mobile',
      PATHS.login.registerMobile,
      'put',
      (api: ReturnType<typeof createApi>) =>
        api.auth.registerByMobile({
          mobileNum: '912345670',
          countryDialingCode: '84',
          smsCode: '123456',
          password: 'S3cret99',
          confirmPassword: 'S3cret99',
          ...EXTRAS,
        }),
      {
        mobileNum: '912345670',
        countryDialingCode: '84',
        smsCode: '123456',
        password: 'S3cret99',
        confirmPassword: 'S3cret99',
        ...EXTRAS,
      },
    ],
    [
      'change password',
      PATHS.login.changePassword,
      'post',
      (api: ReturnType<typeof createApi>) =>
        api.member.changePassword({ oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' }),
      { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' },
    ],
    [
      'set password by phone',
      PATHS.login.passwordByPhone,
      'post',
      (api: ReturnType<typeof createApi>) =>
        api.auth.setPasswordByPhone({ newPassword: 'New12345', mobileNum: '912345670', verificationCode: '654321' }),
      { newPassword: 'New12345', mobileNum: '912345670', verificationCode: '654321' },
    ],
  ] as const)(
    '%s sends only ciphertext that decrypts under the runtime key to the payload',
    async (_name, path, method, call, payload) => {
      const { api, seen } = recording({ success: true, value: null });
      await call(api);
      const config = seen[0];
      expect([config?.method, config?.url]).toEqual([method, path]);
      const body = sentBody(config);
      expect(Object.keys(body)).toEqual(['data']);
      for (const secret of ['S3cret99', 'Old12345', 'New12345', '654321'])
        expect(String(config?.data)).not.toContain(secret);
      expect(decryptBody(body, KEY)).toEqual(payload);
      expect(() => decryptBody(body, DEFAULT_TRANSPORT_KEY)).toThrow();
    },
  );

  it('uses the default transport key when none is given', async () => {
    const { api, seen } = recording(undefined, null);
    await api.auth.login({ username: 'ana', password: 'x', type: 'sms', verificationCode: '123456' });
    expect(decryptBody(sentBody(seen[0]), DEFAULT_TRANSPORT_KEY)).toMatchObject({
      type: 'sms',
      verificationCode: '123456',
    });
  });

  it('free play sends os, platform W, gateway version 3 and an encrypted random string, and returns the login result', async () => {
    const { api, seen } = recording();
    await expect(api.auth.freePlay('android')).resolves.toEqual(RESULT);
    const payload = decryptBody<{ os: string; platform: string; random: string; gatewayVersion: number }>(
      sentBody(seen[0]),
      KEY,
    );
    expect(payload).toMatchObject({ os: 'android', platform: 'W', gatewayVersion: 3 });
    expect(decryptText(payload.random, KEY)).toMatch(/^[A-Za-z0-9]{32}$/);
    await api.auth.freePlay('android');
    expect(decryptBody<{ random: string }>(sentBody(seen[1]), KEY).random).not.toBe(payload.random);
  });
});

describe('plain identity calls', () => {
  it('send SMS-code requests as JSON with the captcha fields, and return expiredMinutes', async () => {
    const { api, seen } = recording({ success: true, message: 'sent', value: { expiredMinutes: 2 } });
    const body = { mobileNum: '912345670', countryDialingCode: '84', captchaId: 'c1', captchaCode: 'AB2CD' };
    await expect(api.auth.requestLoginCode({ ...body, purpose: 'reset' })).resolves.toEqual({ expiredMinutes: 2 });
    await expect(api.auth.requestRegisterCode(body)).resolves.toEqual({ expiredMinutes: 2 });
    await api.auth.requestLoginCode({ username: 'ana', captchaId: 'c2', captchaCode: 'XY3ZW' });
    expect(seen.map((c) => [c.method, c.url, JSON.parse(String(c.data))])).toEqual([
      ['post', PATHS.login.loginCode, { ...body, purpose: 'reset' }],
      ['post', PATHS.other.registerSmsCode, body],
      ['post', PATHS.login.loginCode, { username: 'ana', captchaId: 'c2', captchaCode: 'XY3ZW' }],
    ]);
  });

  it('surface a refused code request as a business error with the platform code and message', async () => {
    const { api } = recording({
      success: false,
      code: IDENTITY_CODES.smsTooManyRequests,
      message: 'Too many requests, please retry after 5 minutes',
      value: null,
    });
    const error = await api.auth
      .requestLoginCode({ mobileNum: '912345670', countryDialingCode: '84', captchaId: 'c', captchaCode: 'c' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).toJSON()).toEqual({
      kind: 'business',
      code: 'SMS_TOO_MANY_REQUESTS',
      message: 'Too many requests, please retry after 5 minutes',
      status: 200,
    });
  });

  it('keep what a refusal carries, such as where a second-verification code can go', async () => {
    const details = { mobile: '91****678', email: 'd***@example.com' };
    const { api } = recording({
      success: false,
      code: IDENTITY_CODES.secondVerificationRequired,
      message: 'Verify',
      value: details,
    });
    const error = (await api.auth
      .login({ username: 'ana', password: 'x', type: '' })
      .catch((e: unknown) => e)) as ApiError;
    expect([error.kind, error.code]).toEqual(['business', 'SECOND_VERIFICATION_REQUIRED']);
    expect(error.details).toEqual(details);
  });

  it('get the captcha, the affiliate by code, the member info, and log out', async () => {
    const { api, seen } = recording({ success: true, value: { ok: 1 } });
    await api.auth.getCaptcha();
    await api.auth.getAffiliate('AGENT 01');
    await api.member.getInfo();
    await api.auth.logout();
    expect(seen.map((c) => [c.method, c.url, c.params])).toEqual([
      ['get', PATHS.login.captcha, undefined],
      ['get', PATHS.login.affiliate, { code: 'AGENT 01' }],
      ['get', PATHS.login.memberInfo, undefined],
      ['delete', PATHS.other.logout, undefined],
    ]);
  });
});
