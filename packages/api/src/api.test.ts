import { AxiosError } from 'axios';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createApi } from './api';
import { createHttpClient, HEADER_LANGUAGE, HEADER_TOKEN } from './http';
import type { HttpClient } from './http';
import { PATHS } from './paths';
import { request } from './request';

/** A client whose adapter records each request and answers with `value`. */
function recording(value: unknown = null, token: string | null = 'tok') {
  const seen: InternalAxiosRequestConfig[] = [];
  const http: HttpClient = createHttpClient({
    baseURL: 'https://api.example.com',
    timeoutMs: 1234,
    getToken: () => token,
    getLanguage: () => 'TY',
  });
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: { success: true, value }, status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return { http, seen };
}

describe('createHttpClient', () => {
  it('applies base URL, timeout, JSON and both headers', async () => {
    const { http, seen } = recording();
    await request(http, { url: '/x' });
    const sent = seen[0];
    expect(sent?.baseURL).toBe('https://api.example.com');
    expect(sent?.timeout).toBe(1234);
    expect(sent?.headers.get('Accept')).toBe('application/json');
    expect(sent?.headers.get(HEADER_TOKEN)).toBe('tok');
    expect(sent?.headers.get(HEADER_LANGUAGE)).toBe('TY');
  });

  it('drops a token header a caller set when there is no session', async () => {
    const { http, seen } = recording(null, null);
    await request(http, { url: '/x', headers: { [HEADER_TOKEN]: 'stale' } });
    expect(seen[0]?.headers.has(HEADER_TOKEN)).toBe(false);
  });

  it('rejects with a timeout ApiError when the adapter times out', async () => {
    const { http } = recording();
    http.defaults.adapter = async (config) => {
      throw new AxiosError('timeout of 1234ms exceeded', 'ECONNABORTED', config);
    };
    await expect(request(http, { url: '/x' })).rejects.toMatchObject({ kind: 'timeout', code: 'TIMEOUT' });
  });
});

describe('createApi', () => {
  it('calls each system path with GET and returns the value', async () => {
    const { http, seen } = recording([{ modId: 'FREE_PLAY', enabled: '1', childrenNodes: [] }]);
    const api = createApi(http);
    const { getWhitelabel, getRegisterSettings, getDomainRoute, getStatus } = api.system;
    await expect(getWhitelabel()).resolves.toEqual([{ modId: 'FREE_PLAY', enabled: '1', childrenNodes: [] }]);
    await getRegisterSettings();
    await getDomainRoute();
    await getStatus('play.example.com');
    expect(seen.map((c) => [c.method, c.url])).toEqual([
      ['get', PATHS.login.whitelabel],
      ['get', PATHS.login.registerSettings],
      ['get', PATHS.other.domainRoute],
      ['get', PATHS.login.systemStatus],
    ]);
    expect(seen[3]?.params).toEqual({ url: 'play.example.com' });
  });
});
