import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./transport');
  vi.resetModules();
});

const ok: AxiosAdapter = async (config) => ({
  data: { success: true, value: 'answered' },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

describe('a client whose transport could not be fetched', () => {
  it('fails the call as an unreachable platform, and the next call asks for the transport again', async () => {
    let attempts = 0;
    vi.doMock('./transport', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { createHttpClient } = await import('./http');
    const { request } = await import('./request');
    const http = createHttpClient({ baseURL: '', timeoutMs: 1000, getToken: () => null, getLanguage: () => 'EN' });
    http.defaults.adapter = ok;
    await expect(request(http, { url: '/x' })).rejects.toMatchObject({
      kind: 'network',
      code: 'NETWORK_ERROR',
      message: 'The platform could not be reached',
    });
    await expect(request(http, { url: '/x' })).resolves.toBe('answered');
    expect(attempts).toBe(2);
  });
});
