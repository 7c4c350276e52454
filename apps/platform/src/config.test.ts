import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TRANSPORT_KEY } from '@tessera/api/contract';
import { describe, expect, it } from 'vitest';
import { AUTHENTICATOR_KEY_FILE, authenticatorKeyOf, ConfigError, loadConfig } from './config';

describe('identity configuration', () => {
  it('uses the web app’s default transport key unless TRANSPORT_KEY is set', () => {
    expect(loadConfig({}).transportKey).toBe(DEFAULT_TRANSPORT_KEY);
    expect(loadConfig({ TRANSPORT_KEY: 'operator-key' }).transportKey).toBe('operator-key');
  });

  it('takes SITE_URL for e-mail links, without a trailing slash, and refuses anything but http(s)', () => {
    expect(loadConfig({}).siteUrl).toBe('http://127.0.0.1:5173');
    expect(loadConfig({ SITE_URL: 'https://play.example.com/' }).siteUrl).toBe('https://play.example.com');
    expect(() => loadConfig({ SITE_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_URL: 'play.example.com' })).toThrow(/SITE_URL/);
  });
});

describe('demo game configuration', () => {
  it('listens on the port after PORT unless GAME_PORT is set, and on a free port when PORT is 0', () => {
    expect(loadConfig({}).gamePort).toBe(7002);
    expect(loadConfig({ PORT: '7401' }).gamePort).toBe(7402);
    expect(loadConfig({ PORT: '0' }).gamePort).toBe(0);
    expect(loadConfig({ PORT: '7401', GAME_PORT: '9000' }).gamePort).toBe(9000);
    expect(() => loadConfig({ GAME_PORT: 'ninety' })).toThrow(/GAME_PORT/);
    expect(() => loadConfig({ PORT: '65535' })).toThrow(/GAME_PORT must be set/);
  });

  it('takes GAME_URL as the public game address, without a trailing slash, and GAME_SEED as the reels’ secret', () => {
    expect(loadConfig({}).gameUrl).toBeNull();
    expect(loadConfig({ GAME_URL: 'https://games.example.com/' }).gameUrl).toBe('https://games.example.com');
    expect(() => loadConfig({ GAME_URL: 'games.example.com' })).toThrow(/GAME_URL/);
    expect(loadConfig({}).gameSeed).toBeNull();
    expect(loadConfig({ GAME_SEED: 'fixed' }).gameSeed).toBe('fixed');
  });
});

describe('operator accounts', () => {
  it('takes OPERATOR_ACCOUNT and OPERATOR_PASSWORD together, with a long password', () => {
    expect(loadConfig({}).operators).toEqual([]);
    expect(loadConfig({ OPERATOR_ACCOUNT: 'cashdesk', OPERATOR_PASSWORD: 'a long passphrase' }).operators).toEqual([
      { account: 'cashdesk', password: 'a long passphrase' },
    ]);
    expect(() => loadConfig({ OPERATOR_ACCOUNT: 'cashdesk' })).toThrow(/go together/);
    expect(() => loadConfig({ OPERATOR_PASSWORD: 'a long passphrase' })).toThrow(/go together/);
    expect(() => loadConfig({ OPERATOR_ACCOUNT: 'cashdesk', OPERATOR_PASSWORD: 'short' })).toThrow(/12 characters/);
    expect(() => loadConfig({ OPERATOR_ACCOUNT: 'cash desk', OPERATOR_PASSWORD: 'a long passphrase' })).toThrow(
      /OPERATOR_ACCOUNT/,
    );
  });
});

describe('authenticator key', () => {
  const HEX = '0f'.repeat(32);
  const bytes = Buffer.from(HEX, 'hex');

  it('takes AUTHENTICATOR_KEY as 32 bytes in hex or base64, and refuses another length without echoing it', () => {
    expect(loadConfig({ AUTHENTICATOR_KEY: HEX }).authenticatorKey).toEqual(bytes);
    expect(loadConfig({ AUTHENTICATOR_KEY: bytes.toString('base64') }).authenticatorKey).toEqual(bytes);
    expect(loadConfig({ AUTHENTICATOR_KEY: bytes.toString('base64url') }).authenticatorKey).toEqual(bytes);
    for (const wrong of ['0f'.repeat(16), '0f'.repeat(33), Buffer.alloc(31, 1).toString('base64'), 'not a key']) {
      expect(() => loadConfig({ AUTHENTICATOR_KEY: wrong })).toThrow(ConfigError);
      expect(() => loadConfig({ AUTHENTICATOR_KEY: wrong })).toThrow(/^AUTHENTICATOR_KEY must be 32 bytes/);
      expect(() => loadConfig({ AUTHENTICATOR_KEY: wrong })).not.toThrow(wrong);
    }
  });

  it('is required in production; elsewhere a key file in the data folder stands in', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTHENTICATOR_KEY must be set in production/);
    expect(loadConfig({ NODE_ENV: 'production', AUTHENTICATOR_KEY: HEX }).authenticatorKey).toEqual(bytes);
    expect(loadConfig({}).authenticatorKey).toBeNull();
  });

  it('keeps the development key in {DATA_DIR}/authenticator.key, owner-only, the same at every start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-config-'));
    try {
      const config = loadConfig({ DATA_DIR: join(dir, 'data') });
      expect(config.dataDir).toBe(join(dir, 'data'));
      const first = authenticatorKeyOf(config);
      expect(first).toHaveLength(32);
      const file = join(dir, 'data', AUTHENTICATOR_KEY_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(authenticatorKeyOf(loadConfig({ DATA_DIR: join(dir, 'data') }))).toEqual(first);
      // A configured key wins over the file.
      expect(authenticatorKeyOf(loadConfig({ DATA_DIR: join(dir, 'data'), AUTHENTICATOR_KEY: HEX }))).toEqual(bytes);
      await writeFile(file, 'short\n');
      expect(() => authenticatorKeyOf(config)).toThrow(ConfigError);
      expect(() => authenticatorKeyOf(config)).toThrow(/authenticator\.key does not hold an authenticator key/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
