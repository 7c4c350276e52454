// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../api';
import { decryptBody } from '../crypto';
import type { EncryptedBody } from '../crypto';
import { createHttpClient } from '../http';
import { PATHS } from '../paths';
import { send, startServer } from '../test/server';
import type { TestServer } from '../test/server';

const KEY = 'wire-key';
let server: TestServer;

beforeAll(async () => {
  server = await startServer((_req, res) => send(res, 200, JSON.stringify({ success: true, value: null })));
});
afterAll(() => server.close());

const api = () =>
  createApi(
    createHttpClient({ baseURL: server.baseURL, timeoutMs: 2000, getToken: () => null, getLanguage: () => 'EN' }),
    { transportKey: KEY },
  );

describe('identity bodies on the wire', () => {
  it('forget password is form-encoded username and email', async () => {
    await api().auth.forgetPassword({ username: 'ana 1990', email: 'ana+x@example.com' });
    const seen = server.seen.at(-1);
    expect([seen?.method, seen?.url]).toEqual(['POST', PATHS.login.forgetPassword]);
    expect(seen?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(seen?.body))).toEqual({
      username: 'ana 1990',
      email: 'ana+x@example.com',
    });
  });

  it('an encrypted login is a JSON {data} whose plaintext never travels', async () => {
    await api().auth.login({ username: 'ana', password: 'Pässw0rd!', type: '' });
    const seen = server.seen.at(-1);
    expect(seen?.headers['content-type']).toMatch(/^application\/json/);
    expect(seen?.body).not.toMatch(/ana|Pässw0rd/);
    expect(decryptBody(JSON.parse(seen?.body ?? '') as EncryptedBody, KEY)).toEqual({
      username: 'ana',
      password: 'Pässw0rd!',
      type: '',
    });
  });
});
