import type { LoginResult } from '@tessera/api/contract';
import { DEFAULT_TRANSPORT_KEY, PATHS } from '@tessera/api/contract';
import { encryptText, randomToken } from '@tessera/api/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../test/identity';
import { login, memberInfo, register, registration, requestCode, sealed, setFlag } from '../test/identity';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const freePlayPayload = (random = encryptText(randomToken(32), DEFAULT_TRANSPORT_KEY)) => ({
  os: 'linux',
  platform: 'W',
  random,
  gatewayVersion: 3,
});

describe('free play', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform({ trustProxy: true });
  });
  afterAll(() => p.dispose());

  const freePlay = (payload: object = freePlayPayload()): Promise<Answer<LoginResult>> =>
    call(p.url, 'POST', PATHS.login.freePlay, { json: sealed(payload) });

  it('opens a fresh trial account (type 4) each time, logged in', async () => {
    const first = await freePlay();
    const second = await freePlay();
    expect(first.body).toMatchObject({
      success: true,
      value: { token: expect.stringMatching(/^[0-9a-f]{64}$/), firstTimeLogin: false, passwordExpired: false },
    });
    const a = (await memberInfo(p, first.body.value.token)).body.value;
    const b = (await memberInfo(p, second.body.value.token)).body.value;
    expect(a).toMatchObject({ type: 4, account: expect.stringMatching(/^trial\d{8}$/) });
    expect(b.type).toBe(4);
    expect(b.account).not.toBe(a.account);
  });

  it('gives trial accounts no password change', async () => {
    const token = (await freePlay()).body.value.token;
    const answer = await call<{ code: string }>(p.url, 'POST', PATHS.login.changePassword, {
      json: sealed({ oldPassword: '', newPassword: 'Fresh5678', confirmNewPassword: 'Fresh5678' }),
      headers: { token },
    });
    expect(answer.body.code).toBe('TRIAL_ACCOUNT');
  });

  it('refuses a payload without the encrypted random string, platform W or gateway version 3 (400)', async () => {
    for (const payload of [
      freePlayPayload('plain-text'),
      { ...freePlayPayload(), platform: 'X' },
      { ...freePlayPayload(), gatewayVersion: 2 },
    ]) {
      const answer = await freePlay(payload);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('BAD_REQUEST');
    }
  });
});

describe('white-label flags', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform({ trustProxy: true });
  });
  afterAll(() => p.dispose());

  const refused = { success: false, code: 'OPERATION_NOT_ALLOWED' };

  it.each([
    [
      'FREE_PLAY',
      () => call<Answer<LoginResult>['body']>(p.url, 'POST', PATHS.login.freePlay, { json: sealed(freePlayPayload()) }),
    ],
    ['MOBILE_CODE_LOGIN', () => login(p, { username: '912000001', type: 'sms', verificationCode: '123456' })],
    ['MOBILE_CODE_LOGIN', () => requestCode(p, PATHS.login.loginCode, { mobileNum: '912000001' })],
    [
      'MOBILE_REGISTRATION',
      () => requestCode(p, PATHS.other.registerSmsCode, { mobileNum: '944000001', countryDialingCode: '84' }),
    ],
    [
      'MOBILE_REGISTRATION',
      () =>
        register(
          p,
          { ...registration(''), mobileNum: '944000001', countryDialingCode: '84', smsCode: '123456' },
          '127.0.0.1',
          PATHS.login.registerMobile,
        ),
    ],
    ['USERNAME_REGISTRATION', () => register(p, registration('flagged01'))],
    ['DIRECT_REGISTRATION', () => register(p, registration('flagged02'))],
    [
      'DIRECT_REGISTRATION',
      () =>
        register(
          p,
          { ...registration(''), mobileNum: '944000002', countryDialingCode: '84', smsCode: '123456' },
          '127.0.0.1',
          PATHS.login.registerMobile,
        ),
    ],
  ] as const)(
    '%s off refuses its way in with OPERATION_NOT_ALLOWED, and on lets it through again',
    async (flag, attempt) => {
      await setFlag(p, flag, false);
      try {
        expect((await attempt()).body).toMatchObject(refused);
      } finally {
        await setFlag(p, flag, true);
      }
      expect((await attempt()).body).not.toMatchObject(refused);
    },
  );

  it('the development switch refuses an unknown flag (400) and shows the change in the white-label tree', async () => {
    expect(
      (await call(p.url, 'POST', '/__dev/whitelabel', { json: { modId: 'NO_SUCH_FLAG', enabled: true } })).status,
    ).toBe(400);
    await setFlag(p, 'FREE_PLAY', false);
    const tree = JSON.stringify((await call<{ value: unknown }>(p.url, 'GET', PATHS.login.whitelabel)).body.value);
    expect(tree).toContain('{"modId":"FREE_PLAY","enabled":"0","childrenNodes":[]}');
    await setFlag(p, 'FREE_PLAY', true);
  });
});
