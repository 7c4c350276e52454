import type {
  DomainRoute,
  Envelope,
  ErrorBody,
  RegisterSettings,
  SettingNode,
  SystemStatus,
} from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTER_FIELDS as FIELDS,
  RESOURCE_TYPES as RESOURCES,
  WHITELABEL_FLAGS as FLAGS,
} from '@tessera/api/contract';
import { getJson, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const flags = (tree: SettingNode[]): Map<string, string> =>
  new Map(tree.flatMap((n) => [[n.modId, n.enabled] as const, ...flags(n.childrenNodes)]));

describe('system calls', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.dispose());

  it('answers the system status for a host with every section the front end reads at start', async () => {
    const { status, type, body } = await getJson<Envelope<SystemStatus>>(
      platform.url,
      '/wps/system/status?url=localhost',
    );
    expect(status).toBe(200);
    expect(type).toContain('application/json');
    expect(body.success).toBe(true);
    const v = body.value;
    expect(v.status).toBe(0);
    expect(v.maintenance).toEqual({ active: false, until: null });
    expect(v.regionRestriction.active).toBe(false);
    expect(v.register).toEqual({ directRegistration: true, usernameRegistration: true, mobileRegistration: true });
    expect(new Set(v.resources.map((r) => r.resourceType))).toEqual(new Set(RESOURCES));
    for (const app of v.resources.filter((r) => r.resourceType.startsWith('APP_'))) {
      expect(app.url).toMatch(/^\/static\//);
      expect(app.qrCodeUrl).toMatch(/^\/static\/qr\/.+\.svg$/);
    }
    expect(v.customerService.map((c) => c.csType)).toEqual(['LIVECHAT', 'VIP']);
    expect(v.customerService.every((c) => c.title !== '' && c.path !== '')).toBe(true);
    expect(v.analytics.gtagId).toMatch(/^G-[A-Z0-9]+$/);
    expect(v.imageCDNs.length).toBeGreaterThan(0);
    expect(v.launchGameCDNs.length).toBeGreaterThan(0);
    expect(v.location).toEqual({ ip: '127.0.0.1' });
  });

  it('carries every white-label flag, all on except login-required-for-home', async () => {
    const { body } = await getJson<Envelope<SettingNode[]>>(platform.url, '/wps/system/whitelabel');
    expect(body.success).toBe(true);
    const byId = flags(body.value);
    for (const flag of FLAGS) {
      expect(byId.get(flag), flag).toBe(flag === 'LOGIN_REQUIRED_FOR_HOME' ? '0' : '1');
    }
    const { body: status } = await getJson<Envelope<SystemStatus>>(platform.url, '/wps/system/status?url=localhost');
    expect(status.value.whitelabel).toEqual(body.value);
  });

  it('answers registration rules whose patterns compile and accept what they describe', async () => {
    const { body } = await getJson<Envelope<RegisterSettings>>(platform.url, '/wps/system/setting/register');
    const { usernameRules, mobileRules, countries, minimumAge, termsUrl } = body.value;
    expect(minimumAge).toBe(18);
    expect(termsUrl).toMatch(/^\/static\/.+\.html$/);
    for (const rule of [...usernameRules, ...mobileRules]) {
      expect(FIELDS).toContain(rule.field);
      expect(rule.minLength).toBeLessThanOrEqual(rule.maxLength);
      if (rule.acceptedPattern !== '*') expect(() => new RegExp(rule.acceptedPattern)).not.toThrow();
    }
    const rule = (rules: typeof usernameRules, field: string) => {
      const found = rules.find((r) => r.field === field);
      if (!found) throw new Error(`no rule for ${field}`);
      return found;
    };
    const username = rule(usernameRules, 'username');
    expect(username).toMatchObject({ required: true, patternId: '1', minLength: 6, maxLength: 16 });
    expect(new RegExp(username.acceptedPattern).test('player88')).toBe(true);
    expect(new RegExp(username.acceptedPattern).test('88player')).toBe(false);
    const password = rule(usernameRules, 'password');
    expect(password).toMatchObject({ patternId: '5', minLength: 6, maxLength: 20 });
    expect(new RegExp(password.acceptedPattern).test('abc123')).toBe(true);
    expect(new RegExp(password.acceptedPattern).test('abcdef')).toBe(false);
    expect(rule(usernameRules, 'confirmPassword').required).toBe(true);
    expect(rule(usernameRules, 'email').patternId).toBe('3');
    expect(rule(usernameRules, 'affiliateCode')).toMatchObject({ required: false, acceptedPattern: '*' });
    expect(rule(mobileRules, 'mobileNum')).toMatchObject({
      required: true,
      patternId: '6',
      minLength: 8,
      maxLength: 11,
    });

    expect(countries.length).toBeGreaterThanOrEqual(40);
    expect(new Set(countries.map((c) => c.countryCode)).size).toBe(countries.length);
    const dial = new Map(countries.map((c) => [c.countryCode, c.countryDialingCode]));
    expect(
      Object.fromEntries(['VN', 'TH', 'PH', 'ID', 'MY', 'CN', 'JP', 'KR', 'IN'].map((c) => [c, dial.get(c)])),
    ).toEqual({
      VN: '84',
      TH: '66',
      PH: '63',
      ID: '62',
      MY: '60',
      CN: '86',
      JP: '81',
      KR: '82',
      IN: '91',
    });
  });

  it('answers the domain routes with the alternative domains and the resources', async () => {
    const { body } = await getJson<Envelope<DomainRoute>>(platform.url, '/wps/system/domainRoute');
    expect(body.success).toBe(true);
    expect(body.value.domainList.length).toBeGreaterThan(0);
    expect(body.value.domainList.every((d) => /^[a-z0-9.-]+$/.test(d))).toBe(true);
    const { body: status } = await getJson<Envelope<SystemStatus>>(platform.url, '/wps/system/status?url=localhost');
    expect(body.value.resources).toEqual(status.value.resources);
  });

  it('refuses an over-long url parameter with a 400 JSON error', async () => {
    const { status, body } = await getJson<ErrorBody>(platform.url, `/wps/system/status?url=${'a'.repeat(3000)}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const { body } = await getJson<Envelope<SystemStatus>>(platform.url, '/wps/system/status?url=x', {
      'x-forwarded-for': '203.0.113.9',
      'x-country-code': 'US',
    });
    expect(body.value.location).toEqual({ ip: '127.0.0.1' });
    expect(body.value.status).toBe(0);
  });
});

describe('system status behind a trusted proxy', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ trustProxy: true });
  });
  afterAll(() => platform.dispose());

  it('takes the caller address and country from the proxy headers', async () => {
    const { body } = await getJson<Envelope<SystemStatus>>(platform.url, '/wps/system/status?url=x', {
      'x-forwarded-for': '203.0.113.9',
      'x-country-code': 'vn',
    });
    expect(body.value.location).toEqual({ ip: '203.0.113.9', countryCode: 'VN' });
    expect(body.value.status).toBe(0);
  });

  it('restricts a caller located in a blocked country', async () => {
    const { body } = await getJson<Envelope<SystemStatus>>(platform.url, '/wps/system/status?url=x', {
      'x-forwarded-for': '198.51.100.4',
      'cf-ipcountry': 'US',
    });
    expect(body.value.status).toBe(2);
    expect(body.value.regionRestriction).toEqual({ active: true, countryCode: 'US' });
    expect(body.value.maintenance.active).toBe(false);
  });
});
