// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../api';
import { createHttpClient, HEADER_TOKEN } from '../http';
import { PATHS } from '../paths';
import { send, startServer } from '../test/server';
import type { TestServer } from '../test/server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.url.startsWith(PATHS.other.balance) && req.headers[HEADER_TOKEN] !== 'live-token') {
      send(
        res,
        401,
        JSON.stringify({ success: false, code: 'NOT_LOGGED_IN', message: 'Not logged in, please log in' }),
      );
      return;
    }
    send(res, 200, JSON.stringify({ success: true, value: { sumBalance: 123456, currency: 'USD' } }));
  });
});
afterAll(() => server.close());

const api = (token: string | null) =>
  createApi(
    createHttpClient({ baseURL: server.baseURL, timeoutMs: 2000, getToken: () => token, getLanguage: () => 'EN' }),
  );

describe('content queries on the wire', () => {
  it('sends announcement types as one comma-separated parameter', async () => {
    await api(null).content.getAnnouncements(['B', 'PL']);
    const url = new URL(server.seen.at(-1)?.url ?? '', server.baseURL);
    expect(url.pathname).toBe(PATHS.games.announcements);
    expect([...url.searchParams]).toEqual([
      ['types', 'B,PL'],
      ['platform', 'W'],
      ['execution', 'B'],
    ]);
  });

  it('sends no groupName when every banner group is asked for', async () => {
    await api(null).content.getBanners();
    expect(server.seen.at(-1)?.url).toBe(PATHS.content.banners);
  });

  it('a token call carries the token, and without a session rejects with NOT_LOGGED_IN (401)', async () => {
    await expect(api('live-token').member.getBalance()).resolves.toEqual({ sumBalance: 123456, currency: 'USD' });
    await expect(api(null).member.getBalance()).rejects.toMatchObject({
      kind: 'http',
      code: 'NOT_LOGGED_IN',
      status: 401,
    });
  });
});
