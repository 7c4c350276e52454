import type { ErrorBody, LoginResult } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../clock';
import { SESSION_IDLE_MINUTES } from '../identity/sessions';
import { manualClock } from '../test/clock';
import { login, memberInfo, register, registration, tokenFor } from '../test/identity';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

describe('sessions', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform({ trustProxy: true });
  });
  afterAll(() => p.dispose());

  it('register → log in → member info → log out → the token is refused', async () => {
    const registered = await register(p, registration('Anna2024', { nickname: 'Anna', email: 'anna@example.com' }));
    expect(registered.body.success).toBe(true);
    expect(registered.body.value).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      firstTimeLogin: false,
      passwordExpired: false,
    });

    const token = await tokenFor(p, 'anna2024', 'Secret123');
    expect(token).not.toBe(registered.body.value.token);
    const info = await memberInfo(p, token);
    expect(info.body.value).toEqual({
      id: expect.any(String),
      account: 'anna2024',
      nickname: 'Anna',
      userName: 'anna2024',
      type: 0,
      toUpline: false,
      clubLabel: { labelName: 'VIP0', rankLevel: 0 },
      memberLabel: [],
    });

    const out = await call(p.url, 'DELETE', PATHS.other.logout, { headers: { token } });
    expect(out).toEqual({ status: 200, body: { success: true, value: null } });
    const refused = await memberInfo(p, token);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ success: false, code: 'NOT_LOGGED_IN', message: expect.any(String) });
    // The registration's own session is a separate one and still works.
    expect((await memberInfo(p, registered.body.value.token)).status).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { token: 'not-a-token' }],
    ['an unknown token', { token: 'a'.repeat(64) }],
  ])('answers member info and logout with 401 NOT_LOGGED_IN for %s', async (_name, headers) => {
    for (const [method, path] of [
      ['GET', PATHS.login.memberInfo],
      ['DELETE', PATHS.other.logout],
    ] as const) {
      const answer = await call<ErrorBody>(p.url, method, path, { headers });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('NOT_LOGGED_IN');
    }
  });

  it('logs the seeded accounts in with their marks and member info', async () => {
    const result = async (username: string) => (await login(p, { username, password: 'Demo1234' })).body.value;
    expect(await result('demo_member')).toMatchObject<Partial<LoginResult>>({
      firstTimeLogin: false,
      passwordExpired: false,
    });
    expect(await result('demo_first')).toMatchObject<Partial<LoginResult>>({
      firstTimeLogin: true,
      passwordExpired: false,
    });
    expect(await result('demo_expired')).toMatchObject<Partial<LoginResult>>({
      firstTimeLogin: false,
      passwordExpired: true,
    });

    const agent = (await memberInfo(p, await tokenFor(p, 'DEMO_AGENT', 'Demo1234'))).body.value;
    expect(agent).toMatchObject({ account: 'demo_agent', type: 1, clubLabel: { labelName: 'VIP5', rankLevel: 5 } });
    const member = (await memberInfo(p, await tokenFor(p, 'demo_member', 'Demo1234'))).body.value;
    expect(member).toMatchObject({ account: 'demo_member', type: 0, toUpline: true, memberLabel: ['newbie'] });
  });

  it('logs in by mobile number and password only with a captcha', async () => {
    const refused = await login(p, { username: '912000001', password: 'Demo1234' });
    expect(refused.body).toMatchObject({ success: false, code: 'CAPTCHA_FAILED' });
  });

  it('refuses a wrong password or an unknown account with LOGIN_FAILED and no token', async () => {
    for (const [username, password] of [
      ['demo_member', 'Wrong1234'],
      ['nobody_here', 'Demo1234'],
    ]) {
      const answer = await login(p, { username, password }, '198.51.100.1');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: false,
        code: 'LOGIN_FAILED',
        message: 'Wrong username or password',
        value: null,
      });
    }
    expect((await login(p, { username: 'demo_member', password: '' })).body).toMatchObject({
      code: 'INVALID_FIELD',
      value: { field: 'password' },
    });
  });

  it('keeps sessions across a restart', async () => {
    const token = await tokenFor(p, 'demo_member', 'Demo1234');
    await p.stop();
    p = await startPlatform({ dir: p.dir, trustProxy: true });
    expect((await memberInfo(p, token)).body.value.account).toBe('demo_member');
  });
});

describe('session lifetime', () => {
  it('lasts 24 hours after its last use, then answers 401 NOT_LOGGED_IN', async () => {
    const clock = manualClock();
    const p = await startPlatform({ clock });
    try {
      const token = await tokenFor(p, 'demo_member', 'Demo1234');
      clock.advance((SESSION_IDLE_MINUTES - 1) * MINUTE);
      expect((await memberInfo(p, token)).status).toBe(200);
      clock.advance((SESSION_IDLE_MINUTES - 1) * MINUTE);
      expect((await memberInfo(p, token)).status).toBe(200);
      clock.advance(SESSION_IDLE_MINUTES * MINUTE + 1000);
      const expired = await memberInfo(p, token);
      expect([expired.status, expired.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
    } finally {
      await p.dispose();
    }
  });
});
