import { get } from 'node:http';
import type { Envelope, ErrorBody, RegisterSettings, SystemStatus } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrSvg } from '../static/qr';
import { getJson, startPlatform, webpSize } from '../test/platform';
import type { TestPlatform } from '../test/platform';

describe('static files', () => {
  let platform: TestPlatform;
  let status: SystemStatus;
  let register: RegisterSettings;
  beforeAll(async () => {
    platform = await startPlatform();
    status = (await getJson<Envelope<SystemStatus>>(platform.url, '/wps/system/status?url=localhost')).body.value;
    register = (await getJson<Envelope<RegisterSettings>>(platform.url, '/wps/system/setting/register')).body.value;
  });
  afterAll(() => platform.dispose());

  const fetchText = async (path: string) => {
    const res = await fetch(platform.url + path);
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  };

  it('serves every image and page the seeded resources, customer service and terms link to', async () => {
    const links = [
      ...status.resources.flatMap((r) => [r.url, r.qrCodeUrl ?? '']),
      ...status.customerService.map((c) => c.path),
      register.termsUrl,
    ].filter((link) => link.startsWith('/static/'));
    expect(links.length).toBeGreaterThan(15);
    for (const link of links) {
      const res = await fetchText(link);
      expect(res.status, link).toBe(200);
      if (link.endsWith('.svg')) {
        expect(res.type, link).toBe('image/svg+xml');
        expect(res.text, link).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      } else {
        expect(res.type, link).toContain('text/html');
        expect(res.text, link).toContain('<title>');
      }
      expect(res.text.length, link).toBeLessThan(8_000);
    }
  });

  it('serves a flag for every seeded country, as the front end builds its URL (COUNTRY_FLAG/{code}.png) and as .svg', async () => {
    for (const { countryCode } of register.countries) {
      for (const base of status.imageCDNs) {
        const res = await fetchText(`${base}/COUNTRY_FLAG/${countryCode}.png`);
        expect(res.status, countryCode).toBe(200);
        expect(res.type).toBe('image/svg+xml');
        expect(res.text).toContain(`<title>Flag ${countryCode}</title>`);
      }
      expect((await fetchText(`/static/flags/${countryCode}.svg`)).status, countryCode).toBe(200);
    }
  });

  it('serves the pictures as WebP, drawn once from their SVG at twice the size of small ones', async () => {
    const sizes: Record<string, { width: number; height: number }> = {
      '/static/banners/home-welcome.webp': { width: 1200, height: 360 },
      '/static/games/football-parlay.webp': { width: 192, height: 192 },
      '/static/rewards/voucher-10.webp': { width: 640, height: 440 },
      '/static/providers/PG.webp': { width: 320, height: 128 },
    };
    for (const [path, size] of Object.entries(sizes)) {
      const [first, second] = await Promise.all([fetch(platform.url + path), fetch(platform.url + path)]);
      expect([path, first.status, first.headers.get('content-type')]).toEqual([path, 200, 'image/webp']);
      expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
      const bytes = Buffer.from(await second.arrayBuffer());
      expect(await webpSize(first), path).toEqual(size);
      // The same drawing answers every request for a path.
      expect(Buffer.compare(bytes, Buffer.from(await (await fetch(platform.url + path)).arrayBuffer()))).toBe(0);
    }
    // The site's logo, badges and flags are vector art only.
    for (const path of ['/static/logo/tessera.webp', '/static/payment/usdt.webp', '/static/flags/VN.webp']) {
      const res = await getJson<ErrorBody>(platform.url, path);
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'NOT_FOUND']);
    }
  });

  it('answers an unknown file with a 404 JSON error', async () => {
    for (const path of ['/static/COUNTRY_FLAG/ZZ.png', '/static/nothing.svg', '/static/qr/app-windows.svg']) {
      const res = await getJson<ErrorBody>(platform.url, path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it('draws the app QR codes for the absolute address the caller used', async () => {
    const ios = await fetchText('/static/qr/app-ios.svg');
    expect(ios.type).toBe('image/svg+xml');
    expect(ios.text).toBe(qrSvg(`${platform.url}/static/app/ios.html`));
    // fetch cannot set Host: ask as a browser reaching the site under another name would.
    const body = await new Promise<string>((resolve, reject) => {
      const req = get(
        `${platform.url}/static/qr/app-android.svg`,
        { headers: { host: 'play.tessera.example' } },
        (res) => {
          let text = '';
          res
            .setEncoding('utf8')
            .on('data', (chunk: string) => (text += chunk))
            .on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
    });
    expect(body).toBe(qrSvg('http://play.tessera.example/static/app/android.html'));
  });
});
