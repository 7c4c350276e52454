import type { Captcha, Envelope } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, solveCaptcha } from '../test/identity';
import { manualClock } from '../test/clock';
import type { ManualClock } from '../test/clock';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

/** A login by mobile number: it passes only with a solved captcha. */
const CREDENTIALS = { username: '912000001', password: 'Demo1234' };

describe('captcha', () => {
  let p: TestPlatform;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = manualClock();
    p = await startPlatform({ clock });
  });
  afterAll(() => p.dispose());

  const newCaptcha = async () => {
    const res = await fetch(p.url + PATHS.login.captcha);
    return { cacheControl: res.headers.get('cache-control'), body: (await res.json()) as Envelope<Captcha> };
  };

  it('is an SVG image drawn without text, with an id and a lifetime, never cached', async () => {
    const { cacheControl, body } = await newCaptcha();
    expect(cacheControl).toBe('no-store');
    expect(body.value).toEqual({
      captchaId: expect.stringMatching(/^[0-9a-f]{32}$/),
      image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      expiresInSeconds: 120,
    });
    const svg = Buffer.from(body.value.image.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 150 50"/);
    expect(svg).not.toMatch(/<text/);
    const { code } = (await call<Envelope<{ code: string }>>(p.url, 'GET', `/__dev/captcha/${body.value.captchaId}`))
      .body.value;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
    expect(svg).not.toContain(code);
    expect((await newCaptcha()).body.value.captchaId).not.toBe(body.value.captchaId);
  });

  it('passes once with its answer, in any letter case', async () => {
    const captcha = await solveCaptcha(p);
    const lower = { ...captcha, captchaCode: captcha.captchaCode.toLowerCase() };
    expect((await login(p, { ...CREDENTIALS, ...lower })).body.success).toBe(true);
    expect((await login(p, { ...CREDENTIALS, ...captcha })).body.code).toBe('CAPTCHA_FAILED');
    expect((await call(p.url, 'GET', `/__dev/captcha/${captcha.captchaId}`)).status).toBe(404);
  });

  it('is used up by a wrong answer', async () => {
    const captcha = await solveCaptcha(p);
    expect((await login(p, { ...CREDENTIALS, captchaId: captcha.captchaId, captchaCode: 'WRONG' })).body.code).toBe(
      'CAPTCHA_FAILED',
    );
    expect((await login(p, { ...CREDENTIALS, ...captcha })).body.code).toBe('CAPTCHA_FAILED');
  });

  it('expires after 2 minutes', async () => {
    const captcha = await solveCaptcha(p);
    clock.advance(121_000);
    expect((await login(p, { ...CREDENTIALS, ...captcha })).body.code).toBe('CAPTCHA_FAILED');
  });

  it('refuses an unknown id or missing fields', async () => {
    expect((await login(p, { ...CREDENTIALS, captchaId: 'f'.repeat(32), captchaCode: 'ABCDE' })).body.code).toBe(
      'CAPTCHA_FAILED',
    );
    expect((await login(p, { ...CREDENTIALS, captchaId: (await solveCaptcha(p)).captchaId })).body.code).toBe(
      'CAPTCHA_FAILED',
    );
  });

  it('passes only one of several concurrent uses', async () => {
    const captcha = await solveCaptcha(p);
    const answers = await Promise.all(Array.from({ length: 6 }, () => login(p, { ...CREDENTIALS, ...captcha })));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'CAPTCHA_FAILED')).toHaveLength(5);
  });

  it('is checked on an account login when sent, and not needed without it', async () => {
    expect(
      (await login(p, { username: 'demo_member', password: 'Demo1234', captchaId: 'f'.repeat(32), captchaCode: 'X' }))
        .body.code,
    ).toBe('CAPTCHA_FAILED');
    expect((await login(p, { username: 'demo_member', password: 'Demo1234' })).body.success).toBe(true);
  });
});

describe('captcha answers without the development controls', () => {
  it('are not kept, and cannot be revealed', async () => {
    const p = await startPlatform({ devEndpoints: false });
    try {
      const { captchaId } = (await call<Envelope<Captcha>>(p.url, 'GET', PATHS.login.captcha)).body.value;
      const row = await p.db.selectFrom('captchas').selectAll().where('id', '=', captchaId).executeTakeFirstOrThrow();
      expect(row.dev_answer).toBeNull();
      expect(row.answer_hash).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect((await call(p.url, 'GET', `/__dev/captcha/${captchaId}`)).status).toBe(404);
    } finally {
      await p.dispose();
    }
  });
});
