import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { createHttpClient } from './http';
import { request } from './request';
import { acceptServedAnswers, SERVED_KEEP_MS } from './served';
import { getSystemStatus } from './calls/system';
import { getGameVendor } from './calls/games';
import { getWinners } from './calls/content';
import { systemStatusAddress, vendorLanesAddress, winnersAddress } from './paths';

/** A client whose platform answers every read with `{ success, value: 'asked' }`, counting the reads. */
function client(baseURL = '') {
  const http = createHttpClient({ baseURL, timeoutMs: 1000, getToken: () => null, getLanguage: () => 'EN' });
  const asked: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    asked.push(http.getUri(config));
    return {
      data: { success: true, code: '0', message: '', value: 'asked' },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  };
  http.defaults.adapter = adapter;
  return { http, asked };
}

const banners = { success: true, code: '0', message: '', value: [{ bannerId: 1, url: '/static/banners/a.svg' }] };

describe('answers served with the page', () => {
  afterEach(() => vi.useRealTimers());

  it('the first identical read takes the served answer instead of asking; the next one asks', async () => {
    const { http, asked } = client();
    acceptServedAnswers(http, [{ url: '/wps/system/banners?groupName=w_home', body: banners }]);
    const read = () => request(http, { method: 'GET', url: '/wps/system/banners', params: { groupName: 'w_home' } });
    await expect(read()).resolves.toEqual(banners.value);
    expect(asked).toEqual([]);
    await expect(read()).resolves.toBe('asked');
    expect(asked).toEqual(['/wps/system/banners?groupName=w_home']);
  });

  it('the start’s status read for this host takes the status served under its address, and another host’s asks', async () => {
    const { http, asked } = client();
    const status = { success: true, code: '0', message: '', value: { status: 0 } };
    acceptServedAnswers(http, [{ url: systemStatusAddress('play.example.com:8443'), body: status }]);
    await expect(getSystemStatus(http, 'play.example.com:8443')).resolves.toEqual({ status: 0 });
    expect(asked).toEqual([]);
    acceptServedAnswers(http, [{ url: systemStatusAddress('play.example.com'), body: status }]);
    await expect(getSystemStatus(http, 'other.example.com')).resolves.toBe('asked');
  });

  it('the vendor lanes’ read for the merchant takes the lanes served under its address', async () => {
    const { http, asked } = client();
    const lanes = { success: true, code: '0', message: '', value: { data: { lanes: [] } } };
    acceptServedAnswers(http, [{ url: vendorLanesAddress('tessera & co'), body: lanes }]);
    await expect(getGameVendor(http, 'tessera & co')).resolves.toEqual([]);
    expect(asked).toEqual([]);
  });

  it('the winner board’s read in a language takes the board served under its address', async () => {
    const { http, asked } = client();
    const board = { success: true, code: '0', message: '', value: [{ userName: 'ka***an' }] };
    acceptServedAnswers(http, [{ url: winnersAddress('VI'), body: board }]);
    await expect(getWinners(http, { language: 'VI' })).resolves.toEqual([{ userName: 'ka***an' }]);
    expect(asked).toEqual([]);
  });

  it('another query, a write, or a platform on another origin asks the platform', async () => {
    const { http, asked } = client();
    acceptServedAnswers(http, [{ url: '/wps/system/banners?groupName=w_home', body: banners }]);
    await expect(
      request(http, { method: 'GET', url: '/wps/system/banners', params: { groupName: 'w_rng' } }),
    ).resolves.toBe('asked');
    await expect(request(http, { method: 'POST', url: '/wps/system/banners?groupName=w_home' })).resolves.toBe('asked');
    expect(asked).toHaveLength(2);

    const elsewhere = client('https://platform.example');
    acceptServedAnswers(elsewhere.http, [{ url: '/wps/system/banners?groupName=w_home', body: banners }]);
    await expect(
      request(elsewhere.http, { method: 'GET', url: '/wps/system/banners', params: { groupName: 'w_home' } }),
    ).resolves.toBe('asked');
  });

  it('answers not taken in time are dropped, so a later read is fresh', async () => {
    vi.useFakeTimers();
    const { http, asked } = client();
    acceptServedAnswers(http, [{ url: '/wps/system/banners?groupName=w_home', body: banners }]);
    vi.advanceTimersByTime(SERVED_KEEP_MS);
    await expect(
      request(http, { method: 'GET', url: '/wps/system/banners', params: { groupName: 'w_home' } }),
    ).resolves.toBe('asked');
    expect(asked).toHaveLength(1);
  });

  it('a served refusal is the caller’s error, as if the platform had just said it', async () => {
    const { http } = client();
    acceptServedAnswers(http, [{ url: '/wps/x', body: { success: false, code: '1', message: 'no', value: null } }]);
    await expect(request(http, { method: 'GET', url: '/wps/x' })).rejects.toMatchObject({ kind: 'business' });
  });
});
