import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createHttpClient } from './http';
import { AHEAD_KEEP_MS, askAhead, request } from './request';

/** A client whose every request is answered by `answer`, counting what reached the network. */
function client(answer: (config: InternalAxiosRequestConfig) => unknown = () => ({ success: true, value: 'v' })) {
  let language = 'EN';
  const sent: InternalAxiosRequestConfig[] = [];
  const http = createHttpClient({ baseURL: '', timeoutMs: 1_000, getToken: () => null, getLanguage: () => language });
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const data = answer(config);
    if (data instanceof Error) throw data;
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return { http, sent, setLanguage: (code: string) => (language = code) };
}

describe('askAhead', () => {
  afterEach(() => vi.useRealTimers());

  it('a read asked ahead reaches the network once: its caller takes the answer', async () => {
    const { http, sent } = client();
    const early = askAhead(http, () =>
      request<string>(http, { method: 'GET', url: '/banners', params: { g: 'home' } }),
    );
    await expect(early).resolves.toBe('v');
    await expect(request<string>(http, { method: 'GET', url: '/banners', params: { g: 'home' } })).resolves.toBe('v');
    expect(sent).toHaveLength(1);
    // Taken once: the next read of it is a fresh one.
    await request(http, { method: 'GET', url: '/banners', params: { g: 'home' } });
    expect(sent).toHaveLength(2);
  });

  it('another query, another language or a write is not answered from it', async () => {
    const { http, sent, setLanguage } = client();
    await askAhead(http, () => request(http, { method: 'GET', url: '/banners', params: { g: 'home' } }));
    await request(http, { method: 'GET', url: '/banners', params: { g: 'rng' } });
    setLanguage('TH');
    await request(http, { method: 'GET', url: '/banners', params: { g: 'home' } });
    expect(sent).toHaveLength(3);
    await askAhead(http, () => request(http, { method: 'POST', url: '/transfer', data: { a: 1 } }));
    await request(http, { method: 'POST', url: '/transfer', data: { a: 1 } });
    expect(sent.filter((c) => c.method === 'post')).toHaveLength(2);
  });

  it('a read asked ahead that failed is asked again by its caller', async () => {
    let calls = 0;
    const { http, sent } = client(() => (++calls === 1 ? new Error('offline') : { success: true, value: 'late' }));
    await expect(askAhead(http, () => request(http, { method: 'GET', url: '/status' }))).rejects.toBeTruthy();
    await expect(request<string>(http, { method: 'GET', url: '/status' })).resolves.toBe('late');
    expect(sent).toHaveLength(2);
  });

  it('an answer nobody took within the keeping time is not served later', async () => {
    vi.useFakeTimers();
    const { http, sent } = client();
    await askAhead(http, () => request(http, { method: 'GET', url: '/status' }));
    vi.advanceTimersByTime(AHEAD_KEEP_MS + 1);
    await request(http, { method: 'GET', url: '/status' });
    expect(sent).toHaveLength(2);
  });
});
