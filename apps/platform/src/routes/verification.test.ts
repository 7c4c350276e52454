import { PATHS } from '@tessera/api/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MINUTE } from '../clock';
import { latestCode, login, outbox, requestCode, solveCaptcha } from '../test/identity';
import { manualClock } from '../test/clock';
import type { ManualClock } from '../test/clock';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const NO_LOGIN = PATHS.login.loginCode;
const REGISTER = PATHS.other.registerSmsCode;
const MEMBER_MOBILE = '912000001';

describe('SMS codes', () => {
  let p: TestPlatform;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = manualClock();
    p = await startPlatform({ trustProxy: true, clock });
  });
  afterAll(() => p.dispose());
  beforeEach(async () => {
    await call(p.url, 'DELETE', '/__dev/limits');
  });

  const smsLogin = (code: string, ip = '192.0.2.1') =>
    login(p, { username: MEMBER_MOBILE, password: '', type: 'sms', verificationCode: code }, ip);

  it('go to the outbox as 6 digits, answer expiredMinutes, and log in once', async () => {
    const answer = await requestCode(p, NO_LOGIN, { mobileNum: MEMBER_MOBILE, countryDialingCode: '84' });
    expect(answer).toEqual({
      status: 200,
      body: { success: true, message: expect.any(String), value: { expiredMinutes: 1 } },
    });
    const [message] = await outbox(p, MEMBER_MOBILE);
    expect(message).toMatchObject({ kind: 'sms', to: MEMBER_MOBILE, subject: null });
    expect(message?.body).toMatch(/\b\d{6}\b/);
    const code = await latestCode(p, MEMBER_MOBILE);

    const first = await smsLogin(code);
    expect(first.body).toMatchObject({ success: true, value: { token: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect((await smsLogin(code)).body.code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('are kept only as salted hashes', async () => {
    await requestCode(p, NO_LOGIN, { mobileNum: MEMBER_MOBILE, countryDialingCode: '84' });
    const code = await latestCode(p, MEMBER_MOBILE);
    const rows = await p.db.selectFrom('verification_codes').select('code_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.code_hash).not.toContain(code);
  });

  it('expire after expiredMinutes', async () => {
    await requestCode(p, NO_LOGIN, { mobileNum: MEMBER_MOBILE });
    const code = await latestCode(p, MEMBER_MOBILE);
    clock.advance(MINUTE + 1);
    expect((await smsLogin(code)).body).toMatchObject({ success: false, code: 'CODE_EXPIRED' });

    await requestCode(p, NO_LOGIN, { mobileNum: MEMBER_MOBILE });
    clock.advance(MINUTE - 1000);
    expect((await smsLogin(await latestCode(p, MEMBER_MOBILE))).body.success).toBe(true);
  });

  it('can be tried 5 times: after 5 wrong guesses the right code no longer works', async () => {
    await requestCode(p, NO_LOGIN, { mobileNum: MEMBER_MOBILE });
    const code = await latestCode(p, MEMBER_MOBILE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await smsLogin(wrong)).body.code).toBe('INVALID_VERIFICATION_CODE');
    expect((await smsLogin(code)).body.code).toBe('CODE_EXPIRED');
    expect((await smsLogin('')).body.code).toBe('MISSING_VERIFICATION_CODE');
  });

  it('replace the previous code, and serve only their purpose', async () => {
    await requestCode(p, NO_LOGIN, { mobileNum: MEMBER_MOBILE });
    const loginCode = await latestCode(p, MEMBER_MOBILE);
    await requestCode(p, NO_LOGIN, { mobileNum: MEMBER_MOBILE, purpose: 'reset' });
    const resetCode = await latestCode(p, MEMBER_MOBILE);
    if (resetCode !== loginCode) expect((await smsLogin(resetCode)).body.code).toBe('INVALID_VERIFICATION_CODE');
    expect((await smsLogin(loginCode)).body.success).toBe(true);

    await requestCode(p, NO_LOGIN, { mobileNum: MEMBER_MOBILE });
    const older = await latestCode(p, MEMBER_MOBILE);
    await requestCode(p, NO_LOGIN, { mobileNum: MEMBER_MOBILE });
    const newer = await latestCode(p, MEMBER_MOBILE);
    if (older !== newer) expect((await smsLogin(older)).body.code).toBe('INVALID_VERIFICATION_CODE');
    expect((await smsLogin(newer)).body.success).toBe(true);
  });

  it('are sent at most 3 times in 15 minutes to one number, whatever the address', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await requestCode(p, NO_LOGIN, { mobileNum: '912000002' }, `192.0.2.${20 + i}`)).body.success).toBe(true);
    const refused = await requestCode(p, NO_LOGIN, { mobileNum: '912000002' }, '192.0.2.30');
    expect(refused.body).toEqual({
      success: false,
      code: 'SMS_TOO_MANY_REQUESTS',
      message: 'Too many requests, please retry after 5 minutes',
      value: null,
    });
    expect(await outbox(p, '912000002')).toHaveLength(3);
    clock.advance(15 * MINUTE + 1000);
    expect((await requestCode(p, NO_LOGIN, { mobileNum: '912000002' }, '192.0.2.30')).body.success).toBe(true);
  });

  it('are sent at most 3 times in 15 minutes from one address, whatever the number', async () => {
    const ip = '192.0.2.40';
    expect((await requestCode(p, NO_LOGIN, { mobileNum: '912000002' }, ip)).body.success).toBe(true);
    expect((await requestCode(p, NO_LOGIN, { mobileNum: '912000003', purpose: 'reset' }, ip)).body.success).toBe(true);
    expect(
      (await requestCode(p, REGISTER, { mobileNum: '933000001', countryDialingCode: '84' }, ip)).body.success,
    ).toBe(true);
    expect((await requestCode(p, NO_LOGIN, { mobileNum: '912000004' }, ip)).body.code).toBe('SMS_TOO_MANY_REQUESTS');
    expect((await requestCode(p, NO_LOGIN, { mobileNum: '912000004' }, '192.0.2.41')).body.success).toBe(true);
  });

  it('keep the limit under concurrent requests', async () => {
    const before = (await outbox(p, '912000003')).length;
    const captchas = await Promise.all(Array.from({ length: 8 }, (_, i) => solveCaptcha(p, `192.0.2.${60 + i}`)));
    const answers = await Promise.all(
      captchas.map((captcha, i) =>
        call<{ success: boolean; code?: string }>(p.url, 'POST', NO_LOGIN, {
          json: { mobileNum: '912000003', ...captcha },
          headers: { 'x-forwarded-for': `192.0.2.${60 + i}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 'SMS_TOO_MANY_REQUESTS')).toHaveLength(5);
    expect(await outbox(p, '912000003')).toHaveLength(before + 3);
  });

  it('need a solved captcha, and send nothing without one', async () => {
    const before = (await outbox(p, '912000004')).length;
    const missing = await call<{ code: string }>(p.url, 'POST', NO_LOGIN, { json: { mobileNum: '912000004' } });
    expect(missing.body.code).toBe('CAPTCHA_FAILED');
    const { captchaId } = await solveCaptcha(p);
    const wrong = await requestCode(p, NO_LOGIN, { mobileNum: '912000004', captchaId, captchaCode: 'WRONG' });
    expect(wrong.body.code).toBe('CAPTCHA_FAILED');
    expect(await outbox(p, '912000004')).toHaveLength(before);
  });

  it.each([
    ['a missing number', NO_LOGIN, { mobileNum: '' }, 'MISSING_PHONE_NUMBER'],
    ['letters', NO_LOGIN, { mobileNum: '91200abc1' }, 'INVALID_PHONE_NUMBER'],
    ['a number too short for the mobile rule', NO_LOGIN, { mobileNum: '1234' }, 'INVALID_PHONE_NUMBER'],
    [
      'an unknown dialing code',
      NO_LOGIN,
      { mobileNum: MEMBER_MOBILE, countryDialingCode: '999' },
      'INVALID_PHONE_NUMBER',
    ],
    ['an unregistered number', NO_LOGIN, { mobileNum: '955555555' }, 'MOBILE_NOT_REGISTERED'],
    [
      'a registered number (register)',
      REGISTER,
      { mobileNum: MEMBER_MOBILE, countryDialingCode: '84' },
      'MOBILE_TAKEN',
    ],
    ['no dialing code (register)', REGISTER, { mobileNum: '955555555' }, 'INVALID_PHONE_NUMBER'],
  ])('refuse %s', async (_name, path, body, code) => {
    expect((await requestCode(p, path, body, '192.0.2.90')).body).toMatchObject({ success: false, code });
  });
});
