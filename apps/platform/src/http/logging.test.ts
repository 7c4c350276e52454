import { PassThrough } from 'node:stream';
import { PATHS } from '@tessera/api/contract';
import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';
import { latestCode, login, outbox, register, registration, requestCode, sealed, solveCaptcha } from '../test/identity';
import { call, startPlatform } from '../test/platform';

/** Starts a platform whose log lines are collected. */
async function loggedPlatform() {
  const stream = new PassThrough();
  let output = '';
  stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const platform = await startPlatform({ logger: { level: 'debug', stream } });
  return {
    platform,
    output: () => output,
    lines: () =>
      output
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('request logs', () => {
  it('are JSON lines that never contain session tokens, credentials or cookies', async () => {
    const { platform, lines, output } = await loggedPlatform();
    try {
      await fetch(`${platform.url}/wps/system/whitelabel`, {
        headers: {
          token: 'SESSION-TOKEN-SECRET',
          authorization: 'Bearer AUTH-SECRET',
          cookie: 'sid=COOKIE-SECRET',
          lang: 'VI',
        },
      });
    } finally {
      await platform.dispose();
    }
    const incoming = lines().find((l) => l.msg === 'incoming request') as {
      req: { url: string; headers: Record<string, string> };
    };
    expect(incoming.req.url).toBe('/wps/system/whitelabel');
    expect(incoming.req.headers.lang).toBe('VI');
    expect(incoming.req.headers.token).toBe('[redacted]');
    expect(output()).not.toMatch(/SESSION-TOKEN-SECRET|AUTH-SECRET|COOKIE-SECRET/);
  });

  it('log secret-bearing query values (payment link secret, tokens, tickets) as redacted and keep the rest', async () => {
    expect(redactUrl('/wps/cashier/pay/D20261123000?t=PAY-SECRET&lang=EN')).toBe(
      '/wps/cashier/pay/D20261123000?t=[redacted]&lang=EN',
    );
    expect(redactUrl('/x?token=A&ticket=B&resetToken=C&page=2')).toBe(
      '/x?token=[redacted]&ticket=[redacted]&resetToken=[redacted]&page=2',
    );
    expect(redactUrl('/wps/system/status?url=example.com')).toBe('/wps/system/status?url=example.com');
    const { platform, output } = await loggedPlatform();
    try {
      await fetch(`${platform.url}/wps/cashier/pay/D000?t=PAY-LINK-SECRET`);
    } finally {
      await platform.dispose();
    }
    expect(output()).toContain('/wps/cashier/pay/D000?t=[redacted]');
    expect(output()).not.toContain('PAY-LINK-SECRET');
  });

  it('never contain a password, verification code, captcha answer, session or reset token of the identity flows', async () => {
    const { platform: p, output, lines } = await loggedPlatform();
    const secrets: string[] = ['Secret123', 'Newer4567'];
    try {
      const registered = await register(p, registration('logsafe01', { email: 'logsafe@example.com' }));
      secrets.push(registered.body.value.token);
      const captcha = await solveCaptcha(p);
      secrets.push(captcha.captchaCode);
      const byMobile = await login(p, { username: '912000001', password: 'Demo1234', ...captcha });
      secrets.push((await login(p, { username: 'demo_member', password: 'Demo1234' })).body.value.token);
      expect(byMobile.body.success).toBe(true);

      await requestCode(p, PATHS.login.loginCode, { mobileNum: '912000001' });
      const code = await latestCode(p, '912000001');
      secrets.push(code);
      secrets.push((await login(p, { username: '912000001', type: 'sms', verificationCode: code })).body.value.token);

      await call(p.url, 'POST', PATHS.login.forgetPassword, {
        form: { username: 'logsafe01', email: 'logsafe@example.com' },
      });
      const resetToken =
        /token=([0-9a-f]{64})/.exec((await outbox(p, 'logsafe@example.com'))[0]?.body ?? '')?.[1] ?? '';
      secrets.push(resetToken);
      const reset = await login(p, { type: 'reset', resetToken });
      secrets.push(reset.body.value.token);
      await call(p.url, 'POST', PATHS.login.changePassword, {
        json: sealed({ oldPassword: '', newPassword: 'Newer4567', confirmNewPassword: 'Newer4567' }),
        headers: { token: reset.body.value.token },
      });
      // Even a payload logged by mistake is redacted.
      p.app.log.info(
        { payload: { password: 'Secret123', verificationCode: code, token: reset.body.value.token } },
        'careless',
      );
    } finally {
      await p.dispose();
    }
    expect(secrets.every((s) => s.length >= 5)).toBe(true);
    for (const secret of secrets) expect(output()).not.toContain(secret);
    const queued = lines().filter((l) => typeof l.msg === 'string' && l.msg.startsWith('dev outbox'));
    expect(queued.map((l) => l.outbox)).toEqual([
      expect.objectContaining({ kind: 'sms', to: '912000001' }),
      expect.objectContaining({ kind: 'email', to: 'logsafe@example.com' }),
    ]);
  });
});
