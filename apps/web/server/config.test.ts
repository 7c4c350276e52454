import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadServeConfig } from './config';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'tessera-config-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html>');
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('loadServeConfig', () => {
  it('has a default for everything', () => {
    expect(loadServeConfig({ DIST_DIR: dist })).toEqual({
      host: '127.0.0.1',
      port: 8080,
      distDir: dist,
      platformUrl: null,
      gameOrigins: [],
      apiOrigins: [],
      imageOrigins: [],
      behindHttps: false,
      trustProxy: false,
      logLevel: 'info',
    });
  });

  it('reads every variable', () => {
    const config = loadServeConfig({
      DIST_DIR: dist,
      HOST: '0.0.0.0',
      PORT: '4174',
      PLATFORM_URL: 'http://127.0.0.1:7101/',
      GAME_ORIGINS: 'http://127.0.0.1:7102, https://*.games.example.com',
      API_ORIGINS: 'https://api.example.com',
      IMAGE_ORIGINS: 'https://img.example.com/, https://cdn.example.com/tessera/',
      BEHIND_HTTPS: '1',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'WARN',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 4174,
      platformUrl: 'http://127.0.0.1:7101',
      gameOrigins: ['http://127.0.0.1:7102', 'https://*.games.example.com'],
      apiOrigins: ['https://api.example.com'],
      imageOrigins: ['https://img.example.com', 'https://cdn.example.com/tessera/'],
      behindHttps: true,
      trustProxy: true,
      logLevel: 'warn',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PLATFORM_URL: 'localhost:7001' }, 'PLATFORM_URL'],
    [{ GAME_ORIGINS: "http://ok.example, 'unsafe-inline'" }, 'GAME_ORIGINS'],
    [{ GAME_ORIGINS: '*' }, 'GAME_ORIGINS'],
    [{ IMAGE_ORIGINS: 'data:' }, 'IMAGE_ORIGINS'],
    [{ API_ORIGINS: 'https://a.example; script-src *' }, 'API_ORIGINS'],
    [{ BEHIND_HTTPS: 'yes' }, 'BEHIND_HTTPS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %o, naming %s', (env, name) => {
    expect(() => loadServeConfig({ DIST_DIR: dist, ...env })).toThrow(ConfigError);
    expect(() => loadServeConfig({ DIST_DIR: dist, ...env })).toThrow(name);
  });

  it('takes a relative DIST_DIR from where npm was started', () => {
    expect(loadServeConfig({ DIST_DIR: basename(dist), INIT_CWD: dirname(dist) }).distDir).toBe(dist);
  });

  it('refuses a folder without a built site, saying to build first', () => {
    expect(() => loadServeConfig({ DIST_DIR: join(dist, 'nothing-here') })).toThrow(/npm run build/);
  });
});
