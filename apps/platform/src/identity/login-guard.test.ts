import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MINUTE } from '../clock';
import { login, solveCaptcha } from '../test/identity';
import { manualClock } from '../test/clock';
import type { ManualClock } from '../test/clock';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const GOOD = { username: 'demo_member', password: 'Demo1234' };
const BAD = { username: 'demo_member', password: 'Wrong9999' };

describe('failed logins', () => {
  let p: TestPlatform;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = manualClock();
    p = await startPlatform({ trustProxy: true, clock });
  });
  afterAll(() => p.dispose());
  beforeEach(async () => {
    await call(p.url, 'DELETE', '/__dev/limits');
    // No second verification in these tests: every address is the first one.
    for (const account of ['demo_member', 'demo_agent'])
      await call(p.url, 'PUT', `/__dev/members/${account}/known-ips`, { json: { ips: [] } });
    clock.sleeps.length = 0;
  });

  it('slow down more after each failure, then lock the account for 15 minutes after the 5th', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login(p, BAD, '203.0.113.1')).body.code).toBe('LOGIN_FAILED');
    expect(clock.sleeps).toEqual([0, 500, 1000, 2000, 4000]);

    const locked = await login(p, GOOD, '203.0.113.2');
    expect(locked.body).toEqual({
      success: false,
      code: 'LOGIN_LOCKED',
      message: expect.any(String),
      value: { retryAfterSeconds: 900 },
    });
    clock.advance(14 * MINUTE);
    expect((await login(p, GOOD, '203.0.113.1')).body).toMatchObject({
      code: 'LOGIN_LOCKED',
      value: { retryAfterSeconds: 60 },
    });
    clock.advance(MINUTE + 1000);
    expect((await login(p, GOOD, '203.0.113.1')).body.success).toBe(true);
  });

  it('count only the last 15 minutes, and forget failures after a success', async () => {
    for (let i = 0; i < 4; i += 1) await login(p, BAD, '203.0.113.3');
    clock.advance(15 * MINUTE + 1000);
    for (let i = 0; i < 4; i += 1) expect((await login(p, BAD, '203.0.113.3')).body.code).toBe('LOGIN_FAILED');
    expect((await login(p, GOOD, '203.0.113.3')).body.success).toBe(true);
    for (let i = 0; i < 4; i += 1) expect((await login(p, BAD, '203.0.113.3')).body.code).toBe('LOGIN_FAILED');
    expect(clock.sleeps.slice(-4)).toEqual([0, 500, 1000, 2000]);
    expect((await login(p, GOOD, '203.0.113.3')).body.success).toBe(true);
  });

  it('give concurrent guesses no more than 5 tries', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(p, BAD, `203.0.113.${10 + i}`)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(5);
    expect(codes.filter((c) => c === 'LOGIN_LOCKED')).toHaveLength(7);
    expect((await login(p, GOOD, '203.0.113.30')).body.code).toBe('LOGIN_LOCKED');
  });

  it('count failures by mobile number and by account name against the same member', async () => {
    for (let i = 0; i < 3; i += 1) await login(p, BAD, '203.0.113.40');
    for (let i = 0; i < 2; i += 1) {
      const captcha = await solveCaptcha(p, '203.0.113.40');
      expect(
        (await login(p, { username: '912000001', password: 'Wrong9999', ...captcha }, '203.0.113.40')).body.code,
      ).toBe('LOGIN_FAILED');
    }
    expect((await login(p, GOOD, '203.0.113.40')).body.code).toBe('LOGIN_LOCKED');
  });

  it('lock an address after 20 failures over any accounts, leaving other addresses free', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await login(p, { username: `ghost${i}`, password: 'Wrong9999' }, '203.0.113.50')).body.code).toBe(
        'LOGIN_FAILED',
      );
    }
    expect((await login(p, { username: 'demo_agent', password: 'Demo1234' }, '203.0.113.50')).body.code).toBe(
      'LOGIN_LOCKED',
    );
    expect((await login(p, { username: 'demo_agent', password: 'Demo1234' }, '203.0.113.51')).body.success).toBe(true);
  });
});
