import type { LoginResult } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MINUTE } from '../clock';
import type { Answer } from '../test/identity';
import {
  from,
  latestCode,
  login,
  memberInfo,
  outbox,
  requestCode,
  sealed,
  setFlag,
  solveCaptcha,
  tokenFor,
} from '../test/identity';
import { manualClock } from '../test/clock';
import type { ManualClock } from '../test/clock';
import { call, startPlatform, TEST_SITE_URL } from '../test/platform';
import type { TestPlatform } from '../test/platform';

describe('passwords', () => {
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

  const change = (
    token: string,
    oldPassword: string,
    newPassword: string,
    confirmNewPassword = newPassword,
  ): Promise<Answer<null>> =>
    call(p.url, 'POST', PATHS.login.changePassword, {
      json: sealed({ oldPassword, newPassword, confirmNewPassword }),
      headers: { token },
    });
  const forgot = (username: string, email: string, ip = '127.0.0.1'): Promise<Answer<null>> =>
    call(p.url, 'POST', PATHS.login.forgetPassword, { form: { username, email }, headers: from(ip) });
  const resetByPhone = (
    mobileNum: string,
    verificationCode: string,
    newPassword: string,
    ip = '127.0.0.1',
  ): Promise<Answer<null>> =>
    call(p.url, 'POST', PATHS.login.passwordByPhone, {
      json: sealed({ mobileNum, verificationCode, newPassword }),
      headers: from(ip),
    });

  describe('change', () => {
    it('with the old password clears the first-login mark and ends the other sessions', async () => {
      const first = await login(p, { username: 'demo_first', password: 'Demo1234' });
      expect(first.body.value.firstTimeLogin).toBe(true);
      const other = await tokenFor(p, 'demo_first', 'Demo1234');
      const token = first.body.value.token;

      expect(await change(token, 'Demo1234', 'Fresh5678')).toEqual({
        status: 200,
        body: { success: true, value: null },
      });
      expect((await memberInfo(p, token)).status).toBe(200);
      expect((await memberInfo(p, other)).status).toBe(401);
      expect((await login(p, { username: 'demo_first', password: 'Demo1234' })).body.code).toBe('LOGIN_FAILED');
      expect((await login(p, { username: 'demo_first', password: 'Fresh5678' })).body.value).toMatchObject<
        Partial<LoginResult>
      >({
        firstTimeLogin: false,
        passwordExpired: false,
      });
    });

    it('clears an expired password', async () => {
      const token = (await login(p, { username: 'demo_expired', password: 'Demo1234' })).body.value.token;
      await change(token, 'Demo1234', 'Fresh5678');
      expect((await login(p, { username: 'demo_expired', password: 'Fresh5678' })).body.value.passwordExpired).toBe(
        false,
      );
    });

    it('refuses a wrong or missing old password, counting it as a failed login', async () => {
      const token = await tokenFor(p, 'demo_agent', 'Demo1234');
      expect((await change(token, '', 'Fresh5678')).body.code).toBe('OLD_PASSWORD_INCORRECT');
      for (let i = 0; i < 4; i += 1)
        expect((await change(token, 'Wrong0000', 'Fresh5678')).body.code).toBe('OLD_PASSWORD_INCORRECT');
      expect((await change(token, 'Demo1234', 'Fresh5678')).body.code).toBe('LOGIN_LOCKED');
      expect((await login(p, { username: 'demo_agent', password: 'Demo1234' })).body.code).toBe('LOGIN_LOCKED');
    });

    it('checks the new password against the password rule and its confirmation', async () => {
      const token = await tokenFor(p, 'demo_member', 'Demo1234');
      expect((await change(token, 'Demo1234', 'short1')).body.success).toBe(true);
      expect((await change(token, 'short1', 'nodigits')).body).toMatchObject({
        code: 'INVALID_FIELD',
        value: { field: 'newPassword' },
      });
      expect((await change(token, 'short1', 'Fine12345', 'Fine12346')).body.code).toBe('PASSWORD_MISMATCH');
      expect((await change(token, 'short1', 'Demo1234')).body.success).toBe(true);
    });

    it('needs a session', async () => {
      expect((await change('b'.repeat(64), 'Demo1234', 'Fresh5678')).status).toBe(401);
    });
  });

  describe('forgot by e-mail', () => {
    it('e-mails a reset link whose session may set a password without the old one, once', async () => {
      expect(await forgot('demo_member', 'DEMO.MEMBER@example.com')).toEqual({
        status: 200,
        body: { success: true, value: null },
      });
      const [mail] = await outbox(p, 'demo.member@example.com');
      expect(mail).toMatchObject({
        kind: 'email',
        to: 'demo.member@example.com',
        subject: 'Reset your Tessera password',
      });
      const token =
        new RegExp(`${TEST_SITE_URL}/reset-password\\?token=([0-9a-f]{64})`).exec(mail?.body ?? '')?.[1] ?? '';
      expect(token).not.toBe('');

      const reset = await login(p, { type: 'reset', resetToken: token });
      expect(reset.body.value).toMatchObject<Partial<LoginResult>>({ passwordExpired: true });
      expect(await change(reset.body.value.token, '', 'Mailed123')).toEqual({
        status: 200,
        body: { success: true, value: null },
      });
      expect((await login(p, { username: 'demo_member', password: 'Mailed123' })).body.success).toBe(true);
      // The session is an ordinary one from then on, and the link works once.
      expect((await change(reset.body.value.token, '', 'Again1234')).body.code).toBe('OLD_PASSWORD_INCORRECT');
      expect((await login(p, { type: 'reset', resetToken: token })).body.code).toBe('RESET_TOKEN_INVALID');
      await change(reset.body.value.token, 'Mailed123', 'Demo1234');
    });

    it('links expire after 30 minutes, and a newer link replaces the older', async () => {
      const tokenOf = async () =>
        /token=([0-9a-f]{64})/.exec((await outbox(p, 'demo.agent@example.com'))[0]?.body ?? '')?.[1] ?? '';
      await forgot('demo_agent', 'demo.agent@example.com');
      const older = await tokenOf();
      await forgot('demo_agent', 'demo.agent@example.com');
      const newer = await tokenOf();
      expect((await login(p, { type: 'reset', resetToken: older })).body.code).toBe('RESET_TOKEN_INVALID');
      clock.advance(30 * MINUTE + 1000);
      expect((await login(p, { type: 'reset', resetToken: newer })).body.code).toBe('RESET_TOKEN_INVALID');
    });

    it('refuses a pair that does not belong to one member, and sends nothing', async () => {
      const before = (await outbox(p, 'demo.member@example.com')).length;
      for (const [username, email] of [
        ['demo_member', 'demo.agent@example.com'],
        ['nobody_here', 'demo.member@example.com'],
      ] as const) {
        expect((await forgot(username, email)).body).toMatchObject({ success: false, code: 'USER_OR_EMAIL_NOT_FOUND' });
      }
      expect((await forgot('', 'demo.member@example.com')).body.code).toBe('INVALID_FIELD');
      expect(await outbox(p, 'demo.member@example.com')).toHaveLength(before);
    });
  });

  describe('reset by phone', () => {
    const MOBILE = '912000003';

    it('sets the password with a reset code; the login by mobile number that follows needs no second verification', async () => {
      const ip = '198.51.100.77';
      const old = await tokenFor(p, 'demo_first', 'Fresh5678');
      expect(
        (await requestCode(p, PATHS.login.loginCode, { mobileNum: MOBILE, purpose: 'reset' }, ip)).body.success,
      ).toBe(true);
      const code = await latestCode(p, MOBILE);
      expect(await resetByPhone(MOBILE, code, 'Phone1234', ip)).toEqual({
        status: 200,
        body: { success: true, value: null },
      });
      expect((await memberInfo(p, old)).status).toBe(401);

      const auto = await login(
        p,
        { username: ` ${MOBILE} `, password: 'Phone1234', ...(await solveCaptcha(p, ip)) },
        ip,
      );
      expect(auto.body).toMatchObject({ success: true, value: { passwordExpired: false } });
      expect((await login(p, { username: 'demo_first', password: 'Fresh5678' })).body.code).toBe('LOGIN_FAILED');
      expect((await resetByPhone(MOBILE, code, 'Other1234', ip)).body.code).toBe('INVALID_VERIFICATION_CODE');
    });

    it('refuses a login code, a wrong code, and a weak password', async () => {
      await requestCode(p, PATHS.login.loginCode, { mobileNum: MOBILE });
      const loginCode = await latestCode(p, MOBILE);
      expect((await resetByPhone(MOBILE, loginCode, 'Phone5678')).body.code).toBe('INVALID_VERIFICATION_CODE');
      await requestCode(p, PATHS.login.loginCode, { mobileNum: MOBILE, purpose: 'reset' });
      const code = await latestCode(p, MOBILE);
      expect((await resetByPhone(MOBILE, code, 'weak')).body).toMatchObject({
        code: 'INVALID_FIELD',
        value: { field: 'newPassword' },
      });
      expect((await resetByPhone('', code, 'Phone5678')).body.code).toBe('MISSING_PHONE_NUMBER');
      expect((await resetByPhone(MOBILE, '', 'Phone5678')).body.code).toBe('MISSING_VERIFICATION_CODE');
      expect((await resetByPhone(MOBILE, code, 'Phone5678')).body.success).toBe(true);
    });

    it('is refused while CHNGPASSVERIF3 is off', async () => {
      await setFlag(p, 'CHNGPASSVERIF3', false);
      try {
        expect((await requestCode(p, PATHS.login.loginCode, { mobileNum: MOBILE, purpose: 'reset' })).body.code).toBe(
          'OPERATION_NOT_ALLOWED',
        );
        expect((await resetByPhone(MOBILE, '123456', 'Phone5678')).body.code).toBe('OPERATION_NOT_ALLOWED');
      } finally {
        await setFlag(p, 'CHNGPASSVERIF3', true);
      }
    });
  });
});
