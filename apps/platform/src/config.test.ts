import { DEFAULT_TRANSPORT_KEY } from '@tessera/api/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
