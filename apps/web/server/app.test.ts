import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementsAddress, systemStatusAddress, vendorLanesAddress, winnersAddress } from '@tessera/api/contract';
import { buildServer, IMMUTABLE, PERSONAL, REVALIDATE, type ServeOptions } from './app';
import { PLATFORM_PATHS } from './platformPaths';
import { compressFile } from './precompress';

const GAME = 'http://127.0.0.1:7102';
const INDEX =
  '<!doctype html><html><head><script src="/runtime-config.js"></script><script src="/boot.js"></script></head><body><div id="root"><div class="boot-shell"><!--boot-shell-banner--></div></div></body></html>';
/** A "hashed" bundle big enough to be worth compressing. */
const BUNDLE = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
const STYLE = `${Array.from({ length: 80 }, (_, i) => `.c${i}{color:red;margin:${i}px}`).join('\n')}\n`;

const SECRET = 'not for the web';
let dist: string;

/** A tiny built site, the shape Vite's output has. */
async function fixtureDist(): Promise<string> {
  // The site in site/, beside a file that must never be served.
  const dir = join(await mkdtemp(join(tmpdir(), 'tessera-serve-')), 'site');
  await mkdir(dir);
  await writeFile(join(dir, '../secret.txt'), SECRET);
  const files: Record<string, string> = {
    'index.html': INDEX,
    'verify-site.html': '<!doctype html><title>Verified</title>',
    'runtime-config.js': "window.TESSERA_CONFIG = { apiBaseUrl: '' };\n",
    'boot.js': '(function () {})();\n',
    'sw.js': "self.addEventListener('fetch', () => {});\n",
    'manifest.webmanifest': '{"name":"Tessera"}\n',
    'icons/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'assets/index-B1a2c3D4.js': BUNDLE,
    'assets/index-E5f6g7H8.css': STYLE,
    '.vite/manifest.json': '{}',
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), body);
  }
  // What the build's precompress plugin writes beside the hashed bundle (the stylesheet is left
  // without, to be compressed as it goes out).
  await compressFile(join(dir, 'assets/index-B1a2c3D4.js'));
  return dir;
}

const options = (more: Partial<ServeOptions> = {}): ServeOptions => ({
  distDir: dist,
  platformUrl: null,
  trustProxy: false,
  gameOrigins: [GAME],
  apiOrigins: [],
  imageOrigins: [],
  behindHttps: false,
  ...more,
});

/** The CSP as directive → sources. */
function csp(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

beforeAll(async () => {
  dist = await fixtureDist();
});
afterAll(async () => {
  await rm(dirname(dist), { recursive: true, force: true });
});

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer(
      options({ apiOrigins: ['https://api.example.com'], imageOrigins: ['https://img.example.com/tessera/'] }),
    );
  });
  afterAll(() => app.close());

  it('sends a CSP with no inline script and no eval, framing only the game origins', async () => {
    const res = await app.inject({ url: '/index' });
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(String(res.headers['content-security-policy'])).not.toMatch(
      /unsafe-eval|wasm-unsafe-eval|script-src[^;]*unsafe-inline/,
    );
    expect(policy.get('frame-src')).toEqual([GAME]);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://img.example.com/tessera/']);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('frames nothing when no game origin is configured', async () => {
    const bare = await buildServer(options({ gameOrigins: [] }));
    const res = await bare.inject({ url: '/' });
    expect(csp(res.headers['content-security-policy']).get('frame-src')).toEqual(["'none'"]);
    await bare.close();
  });

  it('sends nosniff, a referrer policy, a permissions policy and refuses being framed', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const permissions = String(res.headers['permissions-policy']);
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(permissions).toContain(`${denied}=()`);
    // The game frame is allowed full screen and autoplay (GameFrame's allow attribute).
    expect(permissions).toContain(`fullscreen=(self "${GAME}")`);
    expect(permissions).toContain(`autoplay=(self "${GAME}")`);
    expect(permissions).toContain('clipboard-write=(self)');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the headers on files and on 404s too', async () => {
    for (const url of ['/assets/index-B1a2c3D4.js', '/assets/nope.js']) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('HSTS', () => {
  it('is not sent over plain HTTP, even when a caller claims HTTPS', async () => {
    const app = await buildServer(options());
    const res = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('is sent on every answer when the server is told it is behind HTTPS, and insecure requests are upgraded', async () => {
    const app = await buildServer(options({ behindHttps: true }));
    for (const url of ['/', '/assets/index-B1a2c3D4.js', '/nope.png']) {
      const res = await app.inject({ url });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    const res = await app.inject({ url: '/' });
    expect(csp(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    await app.close();
  });

  it('follows the trusted proxy’s X-Forwarded-Proto', async () => {
    const app = await buildServer(options({ trustProxy: true }));
    const https = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });
});

describe('files, caching and the history fallback', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer(options());
  });
  afterAll(() => app.close());

  it.each([
    '/',
    '/index',
    '/promotions',
    '/promotions/12',
    '/member/records/',
    '/game?gameType=RNG&vassalage=JILI',
    '/assetsfoo',
    '/staticky',
    '/register.html',
    '/index.html',
  ])('answers the site route %s with the app, revalidated each time', async (url) => {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.body).toBe(INDEX);
  });

  it.each([
    '/assets/nope.js',
    '/assets/index-B1a2c3D4.css',
    '/nope.png',
    '/favicon.ico',
    '/icons/nope.svg',
    '/assets',
    '/assets/',
    '/.vite/manifest.json',
    '/index.html.br',
  ])('answers the unknown file %s with 404, not the app', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('serves a page file that was deployed beside the app as it is', async () => {
    const res = await app.inject({ url: '/verify-site.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Verified');
    expect((await app.inject({ url: '/assets/nope.html' })).statusCode).toBe(404);
  });

  it('answers 404 to other methods on site routes', async () => {
    expect((await app.inject({ method: 'POST', url: '/index' })).statusCode).toBe(404);
  });

  it('does not serve files outside the built site', async () => {
    for (const url of [
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/icons/..%5c..%5csecret.txt',
    ]) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain(SECRET);
    }
  });

  it('caches hashed assets for a year, immutable', async () => {
    for (const url of ['/assets/index-B1a2c3D4.js', '/assets/index-E5f6g7H8.css']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/index.html', '/runtime-config.js', '/boot.js', '/sw.js', '/manifest.webmanifest', '/icons/icon.svg'])(
    'has %s revalidated each time',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the files with their types', async () => {
    expect((await app.inject({ url: '/runtime-config.js' })).headers['content-type']).toMatch(
      /^(text|application)\/javascript/,
    );
    expect((await app.inject({ url: '/manifest.webmanifest' })).headers['content-type']).toMatch(
      /^application\/manifest\+json/,
    );
    expect((await app.inject({ url: '/assets/index-E5f6g7H8.css' })).headers['content-type']).toMatch(/^text\/css/);
  });

  it('answers a revalidation of an unchanged file with 304', async () => {
    const first = await app.inject({ url: '/runtime-config.js', headers: { 'accept-encoding': 'identity' } });
    const again = await app.inject({
      url: '/runtime-config.js',
      headers: { 'accept-encoding': 'identity', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('compression', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer(options());
  });
  afterAll(() => app.close());

  it('sends the precompressed brotli copy of a hashed asset to a browser that takes brotli', async () => {
    const res = await app.inject({
      url: '/assets/index-B1a2c3D4.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload).toEqual(await readFile(join(dist, 'assets/index-B1a2c3D4.js.br')));
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BUNDLE);
    expect(res.rawPayload.length).toBeLessThan(BUNDLE.length / 2);
  });

  it('sends gzip to a browser that takes only gzip, and the file as it is to one that takes neither', async () => {
    const gz = await app.inject({ url: '/assets/index-B1a2c3D4.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);
    const plain = await app.inject({ url: '/assets/index-B1a2c3D4.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
    const refusesBrotli = await app.inject({
      url: '/assets/index-B1a2c3D4.js',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
  });

  it('compresses files without a precompressed copy as they go out, brotli first', async () => {
    const br = await app.inject({ url: '/assets/index-E5f6g7H8.css', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(STYLE);
    const gz = await app.inject({ url: '/assets/index-E5f6g7H8.css', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(STYLE);
  });

  it('compresses the app document of the history fallback', async () => {
    const res = await app.inject({ url: '/promotions', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });
});

describe('the platform’s paths', () => {
  let upstream: FastifyInstance;
  let upstreamUrl: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    // A stub platform that describes each request it receives.
    upstream = Fastify();
    upstream.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    upstream.all('/*', async (request, reply) => {
      if (request.url.startsWith('/wps/cashier/pay/')) {
        return reply
          .type('text/html; charset=utf-8')
          .header('content-security-policy', "default-src 'none'")
          .send('<!doctype html><title>Pay</title>');
      }
      if (request.url.startsWith('/static/missing')) return reply.code(404).send({ error: 'NOT_FOUND' });
      return { method: request.method, url: request.url, headers: request.headers, body: request.body ?? null };
    });
    upstreamUrl = await upstream.listen({ host: '127.0.0.1', port: 0 });
    app = await buildServer(options({ platformUrl: upstreamUrl }));
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it.each(PLATFORM_PATHS.map((prefix) => `${prefix}/some/call?x=1&y=two`))('forwards %s as it came', async (url) => {
    const res = await app.inject({ url, headers: { host: 'site.example:8080' } });
    expect(res.statusCode).toBe(200);
    const seen = res.json() as { method: string; url: string; headers: Record<string, string> };
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe(url);
    // As the development server does: the site's Host kept, the original request described.
    expect(seen.headers.host).toBe('site.example:8080');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe('site.example:8080');
    expect(seen.headers['x-forwarded-port']).toBe('8080');
  });

  it('appends the caller to an X-Forwarded-For it was sent', async () => {
    const res = await app.inject({ url: '/wps/system/status', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect((res.json() as { headers: Record<string, string> }).headers['x-forwarded-for']).toBe(
      '203.0.113.7, 127.0.0.1',
    );
  });

  it('forwards bodies, headers and methods untouched', async () => {
    const body = JSON.stringify({ username: 'demo_member', password: 'Demo1234' });
    const res = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json', 'x-api-token': 'abc' },
      payload: body,
    });
    const seen = res.json() as { method: string; headers: Record<string, string>; body: unknown };
    expect(seen.method).toBe('POST');
    expect(seen.headers['x-api-token']).toBe('abc');
    expect(seen.body).toEqual(JSON.parse(body));
    const form = await app.inject({
      method: 'POST',
      url: '/wps/cashier/pay/D1?t=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(form.statusCode).toBe(200);
    const del = await app.inject({ method: 'DELETE', url: '/lgw/thing' });
    expect((del.json() as { method: string }).method).toBe('DELETE');
  });

  it('passes the platform’s own answers on: its 404s, and its page’s own CSP', async () => {
    const missing = await app.inject({ url: '/static/missing.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'NOT_FOUND' });
    const pay = await app.inject({ url: '/wps/cashier/pay/D1?t=x' });
    expect(pay.headers['content-security-policy']).toBe("default-src 'none'");
  });

  it('answers 404 with a reason on those paths when no platform is configured', async () => {
    const alone = await buildServer(options());
    for (const url of ['/wps/system/status', '/static/logo.svg', '/lgw', '/lotto/x']) {
      const res = await alone.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('PLATFORM_URL');
      expect(res.body).not.toContain('<div id="root">');
    }
    await alone.close();
  });
});

describe('pages that open with a lead', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer(options());
  });
  afterAll(async () => {
    await app.close();
  });

  it('draw their title and lead in the frame, from the app’s catalogues, with no platform too', async () => {
    const res = await app.inject({ url: '/vip' });
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    expect(res.body).toContain(
      '<div class="boot-shell"><div class="boot-shell-notices"></div><div class="boot-shell-page" lang="en" dir="ltr"><h1 class="boot-shell-title">VIP</h1><p class="boot-shell-lead">Your VIP level rises with your total deposits and valid bets.',
    );
    // Nothing else of the document changes: still its two scripts, no inline one.
    expect(res.body.match(/<script/g)).toHaveLength(2);
  });

  it('in the language of the member’s cookie and its direction, and in the default for a cookie naming none', async () => {
    const arabic = await app.inject({ url: '/vip', headers: { cookie: 'lang=AR' } });
    expect(arabic.body).toMatch(
      /<div class="boot-shell-page" lang="ar" dir="rtl"><h1 class="boot-shell-title">[^<]+<\/h1><p class="boot-shell-lead">[\u0600-\u06FF]/,
    );
    const unknown = await app.inject({ url: '/vip', headers: { cookie: 'lang=%3Cscript%3E' } });
    expect(unknown.body).toContain('lang="en" dir="ltr"><h1 class="boot-shell-title">VIP</h1>');
  });

  it('leave every other page as it was built', async () => {
    expect((await app.inject({ url: '/promotions' })).body).toBe(INDEX);
  });
});

describe('the document’s language', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildServer(options());
  });
  afterAll(async () => {
    await app.close();
  });

  it('is the member’s, with its direction, so a right-to-left frame is mirrored from the first paint', async () => {
    const arabic = await app.inject({ url: '/promotions', headers: { cookie: 'lang=AR' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body.replace('<html lang="ar" dir="rtl">', '<html>')).toBe(INDEX);
    expect(String(arabic.headers.vary)).toMatch(/cookie/i);
    const thai = await app.inject({ url: '/promotions', headers: { cookie: 'lang=TH' } });
    expect(thai.body).toContain('<html lang="th" dir="ltr">');
  });

  it('stays as built for English, no cookie or one naming no language, and says it depends on the cookie', async () => {
    for (const cookie of [undefined, 'lang=EN', 'lang=%3Cscript%3E']) {
      const res = await app.inject({ url: '/promotions', headers: cookie ? { cookie } : {} });
      expect(res.body, cookie).toBe(INDEX);
      expect(String(res.headers.vary), cookie).toMatch(/cookie/i);
    }
  });
});

/** The served page's data block of a document, parsed. */
const servedPage = (html: string) => {
  const text = /<script type="application\/json" id="served-page">(.*?)<\/script>/s.exec(html)?.[1];
  return text === undefined
    ? null
    : (JSON.parse(text) as { language: string; at: number; answers: Array<{ url: string; body: unknown }> });
};

describe('pages sent with their first reads', () => {
  let upstream: FastifyInstance;
  let app: FastifyInstance;
  const reads: Array<{ url: string; lang: string | undefined }> = [];
  let answer: 'banners' | 'refusal' | 'slow' = 'banners';
  const banners = [
    { bannerId: 7, title: 'Welcome </script><script>alert(1)</script>', url: '/static/banners/home-welcome.svg' },
    { bannerId: 8, title: 'Live', url: '/static/banners/home-live.svg' },
  ];

  beforeAll(async () => {
    upstream = Fastify();
    upstream.get('/wps/system/banners', async (request) => {
      reads.push({ url: request.url, lang: request.headers.lang as string | undefined });
      if (answer === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500));
      if (answer === 'refusal') return { success: false, code: '500', message: 'down' };
      return { success: true, code: '0', message: '', value: banners };
    });
    app = await buildServer(options({ platformUrl: await upstream.listen({ host: '127.0.0.1', port: 0 }) }));
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('sends the home page with its banners’ answer and its first image to preload', async () => {
    reads.length = 0;
    const res = await app.inject({ url: '/index' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(reads).toEqual([{ url: '/wps/system/banners?groupName=w_home', lang: 'EN' }]);
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/static/banners/home-welcome.svg" fetchpriority="high">',
    );
    const page = servedPage(res.body);
    expect(page).toMatchObject({
      language: 'EN',
      answers: [{ url: '/wps/system/banners?groupName=w_home', body: { success: true, value: banners } }],
    });
    expect(Math.abs(Date.now() - page!.at)).toBeLessThan(5_000);
    // A title cannot close the data block: the document keeps exactly the scripts it had, plus it.
    expect(res.body.match(/<script/g)).toHaveLength(3);
  });

  it('draws the first banner in the frame the document paints before the code, at the art’s size and hidden from assistive technology', async () => {
    const res = await app.inject({ url: '/index' });
    const frame = /<div class="boot-shell">(.*?)<\/div><\/div>/s.exec(res.body)?.[1];
    expect(frame).toBe(
      '<div class="boot-shell-banner"><img src="/static/banners/home-welcome.svg" alt="" width="1920" height="600" fetchpriority="high">',
    );
    // Without banners the frame keeps its empty slot: nothing is drawn where no strip will be.
    expect((await app.inject({ url: '/noticePage' })).body).toContain(
      '<div class="boot-shell"><!--boot-shell-banner--></div>',
    );
  });

  it("reads in the member's language, from the cookie the app writes, and in the default for a cookie naming none", async () => {
    reads.length = 0;
    const thai = await app.inject({ url: '/index', headers: { cookie: 'theme=dark; lang=TH' } });
    expect(reads).toEqual([{ url: '/wps/system/banners?groupName=w_home', lang: 'TH' }]);
    expect(servedPage(thai.body)?.language).toBe('TH');
    // The document depends on the cookie: a cache must not hand one member's page to another.
    expect(String(thai.headers.vary)).toMatch(/cookie/i);
    // Each language is kept apart: English is still the one read before this test.
    expect(servedPage((await app.inject({ url: '/index' })).body)?.language).toBe('EN');
    const unknown = await app.inject({ url: '/index', headers: { cookie: 'lang=%3Cscript%3E' } });
    expect(servedPage(unknown.body)?.language).toBe('EN');
    expect(reads).toHaveLength(1);
  });

  it('reads once for the pages of the next seconds, and not at all for a page without banners', async () => {
    reads.length = 0;
    await app.inject({ url: '/rng' });
    await app.inject({ url: '/rng' });
    expect(reads).toHaveLength(1);
    const notices = await app.inject({ url: '/noticePage' });
    expect(notices.body).toBe(INDEX);
    expect(reads).toHaveLength(1);
  });

  it('sends the plain document when the platform refuses or is slow, without waiting long', async () => {
    answer = 'refusal';
    const refused = await app.inject({ url: '/promotions' });
    expect(refused.body).toBe(INDEX);
    answer = 'slow';
    const started = Date.now();
    const slow = await app.inject({ url: '/live' });
    expect(slow.body).toBe(INDEX);
    expect(Date.now() - started).toBeLessThan(1_000);
    answer = 'banners';
    // A failure is not kept: the next page reads again.
    expect(servedPage((await app.inject({ url: '/promotions' })).body)).not.toBeNull();
  });
});

describe('pages sent with the visitor’s status and the start’s reads', () => {
  let upstream: FastifyInstance;
  let app: FastifyInstance;
  const seen: Array<{ url: string; headers: Record<string, unknown> }> = [];
  let statusAnswers = true;
  const envelope = (value: unknown) => ({ success: true, code: '0', message: '', value });

  beforeAll(async () => {
    upstream = Fastify();
    upstream.addHook('onRequest', async (request) => {
      seen.push({ url: request.url, headers: request.headers });
    });
    upstream.get('/wps/system/status', async (request, reply) =>
      statusAnswers
        ? envelope({ status: 0, location: { ip: request.headers['x-forwarded-for'] } })
        : reply.code(503).send('down'),
    );
    upstream.get('/wps/system/setting/register', async () => envelope({ countries: [{ countryCode: 'VN' }] }));
    upstream.get('/wps/system/vipLevels', async () => envelope([{ rankLevel: 1 }]));
    upstream.get('/wps/system/notices', async () => envelope([{ content: 'Maintenance at 03:00' }]));
    upstream.get('/wps/relay/GCSGAME_gameVendor', async () => envelope({ data: { lanes: [] } }));
    upstream.get('/wps/relay/MCSFE_getListAnnouncements', async (request) =>
      envelope({ popup: [{ title: 'Welcome' }], types: (request.query as { types?: string }).types }),
    );
    upstream.get('/wps/relay/GCSGAME_getRankList', async (request) =>
      envelope([{ userName: 'ka***an', language: (request.query as { language?: string }).language }]),
    );
    app = await buildServer(
      options({ platformUrl: await upstream.listen({ host: '127.0.0.1', port: 0 }), trustProxy: true }),
    );
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('reads the status for this visitor each time, as their forwarded call would, and no shared cache keeps the page', async () => {
    seen.length = 0;
    const headers = { host: 'play.example.com', 'x-forwarded-for': '203.0.113.9', 'cf-ipcountry': 'VN' };
    const res = await app.inject({ url: '/vip', headers });
    expect(res.headers['cache-control']).toBe(PERSONAL);
    const status = seen.find((read) => read.url.startsWith('/wps/system/status'));
    // The address the app's start asks for this host, so the app takes the answer instead of asking.
    expect(status?.url).toBe(systemStatusAddress('play.example.com'));
    expect(status?.headers).toMatchObject({ 'x-forwarded-host': 'play.example.com', 'cf-ipcountry': 'VN' });
    expect(String(status?.headers['x-forwarded-for'])).toMatch(/^203\.0\.113\.9, /);
    expect(servedPage(res.body)?.answers).toEqual(
      expect.arrayContaining([
        {
          url: systemStatusAddress('play.example.com'),
          body: envelope({ status: 0, location: { ip: status?.headers['x-forwarded-for'] } }),
        },
        { url: '/wps/system/vipLevels', body: envelope([{ rankLevel: 1 }]) },
        { url: '/wps/system/setting/register', body: envelope({ countries: [{ countryCode: 'VN' }] }) },
      ]),
    );
    // Another visitor's page asks again; the reads every visitor shares are kept.
    seen.length = 0;
    await app.inject({ url: '/vip', headers: { ...headers, 'x-forwarded-for': '198.51.100.4' } });
    expect(seen.map((read) => read.url)).toEqual([systemStatusAddress('play.example.com')]);
  });

  it('sends the shared answers without the status when the platform cannot give it, and such a page may be cached', async () => {
    statusAnswers = false;
    const res = await app.inject({ url: '/vip', headers: { host: 'play.example.com' } });
    statusAnswers = true;
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(
      servedPage(res.body)
        ?.answers?.map((answer) => answer.url)
        .sort(),
    ).toEqual([
      '/wps/relay/GCSGAME_gameVendor?merchantCode=tessera',
      '/wps/system/notices',
      '/wps/system/setting/register',
      '/wps/system/vipLevels',
    ]);
  });

  it('sends home with its winner board read in the member’s language, the address the app asks', async () => {
    const res = await app.inject({ url: '/index', headers: { cookie: 'lang=TH' } });
    expect(servedPage(res.body)?.answers).toEqual(
      expect.arrayContaining([
        { url: winnersAddress('TH'), body: envelope([{ userName: 'ka***an', language: 'TH' }]) },
      ]),
    );
    expect(winnersAddress('TH')).toBe('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20&language=TH');
  });

  it('sends home with its entry pop-up announcements at the address the app asks, and no other page with them', async () => {
    const address = announcementsAddress(['PU']);
    expect(address).toBe('/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=B');
    const home = servedPage((await app.inject({ url: '/index' })).body);
    expect(home?.answers).toEqual(
      expect.arrayContaining([{ url: address, body: envelope({ popup: [{ title: 'Welcome' }], types: 'PU' }) }]),
    );
    const vip = servedPage((await app.inject({ url: '/vip' })).body);
    expect(vip?.answers.map((answer) => answer.url)).not.toContain(address);
  });

  it('sends every page with the notices and the vendor lanes of the merchant the deployed runtime config names', async () => {
    const config = join(dist, 'runtime-config.js');
    const deployed = await readFile(config, 'utf8');
    try {
      const res = await app.inject({ url: '/promotions' });
      expect(servedPage(res.body)?.answers).toEqual(
        expect.arrayContaining([
          { url: '/wps/system/notices', body: envelope([{ content: 'Maintenance at 03:00' }]) },
          // No merchant in the file: the app's default, as the app itself would ask.
          { url: vendorLanesAddress('tessera'), body: envelope({ data: { lanes: [] } }) },
        ]),
      );
      // A new runtime config is deployed without a restart: the next pages ask for its merchant.
      await writeFile(config, "window.TESSERA_CONFIG = { apiBaseUrl: '', merchant: 'jade-vn' };\n");
      seen.length = 0;
      const next = await app.inject({ url: '/promotions' });
      expect(seen.map((read) => read.url)).toContain(vendorLanesAddress('jade-vn'));
      expect(servedPage(next.body)?.answers.map((answer) => answer.url)).toContain(vendorLanesAddress('jade-vn'));
    } finally {
      await writeFile(config, deployed);
    }
  });
});
