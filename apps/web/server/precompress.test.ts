import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir: string;
const big = 'const x = "tessera";\n'.repeat(200);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tessera-precompress-'));
  await mkdir(join(dir, 'assets'));
  const files: Record<string, string> = {
    'assets/index-AbC123.js': big,
    'assets/index-AbC123.css': big.replace(/const/g, '.c'),
    'assets/tiny-XyZ789.js': 'export {};\n',
    'assets/index-AbC123.js.map': big,
    'runtime-config.js': big,
  };
  for (const [name, body] of Object.entries(files)) await writeFile(join(dir, name), body);
  const plugin = precompress();
  (plugin.configResolved as (config: unknown) => void)({ build: { assetsDir: 'assets' } });
  // runtime-config.js stands for a public/ file: Vite copies those, they are not in the bundle.
  const bundle = Object.fromEntries(
    ['assets/index-AbC123.js', 'assets/index-AbC123.css', 'assets/tiny-XyZ789.js', 'assets/index-AbC123.js.map'].map(
      (name) => [name, {}],
    ),
  );
  await (plugin.writeBundle as (options: { dir: string }, bundle: unknown) => Promise<void>)({ dir }, bundle);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip copies beside the hashed scripts and stylesheets', () => {
    for (const name of ['assets/index-AbC123.js', 'assets/index-AbC123.css']) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(true);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(true);
    }
  });

  it('leaves tiny files, source maps and files outside the bundle (public/) alone', () => {
    for (const name of ['assets/tiny-XyZ789.js', 'assets/index-AbC123.js.map', 'runtime-config.js']) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
