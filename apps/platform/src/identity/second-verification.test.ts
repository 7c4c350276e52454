import { PATHS } from '@tessera/api/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestCode, login, register, registration, requestCode } from '../test/identity';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const HOME = '10.0.0.1';
const AWAY = '10.0.0.2';
const CREDENTIALS = { username: 'demo_member', password: 'Demo1234' };

describe('login from a new address', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform({ trustProxy: true });
  });
  afterAll(() => p.dispose());
  beforeEach(async () => {
    await call(p.url, 'DELETE', '/__dev/limits');
    await call(p.url, 'PUT', '/__dev/members/demo_member/known-ips', { json: { ips: [HOME] } });
  });

  it('asks for a second verification, naming the masked mobile and e-mail, before any token', async () => {
    expect((await login(p, CREDENTIALS, HOME)).body.success).toBe(true);
    const away = await login(p, CREDENTIALS, AWAY);
    expect(away.body).toEqual({
      success: false,
      code: 'SECOND_VERIFICATION_REQUIRED',
      message: expect.any(String),
      value: {
        mobile: '91****001',
        email: 'd***@example.com',
        authenticator: false,
        bankAccountName: expect.any(Boolean),
      },
    });
    // A wrong password from there says nothing about the member.
    expect((await login(p, { ...CREDENTIALS, password: 'Wrong0000' }, AWAY)).body).toMatchObject({
      code: 'LOGIN_FAILED',
      value: null,
    });
  });

  it('completes with a code sent to the bound mobile; the address is then known', async () => {
    const sent = await requestCode(p, PATHS.login.loginCode, { username: 'demo_member' }, AWAY);
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 1 } });
    const code = await latestCode(p, '912000001');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await login(p, { ...CREDENTIALS, verificationCode: wrong }, AWAY)).body.code).toBe(
      'INVALID_VERIFICATION_CODE',
    );
    expect((await login(p, { ...CREDENTIALS, verificationCode: code }, AWAY)).body.success).toBe(true);
    expect((await login(p, CREDENTIALS, AWAY)).body.success).toBe(true);
  });

  it('completes with a code sent to the bound e-mail', async () => {
    await requestCode(p, PATHS.login.loginCode, { username: 'demo_member', channel: 'email' }, AWAY);
    const code = await latestCode(p, 'demo.member@example.com');
    expect((await login(p, { ...CREDENTIALS, verificationCode: code }, AWAY)).body.success).toBe(true);
  });

  it('is not asked of a first login, of an SMS-code login, or of a member with nothing bound', async () => {
    await call(p.url, 'PUT', '/__dev/members/demo_member/known-ips', { json: { ips: [] } });
    expect((await login(p, CREDENTIALS, AWAY)).body.success).toBe(true);

    await requestCode(p, PATHS.login.loginCode, { mobileNum: '912000001' }, '10.0.0.3');
    const sms = await login(
      p,
      { username: '912000001', type: 'sms', verificationCode: await latestCode(p, '912000001') },
      '10.0.0.3',
    );
    expect(sms.body.success).toBe(true);

    expect((await register(p, registration('unbound01'), HOME)).body.success).toBe(true);
    expect((await login(p, { username: 'unbound01', password: 'Secret123' }, AWAY)).body.success).toBe(true);
  });

  it('codes for it go only to the member, after a captcha', async () => {
    expect(
      (await call<{ code: string }>(p.url, 'POST', PATHS.login.loginCode, { json: { username: 'demo_member' } })).body
        .code,
    ).toBe('CAPTCHA_FAILED');
    expect((await requestCode(p, PATHS.login.loginCode, { username: 'nobody_here' })).body.code).toBe('LOGIN_FAILED');
    expect((await register(p, registration('unbound02'), HOME)).body.success).toBe(true);
    expect((await requestCode(p, PATHS.login.loginCode, { username: 'unbound02' })).body).toMatchObject({
      code: 'INVALID_FIELD',
      value: { field: 'channel' },
    });
  });
});
