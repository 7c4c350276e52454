import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createApi } from '../api';
import { createHttpClient } from '../http';
import { HEADER_LANGUAGE } from '../headers';
import { PATHS } from '../paths';

describe('member language', () => {
  it('PUTs the language to the member-language path with the session token and language header', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const http = createHttpClient({
      baseURL: 'https://api.example.com',
      timeoutMs: 1000,
      getToken: () => 'tok',
      getLanguage: () => 'VI',
    });
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      return { data: { success: true, value: null }, status: 200, statusText: 'OK', headers: {}, config };
    };
    http.defaults.adapter = adapter;

    await expect(createApi(http).member.setLanguage('VI')).resolves.toBeUndefined();

    expect(seen).toHaveLength(1);
    const [config] = seen;
    expect([config?.method, config?.url]).toEqual(['put', PATHS.login.memberLanguage]);
    expect(JSON.parse(String(config?.data))).toEqual({ language: 'VI' });
    expect(config?.headers.get(HEADER_LANGUAGE)).toBe('VI');
  });

  it('rejects with the business error when the platform refuses the code', async () => {
    const http = createHttpClient({
      baseURL: 'https://api.example.com',
      timeoutMs: 1000,
      getToken: () => 'tok',
      getLanguage: () => 'EN',
    });
    const adapter: AxiosAdapter = async (config) => ({
      data: { success: false, code: 'LANGUAGE_INVALID', message: 'Unknown language' },
      status: 400,
      statusText: 'Bad Request',
      headers: {},
      config,
    });
    http.defaults.adapter = adapter;
    await expect(createApi(http).member.setLanguage('xx')).rejects.toMatchObject({ code: 'LANGUAGE_INVALID' });
  });
});
