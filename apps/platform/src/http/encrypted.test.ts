import type { ErrorBody } from '@tessera/api/contract';
import { DEFAULT_TRANSPORT_KEY, PATHS } from '@tessera/api/contract';
import { encryptBody, encryptText } from '@tessera/api/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealed, tokenFor } from '../test/identity';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const LOGIN = { username: 'demo_member', password: 'Demo1234', type: '' };

/** Flips one base64 character in the middle of the ciphertext. */
function tamper(data: string): string {
  const i = Math.floor(data.length / 2);
  return data.slice(0, i) + (data[i] === 'A' ? 'B' : 'A') + data.slice(i + 1);
}

describe('encrypted bodies', () => {
  let p: TestPlatform;
  let token: string;
  beforeAll(async () => {
    p = await startPlatform();
    token = await tokenFor(p, 'demo_member', 'Demo1234');
  });
  afterAll(() => p.dispose());

  const ENCRYPTED_CALLS = [
    ['POST', PATHS.login.login],
    ['POST', PATHS.login.freePlay],
    ['PUT', PATHS.login.register],
    ['PUT', PATHS.login.registerMobile],
    ['POST', PATHS.login.changePassword],
    ['POST', PATHS.login.passwordByPhone],
  ] as const;

  const bodies: ReadonlyArray<readonly [string, unknown]> = [
    ['altered ciphertext', { data: tamper(sealed(LOGIN).data) }],
    ['another key', encryptBody(LOGIN, 'someone-elses-key')],
    ['no data', {}],
    ['the payload in clear', LOGIN],
    ['an encrypted number', { data: encryptText('42', DEFAULT_TRANSPORT_KEY) }],
    ['a field that is not text', sealed({ ...LOGIN, username: { $ne: null } })],
  ];

  for (const [method, path] of ENCRYPTED_CALLS) {
    it.each(bodies)(`${method} ${path} answers 400 BAD_REQUEST for %s`, async (_name, body) => {
      const answer = await call<ErrorBody>(p.url, method, path, { json: body, headers: { token } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, code: 'BAD_REQUEST', message: expect.any(String) });
      expect(answer.body.message).not.toContain('Demo1234');
    });
  }

  it('the session survives a refused change-password body', async () => {
    expect((await call(p.url, 'GET', PATHS.login.memberInfo, { headers: { token } })).status).toBe(200);
  });
});
