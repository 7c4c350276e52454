import type { LoginResult } from '@tessera/api/contract';
import { IDENTITY_CODES, PATHS, DEFAULT_TRANSPORT_KEY } from '@tessera/api/contract';
import { encryptText, randomToken } from '@tessera/api/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealed } from '../test/identity';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

describe('trial accounts have no member centre', () => {
  let p: TestPlatform;
  let trial: string;
  beforeAll(async () => {
    p = await startPlatform();
    const random = encryptText(randomToken(16), DEFAULT_TRANSPORT_KEY);
    const answer = await call<{ value: LoginResult }>(p.url, 'POST', PATHS.login.freePlay, {
      json: sealed({ os: 'linux', platform: 'W', random, gatewayVersion: 3 }),
    });
    trial = answer.body.value.token;
  });
  afterAll(() => p.dispose());

  const today = new Date().toISOString().slice(0, 10);
  const calls: Array<[string, string, object?]> = [
    ['GET', PATHS.cashier.withdrawList],
    ['POST', PATHS.cashier.confirmWithdrawal, { orderNo: 'W1', answer: 'ALL_RECEIVED' }],
    ['GET', `${PATHS.records.bettingRecords}?from=${today}&to=${today}`],
    ['GET', `${PATHS.records.accountRecords}?from=${today}&to=${today}`],
    ['GET', `${PATHS.referral.personalProfit}?from=${today}&to=${today}`],
    ['GET', PATHS.referral.referralInfo],
    ['GET', PATHS.referral.referralFriends],
    ['GET', PATHS.inbox.messageList],
    ['POST', PATHS.inbox.readMessages, { all: true }],
  ];

  it.each(calls)(
    '%s %s refuses a trial account, and still answers 401 without a session',
    async (method, path, json) => {
      const refused = await call<{ success: boolean; code: string }>(p.url, method, path, {
        headers: { token: trial },
        ...(json ? { json } : {}),
      });
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({ success: false, code: IDENTITY_CODES.trialAccount });
      expect((await call(p.url, method, path, json ? { json } : {})).status).toBe(401);
    },
  );
});
