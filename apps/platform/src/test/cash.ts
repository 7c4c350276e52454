import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TRANSPORT_KEY, PATHS } from '@tessera/api/contract';
import { randomToken } from '@tessera/api/crypto';
import { expect } from 'vitest';
import { buildApp } from '../app';
import type { Clock } from '../clock';
import { prepareDatabase } from '../db';
import { SEED_PASSWORD } from '../db/seed/members';
import { SEED_OPERATOR } from '../db/seed/operators';
import type { Answer } from './identity';
import { register, registration, sealed } from './identity';
import * as platform from './platform';
import { call, TEST_SITE_URL } from './platform';
import type { TestPlatform } from './platform';

/** The payment notification secret of cash test platforms: tests sign (and forge) notifications with it. */
export const TEST_PAYMENT_SECRET = 'tessera-test-payment-secret-0123456789';

export interface CashPlatformOptions {
  clock: Clock;
  paymentSimulator?: boolean;
  devEndpoints?: boolean;
}

/**
 * A real platform (API only, no demo game) over a copy of the seeded database, with a known
 * payment-notification secret. Shaped as a {@link TestPlatform} so the identity helpers apply.
 */
export async function startCashPlatform({
  clock,
  paymentSimulator = true,
  devEndpoints = true,
}: CashPlatformOptions): Promise<TestPlatform> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-cash-'));
  const file = join(dir, 'tessera.db');
  // The shared seeded template when this checkout has it (a copy in milliseconds); else a full seed here.
  const copy = (platform as unknown as { copySeededDatabase?: (file: string) => Promise<void> }).copySeededDatabase;
  if (copy) await copy(file);
  const db = await prepareDatabase(file);
  const app = await buildApp({
    db,
    config: {
      devEndpoints,
      trustProxy: false,
      transportKey: DEFAULT_TRANSPORT_KEY,
      siteUrl: TEST_SITE_URL,
      paymentSimulator,
      paymentSecret: TEST_PAYMENT_SECRET,
    },
    logger: { level: 'silent' },
    clock,
    gameUrl: 'http://127.0.0.1:9',
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const stop = async () => {
    await app.close();
    await db.destroy();
  };
  return {
    url,
    dir,
    file,
    db,
    app,
    gameUrl: 'http://127.0.0.1:9',
    game: app,
    stop,
    dispose: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** An operator session on the platform: the seeded operator's token, and calls made with it. */
export async function operatorSession(p: TestPlatform, account = SEED_OPERATOR, password = SEED_PASSWORD) {
  const login = await call<{ success: boolean; value: { token: string } }>(p.url, 'POST', PATHS.operator.session, {
    json: { account, password },
  });
  expect(login.body.success).toBe(true);
  const headers = { authorization: `Bearer ${login.body.value.token}` };
  return {
    token: login.body.value.token,
    get: <T>(path: string): Promise<Answer<T>> => call(p.url, 'GET', path, { headers }),
    post: <T>(path: string, json: unknown = {}): Promise<Answer<T>> => call(p.url, 'POST', path, { json, headers }),
    put: <T>(path: string, json: unknown): Promise<Answer<T>> => call(p.url, 'PUT', path, { json, headers }),
  };
}

let n = 0;
/** A freshly registered member (password Secret123) with `amount` in MAIN, paid in through the simulator. */
export async function fundedMember(
  p: TestPlatform,
  amount: number,
): Promise<{ token: string; id: number; account: string }> {
  n += 1;
  const account = `cash${process.pid % 1000}${Date.now() % 100_000}${n}`;
  const answer = await register(p, registration(account));
  expect(answer.body.success).toBe(true);
  const token = answer.body.value.token;
  const { id } = await p.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  if (amount > 0) {
    const order = await call<{ value: { payUrl: string } }>(p.url, 'POST', PATHS.cashier.createDeposit, {
      json: { channelCode: 'ONLINE_BANKING', amount, idempotencyKey: randomToken(16) },
      headers: { token },
    });
    const url = new URL(order.body.value.payUrl);
    const res = await fetch(url.origin + url.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ t: url.searchParams.get('t') ?? '', action: 'pay' }).toString(),
    });
    expect(res.status).toBe(200);
  }
  return { token, id, account };
}

export const BANK = {
  bankName: 'Mekong Commercial Bank',
  accountNumber: '0123 4567 8901',
  accountHolder: 'Nguyen Van A',
};

/** A withdrawal of the member (password Secret123); answers its order number. */
export async function withdrawOf(p: TestPlatform, token: string, amount: number): Promise<string> {
  const answer = await call<{ success: boolean; value: { orderNo: string } }>(p.url, 'POST', PATHS.cashier.withdraw, {
    json: sealed({ ...BANK, amount, password: 'Secret123', idempotencyKey: randomToken(16) }),
    headers: { token },
  });
  expect(answer.body.success).toBe(true);
  return answer.body.value.orderNo;
}
