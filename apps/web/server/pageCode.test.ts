import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { pageFiles, withPageCode } from './pageCode';

/** A build's manifest as Vite writes it: the entry, two pages and the chunks they share. */
const MANIFEST = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_runtime-R1.js'] },
  '_runtime-R1.js': { file: 'assets/runtime-R1.js' },
  'src/pages/VipPage.tsx': {
    file: 'assets/VipPage-V1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_table-T1.js', '_runtime-R1.js'],
  },
  '_table-T1.js': { file: 'assets/table-T1.js', imports: ['index.html', '_styles-S1.js'] },
  '_styles-S1.js': { file: 'assets/styles-S1.js', imports: ['index.html'] },
  'src/pages/HomePage.tsx': { file: 'assets/HomePage-H1.js', isDynamicEntry: true, imports: ['index.html'] },
  '../../packages/api/src/transport.ts': {
    file: 'assets/transport-X1.js',
    isDynamicEntry: true,
    imports: ['_runtime-R1.js'],
  },
};

describe('a page’s code', () => {
  it('is the page’s chunk and every chunk it imports to the end of the chain, without what the entry loads', () => {
    expect(pageFiles(MANIFEST, '/vip')).toEqual([
      'assets/VipPage-V1.js',
      'assets/table-T1.js',
      'assets/styles-S1.js',
      'assets/transport-X1.js',
    ]);
  });

  it('is the home page’s at / and none for a path no page names', () => {
    expect(pageFiles(MANIFEST, '/')).toEqual(['assets/HomePage-H1.js', 'assets/transport-X1.js']);
    expect(pageFiles(MANIFEST, '/elsewhere')).toEqual([]);
  });

  it('goes into the head as module preloads asked for as the entry is', () => {
    const html = withPageCode('<html><head><title>T</title></head><body></body></html>', ['assets/VipPage-V1.js']);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/VipPage-V1.js">\n  </head>',
    );
    expect(withPageCode('<head></head>', [])).toBe('<head></head>');
  });
});

describe('the server sends a page with its code', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof buildServer>>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-page-code-'));
    await mkdir(join(dir, '.vite'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    await writeFile(join(dir, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    server = await buildServer({
      distDir: dir,
      platformUrl: null,
      trustProxy: false,
      gameOrigins: [],
      apiOrigins: [],
      imageOrigins: [],
      behindHttps: false,
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('preloads the page’s chunks in the document of its path, which stays no-cache', async () => {
    const response = await server.inject('/vip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    for (const file of ['VipPage-V1.js', 'table-T1.js', 'styles-S1.js', 'transport-X1.js'])
      expect(response.body).toContain(`href="/assets/${file}"`);
    expect(response.body).not.toContain('HomePage-H1.js');
  });

  it('says the document depends on the cookie, which names its language, on a page with code and nothing else', async () => {
    const response = await server.inject('/');
    expect(response.body).toContain('href="/assets/HomePage-H1.js"');
    expect(String(response.headers.vary)).toMatch(/cookie/i);
  });

  it('sends the document as built for a path no page names', async () => {
    const response = await server.inject('/elsewhere');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('modulepreload');
  });
});
