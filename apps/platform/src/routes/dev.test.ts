import type { Envelope, ErrorBody, SystemStatus } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { getJson, post, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const DEV = '/__dev/system-status';
const STATUS = '/wps/system/status?url=localhost';
const BLOCKED_CALLER = { 'x-forwarded-for': '198.51.100.4', 'x-country-code': 'US' };

describe('development system-status control', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ trustProxy: true });
  });
  afterAll(() => platform.dispose());

  const statusOf = async (headers: Record<string, string> = {}) =>
    (await getJson<Envelope<SystemStatus>>(platform.url, STATUS, headers)).body.value;

  it('switches the site to maintenance, to region-restricted and back to normal', async () => {
    expect((await getJson<Envelope<{ status: number }>>(platform.url, DEV)).body.value.status).toBe(0);

    expect((await post(platform.url, DEV, '{"status":1}')).body).toEqual({ success: true, value: { status: 1 } });
    let s = await statusOf();
    expect([s.status, s.maintenance.active, s.regionRestriction.active]).toEqual([1, true, false]);

    await post(platform.url, DEV, '{"status":2}');
    s = await statusOf();
    expect([s.status, s.maintenance.active, s.regionRestriction.active]).toEqual([2, false, true]);
    expect((await getJson<Envelope<{ status: number }>>(platform.url, DEV)).body.value.status).toBe(2);

    await post(platform.url, DEV, '{"status":0}');
    s = await statusOf();
    expect([s.status, s.maintenance.active, s.regionRestriction.active]).toEqual([0, false, false]);
  });

  it('lets maintenance take precedence over a region restriction', async () => {
    expect((await statusOf(BLOCKED_CALLER)).status).toBe(2);
    await post(platform.url, DEV, '{"status":1}');
    const s = await statusOf(BLOCKED_CALLER);
    expect(s.status).toBe(1);
    expect(s.maintenance.active).toBe(true);
    expect(s.regionRestriction.active).toBe(true);
    await post(platform.url, DEV, '{"status":0}');
    expect((await statusOf(BLOCKED_CALLER)).status).toBe(2);
    expect((await statusOf()).status).toBe(0);
  });

  it.each([
    ['an unknown status', '{"status":7}', 'application/json'],
    ['a missing status', '{}', 'application/json'],
    ['a non-numeric status', '{"status":"maintenance"}', 'application/json'],
    ['malformed JSON', '{"status":', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['a form body', 'status=9', 'application/x-www-form-urlencoded'],
  ])('rejects %s with a 400 JSON error and keeps the status', async (_name, body, type) => {
    const res = await post<ErrorBody>(platform.url, DEV, body, type);
    expect(res.status).toBe(400);
    expect(res.type).toContain('application/json');
    expect(res.body.success).toBe(false);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(res.body.message).not.toBe('');
    expect((await statusOf()).status).toBe(0);
  });
});

describe('development controls in production', () => {
  it('are off in production unless TESSERA_DEV_ENDPOINTS=1', () => {
    expect(loadConfig({ NODE_ENV: 'production', AUTHENTICATOR_KEY: 'ab'.repeat(32) }).devEndpoints).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', TESSERA_DEV_ENDPOINTS: '1', AUTHENTICATOR_KEY: 'ab'.repeat(32) })
        .devEndpoints,
    ).toBe(true);
    expect(loadConfig({}).devEndpoints).toBe(true);
  });

  it('answer 404 when off, for reading and for setting', async () => {
    const platform = await startPlatform({
      devEndpoints: loadConfig({ NODE_ENV: 'production', AUTHENTICATOR_KEY: 'ab'.repeat(32) }).devEndpoints,
    });
    try {
      const read = await getJson<ErrorBody>(platform.url, DEV);
      expect(read.status).toBe(404);
      expect(read.body.code).toBe('NOT_FOUND');
      const write = await post<ErrorBody>(platform.url, DEV, '{"status":1}');
      expect(write.status).toBe(404);
      expect((await getJson<Envelope<SystemStatus>>(platform.url, STATUS)).body.value.status).toBe(0);
    } finally {
      await platform.dispose();
    }
  });
});
