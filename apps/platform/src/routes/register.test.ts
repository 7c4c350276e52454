import type { AffiliateInfo, Envelope, RegisterSettings } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  latestCode,
  login,
  memberInfo,
  register,
  registration,
  requestCode,
  setFlag,
  solveCaptcha,
} from '../test/identity';
import { call, getJson, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const MOBILE = PATHS.login.registerMobile;

describe('registration by username', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform({ trustProxy: true });
  });
  afterAll(() => p.dispose());

  it.each([
    ['username', { username: '1abcdef' }],
    ['username', { username: 'abc12' }],
    ['username', { username: 'a'.repeat(17) }],
    ['username', { username: '' }],
    ['password', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }],
    ['password', { password: 'Ab1', confirmPassword: 'Ab1' }],
    ['email', { email: 'not-an-email' }],
    ['mobileNum', { mobileNum: '12ab5678' }],
    ['nickname', { nickname: 'has space' }],
    ['payeeName', { payeeName: 'J0hn' }],
  ])('refuses a %s that breaks its rule, naming the field', async (field, values) => {
    const answer = await register(p, { ...registration('validuser1'), ...values });
    expect(answer.body).toMatchObject({ success: false, code: 'INVALID_FIELD', value: { field } });
    expect(answer.body.message).toContain(field);
  });

  it('checks the same rules the register settings serve, whatever they are', async () => {
    await p.db
      .updateTable('register_rules')
      .set({ min_length: 9 })
      .where('method', '=', 'USERNAME')
      .where('field', '=', 'username')
      .execute();
    try {
      const served = (await getJson<Envelope<RegisterSettings>>(p.url, PATHS.login.registerSettings)).body.value;
      expect(served.usernameRules.find((r) => r.field === 'username')?.minLength).toBe(9);
      expect((await register(p, registration('eightch1'))).body).toMatchObject({
        code: 'INVALID_FIELD',
        value: { field: 'username' },
      });
      expect((await register(p, registration('ninechar1'))).body.success).toBe(true);
    } finally {
      await p.db
        .updateTable('register_rules')
        .set({ min_length: 6 })
        .where('method', '=', 'USERNAME')
        .where('field', '=', 'username')
        .execute();
    }
  });

  it('refuses a confirmation that differs', async () => {
    expect((await register(p, registration('mismatch1', { confirmPassword: 'Secret124' }))).body.code).toBe(
      'PASSWORD_MISMATCH',
    );
  });

  it('refuses a taken username in any letter case, and a taken mobile number', async () => {
    expect((await register(p, registration('takenname1'))).body.success).toBe(true);
    expect((await register(p, registration('TakenName1'))).body.code).toBe('USERNAME_TAKEN');
    expect(
      (await register(p, registration('othername1', { mobileNum: '912000001', countryDialingCode: '84' }))).body.code,
    ).toBe('MOBILE_TAKEN');
  });

  it('lets exactly one of several concurrent registrations of a name through', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => register(p, registration('racename1'))));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'USERNAME_TAKEN')).toHaveLength(5);
  });

  it('keeps passwords only as salted scrypt hashes', async () => {
    await register(p, registration('hashone1'));
    await register(p, registration('hashtwo1'));
    const rows = await p.db
      .selectFrom('members')
      .select('password_hash')
      .where('account', 'in', ['hashone1', 'hashtwo1'])
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(row.password_hash).not.toContain('Secret123');
    }
    expect(rows[0]?.password_hash).not.toBe(rows[1]?.password_hash);
  });

  it('takes an agent invitation code (any letter case) as the upline, and refuses an unknown one', async () => {
    expect((await register(p, registration('invitee01', { affiliateCode: 'NOPE99' }))).body.code).toBe(
      'INVALID_INVITATION_CODE',
    );
    const invited = await register(p, registration('invitee01', { affiliateCode: 'tessera1' }));
    expect((await memberInfo(p, invited.body.value.token)).body.value.toUpline).toBe(true);
    const referred = await register(p, registration('invitee02', { referralCode: 'TESSERA1' }));
    expect((await memberInfo(p, referred.body.value.token)).body.value.toUpline).toBe(true);
  });

  it('looks an invitation code up: the agent name, or INVALID_INVITATION_CODE', async () => {
    const found = await getJson<Envelope<AffiliateInfo>>(p.url, `${PATHS.login.affiliate}?code=tessera1`);
    expect(found.body).toEqual({ success: true, value: { code: 'TESSERA1', agentName: 'Demo Agent' } });
    for (const code of ['UNKNOWN1', '']) {
      expect((await getJson(p.url, `${PATHS.login.affiliate}?code=${code}`)).body).toMatchObject({
        success: false,
        code: 'INVALID_INVITATION_CODE',
      });
    }
  });
});

describe('registration by mobile number', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform({ trustProxy: true });
  });
  afterAll(() => p.dispose());
  beforeEach(async () => {
    await call(p.url, 'DELETE', '/__dev/limits');
  });

  const mobileRegistration = (mobileNum: string, smsCode: string, extra: Record<string, string> = {}) => ({
    ...registration('', { mobileNum, countryDialingCode: '84', smsCode, ...extra }),
    username: undefined,
  });

  it('registers with the code sent to the number, and the member logs in by mobile number', async () => {
    expect(
      (await requestCode(p, PATHS.other.registerSmsCode, { mobileNum: '933100001', countryDialingCode: '84' })).body
        .success,
    ).toBe(true);
    const code = await latestCode(p, '933100001');
    const answer = await register(p, mobileRegistration('933100001', code, { nickname: 'Mobi' }), '127.0.0.1', MOBILE);
    expect(answer.body).toMatchObject({ success: true, value: { firstTimeLogin: false, passwordExpired: false } });
    expect((await memberInfo(p, answer.body.value.token)).body.value).toMatchObject({
      account: 'm933100001',
      nickname: 'Mobi',
      type: 0,
    });

    const again = await login(p, { username: '933100001', password: 'Secret123', ...(await solveCaptcha(p)) });
    expect(again.body.success).toBe(true);
    expect((await register(p, mobileRegistration('933100001', code), '127.0.0.1', MOBILE)).body.code).toBe(
      'MOBILE_TAKEN',
    );
  });

  it('refuses a wrong, missing or misdirected code', async () => {
    await requestCode(p, PATHS.other.registerSmsCode, { mobileNum: '933100002', countryDialingCode: '84' });
    const code = await latestCode(p, '933100002');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await register(p, mobileRegistration('933100002', wrong), '127.0.0.1', MOBILE)).body.code).toBe(
      'INVALID_VERIFICATION_CODE',
    );
    expect((await register(p, mobileRegistration('933100002', ''), '127.0.0.1', MOBILE)).body).toMatchObject({
      code: 'INVALID_FIELD',
      value: { field: 'smsCode' },
    });
    expect((await register(p, mobileRegistration('933100003', code), '127.0.0.1', MOBILE)).body.code).toBe(
      'INVALID_VERIFICATION_CODE',
    );
    expect((await register(p, mobileRegistration('933100002', code), '127.0.0.1', MOBILE)).body.success).toBe(true);
  });

  it('checks the mobile rules and the dialing code', async () => {
    expect((await register(p, mobileRegistration('12ab', '123456'), '127.0.0.1', MOBILE)).body).toMatchObject({
      code: 'INVALID_FIELD',
      value: { field: 'mobileNum' },
    });
    expect(
      (await register(p, mobileRegistration('933100009', '123456', { countryDialingCode: '999' }), '127.0.0.1', MOBILE))
        .body.code,
    ).toBe('INVALID_PHONE_NUMBER');
    expect(
      (await register(p, mobileRegistration('933100009', '123456', { affiliateCode: 'NOPE99' }), '127.0.0.1', MOBILE))
        .body.code,
    ).toBe('INVALID_INVITATION_CODE');
  });

  it('needs no code while SMS_VERIFICATION is off, as the served rules then say', async () => {
    await setFlag(p, 'SMS_VERIFICATION', false);
    try {
      const served = (await getJson<Envelope<RegisterSettings>>(p.url, PATHS.login.registerSettings)).body.value;
      expect(served.mobileRules.find((r) => r.field === 'smsCode')?.required).toBe(false);
      expect(
        (await requestCode(p, PATHS.other.registerSmsCode, { mobileNum: '933100004', countryDialingCode: '84' })).body
          .code,
      ).toBe('OPERATION_NOT_ALLOWED');
      expect((await register(p, mobileRegistration('933100004', ''), '127.0.0.1', MOBILE)).body.success).toBe(true);
    } finally {
      await setFlag(p, 'SMS_VERIFICATION', true);
    }
  });
});
