import type { Envelope, OutboxMessage } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCode } from '../test/identity';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

describe('identity development controls', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(() => p.dispose());

  it('list outbox messages latest first, to one address or to all', async () => {
    for (const mobileNum of ['912000001', '912000002', '912000001']) {
      expect((await requestCode(p, PATHS.login.loginCode, { mobileNum })).body.success).toBe(true);
    }
    const toMember = (await call<Envelope<OutboxMessage[]>>(p.url, 'GET', '/__dev/outbox?to=912000001')).body.value;
    expect(toMember).toHaveLength(2);
    expect(toMember.every((m) => m.to === '912000001' && m.kind === 'sms')).toBe(true);
    expect(toMember[0]!.id).toBeGreaterThan(toMember[1]!.id);
    expect(Date.parse(toMember[0]!.createdAt)).not.toBeNaN();
    expect((await call<Envelope<OutboxMessage[]>>(p.url, 'GET', '/__dev/outbox')).body.value.map((m) => m.to)).toEqual([
      '912000001',
      '912000002',
      '912000001',
    ]);
  });

  it('forget send counts, so code requests work again', async () => {
    expect((await requestCode(p, PATHS.login.loginCode, { mobileNum: '912000003' })).body.code).toBe(
      'SMS_TOO_MANY_REQUESTS',
    );
    expect(await call(p.url, 'DELETE', '/__dev/limits')).toEqual({ status: 200, body: { success: true, value: null } });
    expect((await requestCode(p, PATHS.login.loginCode, { mobileNum: '912000003' })).body.success).toBe(true);
  });

  it('set the addresses a member is known at, and refuse an unknown member', async () => {
    const set = await call(p.url, 'PUT', '/__dev/members/Demo_Member/known-ips', {
      json: { ips: ['10.1.1.1', '10.1.1.1', '10.1.1.2'] },
    });
    expect(set.body).toEqual({ success: true, value: { account: 'demo_member', ips: ['10.1.1.1', '10.1.1.2'] } });
    expect((await call(p.url, 'PUT', '/__dev/members/nobody/known-ips', { json: { ips: [] } })).status).toBe(404);
    expect(
      (await call(p.url, 'PUT', '/__dev/members/demo_member/known-ips', { json: { ips: [{ ip: 1 }] } })).status,
    ).toBe(400);
  });
});

describe('identity development controls in production', () => {
  it('answer 404', async () => {
    const p = await startPlatform({ devEndpoints: false });
    try {
      for (const [method, path, json] of [
        ['GET', '/__dev/outbox', undefined],
        ['GET', `/__dev/captcha/${'a'.repeat(32)}`, undefined],
        ['POST', '/__dev/whitelabel', { modId: 'FREE_PLAY', enabled: false }],
        ['DELETE', '/__dev/limits', undefined],
        ['PUT', '/__dev/members/demo_member/known-ips', { ips: [] }],
      ] as const) {
        const answer = await call<{ code: string }>(p.url, method, path, json === undefined ? {} : { json });
        expect([path, answer.status, answer.body.code]).toEqual([path, 404, 'NOT_FOUND']);
      }
    } finally {
      await p.dispose();
    }
  });
});
