// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './api';
import { ApiError } from './errors';
import { createHttpClient, HEADER_LANGUAGE, HEADER_TOKEN } from './http';
import { PATHS } from './paths';
import { request } from './request';
import { send, startServer } from './test/server';
import type { TestServer } from './test/server';

const TOKEN = 'session-token-7f3a';
const SECRET = 'hunter2-password';

/** Routes of the test server: each path answers one way. */
const routes: Record<string, (res: Parameters<typeof send>[0]) => void> = {
  '/ok': (res) => send(res, 200, JSON.stringify({ success: true, value: { n: 1 } })),
  '/null-value': (res) => send(res, 200, JSON.stringify({ success: true, value: null })),
  '/refused': (res) =>
    send(
      res,
      200,
      JSON.stringify({ success: false, code: 'SMS_TOO_MANY_REQUESTS', message: 'Retry after 5 minutes', value: null }),
    ),
  '/refused-bare': (res) => send(res, 200, JSON.stringify({ success: false })),
  '/error-body': (res) =>
    send(res, 401, JSON.stringify({ success: false, code: 'NOT_LOGGED_IN', message: 'Please log in' })),
  '/error-plain': (res) => send(res, 502, '<html>Bad gateway</html>', 'text/html'),
  '/garbage': (res) => send(res, 200, '{"success": tru'),
  '/html': (res) => send(res, 200, '<!doctype html><title>Welcome</title>', 'text/html'),
  '/empty': (res) => send(res, 200, ''),
  '/no-value': (res) => send(res, 200, JSON.stringify({ success: true })),
  '/slow': (res) => setTimeout(() => send(res, 200, JSON.stringify({ success: true, value: 1 })), 400),
  '/echo': (res) => send(res, 200, JSON.stringify({ success: true, value: 'echo' })),
};

let server: TestServer;
let token: string | null = TOKEN;
let language: string | undefined = 'VI';

const client = (timeoutMs = 2_000) =>
  createHttpClient({ baseURL: server.baseURL, timeoutMs, getToken: () => token, getLanguage: () => language });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  server = await startServer((req, res) => {
    const path = req.url.split('?')[0] ?? '';
    const route = routes[path];
    if (route) route(res);
    else if (path === PATHS.login.systemStatus)
      send(res, 200, JSON.stringify({ success: true, value: { status: 0, query: req.url } }));
    else send(res, 404, '');
  });
});
afterAll(() => server.close());

describe('request against a real server', () => {
  it('returns the envelope value, including null', async () => {
    await expect(request(client(), { url: '/ok' })).resolves.toEqual({ n: 1 });
    await expect(request(client(), { url: '/null-value' })).resolves.toBeNull();
  });

  it('turns a refusal into a business error with its code and message', async () => {
    const error = await failure(request(client(), { url: '/refused' }));
    expect(error.toJSON()).toEqual({
      kind: 'business',
      code: 'SMS_TOO_MANY_REQUESTS',
      message: 'Retry after 5 minutes',
      status: 200,
    });
  });

  it('gives a bare refusal the default business code', async () => {
    const error = await failure(request(client(), { url: '/refused-bare' }));
    expect([error.kind, error.code]).toEqual(['business', 'BUSINESS_ERROR']);
  });

  it('names an HTTP error by the error body when there is one', async () => {
    const error = await failure(request(client(), { url: '/error-body' }));
    expect(error.toJSON()).toEqual({ kind: 'http', code: 'NOT_LOGGED_IN', message: 'Please log in', status: 401 });
  });

  it('names an HTTP error by its status otherwise', async () => {
    expect((await failure(request(client(), { url: '/error-plain' }))).toJSON()).toMatchObject({
      kind: 'http',
      code: 'HTTP_502',
      status: 502,
    });
    expect((await failure(request(client(), { url: '/missing' }))).code).toBe('HTTP_404');
  });

  it.each(['/garbage', '/html', '/empty', '/no-value'])(
    'reports a 2xx that is not an envelope (%s) as BAD_RESPONSE',
    async (url) => {
      const error = await failure(request(client(), { url }));
      expect(error.toJSON()).toMatchObject({ kind: 'http', code: 'BAD_RESPONSE', status: 200 });
    },
  );

  it('reports a slow answer as a timeout', async () => {
    const error = await failure(request(client(100), { url: '/slow' }));
    expect([error.kind, error.code]).toEqual(['timeout', 'TIMEOUT']);
  });

  it('reports an unreachable platform as a network error', async () => {
    const closed = await startServer(() => undefined);
    await closed.close();
    const http = createHttpClient({
      baseURL: closed.baseURL,
      timeoutMs: 2_000,
      getToken: () => null,
      getLanguage: () => 'EN',
    });
    const error = await failure(request(http, { url: '/ok' }));
    expect([error.kind, error.code, error.status]).toEqual(['network', 'NETWORK_ERROR', undefined]);
  });

  it('never puts the token or the request body in an error', async () => {
    const error = await failure(request(client(), { method: 'POST', url: '/error-body', data: { password: SECRET } }));
    const text = `${error.message} ${JSON.stringify(error)} ${String(error.stack)}`;
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(SECRET);
  });
});

describe('headers and bodies on the wire', () => {
  it('sends the token and language headers and a JSON body', async () => {
    token = TOKEN;
    language = 'VI';
    await request(client(), { method: 'POST', url: '/echo', data: { a: 1 } });
    const seen = server.seen.at(-1);
    expect(seen?.headers[HEADER_TOKEN]).toBe(TOKEN);
    expect(seen?.headers[HEADER_LANGUAGE]).toBe('VI');
    expect(seen?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(seen?.body ?? '')).toEqual({ a: 1 });
  });

  it('reads the token at each request and leaves the header out when logged out', async () => {
    const http = client();
    token = null;
    language = undefined;
    await request(http, { url: '/echo' });
    expect(server.seen.at(-1)?.headers).not.toHaveProperty(HEADER_TOKEN);
    expect(server.seen.at(-1)?.headers).not.toHaveProperty(HEADER_LANGUAGE);
    token = 'later-token';
    await request(http, { url: '/echo' });
    expect(server.seen.at(-1)?.headers[HEADER_TOKEN]).toBe('later-token');
  });

  it('asks for the system status of the given host', async () => {
    const api = createApi(client());
    const value = (await api.system.getStatus('play.example.com')) as unknown as { query: string };
    expect(value.query).toBe(`${PATHS.login.systemStatus}?url=play.example.com`);
    expect(server.seen.at(-1)?.method).toBe('GET');
  });
});
