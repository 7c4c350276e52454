import type { Balance, Envelope, ErrorBody, ServiceLinks, SystemStatus, UnreadCount } from '@tessera/api/contract';
import { PATHS, SERVICE_UNAVAILABLE } from '@tessera/api/contract';
import { decryptServicePath } from '@tessera/api/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_WALLETS } from '../db/seed/wallets';
import { register, registration, tokenFor } from '../test/identity';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const get = <T>(p: TestPlatform, path: string, token?: string) =>
  call<Envelope<T> & Partial<ErrorBody>>(p.url, 'GET', path, { headers: token === undefined ? {} : { token } });

const seededSum = (account: string): number =>
  SEED_WALLETS.filter(([a]) => a === account).reduce((sum, [, , balance]) => sum + balance, 0);

describe('member figures', () => {
  let p: TestPlatform;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    p = await startPlatform();
    for (const account of ['demo_member', 'demo_agent', 'demo_first', 'demo_expired'])
      tokens[account] = await tokenFor(p, account, 'Demo1234');
  });
  afterAll(() => p.dispose());
  const memberId = async (account: string) =>
    (await p.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
  /** What the seeded agent contracts have paid a member since its wallets were seeded (demo_agent's settlements). */
  const contractPay = async (account: string) =>
    Number(
      (
        await p.db
          .selectFrom('ledger_transfers')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('paid'))
          .where('account', 'like', `member:${await memberId(account)}:%`)
          .where('idempotency_key', 'like', 'contract:%')
          .executeTakeFirstOrThrow()
      ).paid,
    );

  it.each([
    ['no token', undefined],
    ['a malformed token', 'nope'],
    ['an unknown token', 'f'.repeat(64)],
  ])('refuse the balance and the unread count with 401 NOT_LOGGED_IN for %s', async (_name, token) => {
    for (const path of [PATHS.other.balance, PATHS.other.unreadCount]) {
      const answer = await get(p, path, token);
      expect(answer.status, path).toBe(401);
      expect(answer.body).toEqual({ success: false, code: 'NOT_LOGGED_IN', message: 'Not logged in, please log in' });
    }
  });

  it('answer the balance as the integer sum of the seeded wallets, in minor units', async () => {
    for (const account of ['demo_member', 'demo_agent', 'demo_first', 'demo_expired']) {
      const { status, body } = await get<Balance>(p, PATHS.other.balance, tokens[account]);
      expect(status).toBe(200);
      expect(body.value, account).toEqual({
        sumBalance: seededSum(account) + (await contractPay(account)),
        currency: 'USD',
      });
      expect(Number.isSafeInteger(body.value.sumBalance)).toBe(true);
    }
    expect(seededSum('demo_member')).toBe(1_339_350);
  });

  it('follow the wallets as they change, and answer 0 for a member without any', async () => {
    const id = await memberId('demo_expired');
    await p.db
      .updateTable('wallets')
      .set({ balance: 9_999 })
      .where('member_id', '=', id)
      .where('wallet_code', '=', 'MAIN')
      .execute();
    expect((await get<Balance>(p, PATHS.other.balance, tokens.demo_expired)).body.value.sumBalance).toBe(9_999);
    const fresh = await register(p, registration('Wallet2024'));
    const token = fresh.body.value.token;
    expect((await get<Balance>(p, PATHS.other.balance, token)).body.value).toEqual({ sumBalance: 0, currency: 'USD' });
    expect((await get<UnreadCount>(p, PATHS.other.unreadCount, token)).body.value).toEqual({ count: 0 });
  });

  it('count unread inbox messages per member', async () => {
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(tokens).map(async ([account, token]) => [
            account,
            (await get<UnreadCount>(p, PATHS.other.unreadCount, token)).body.value.count,
          ]),
        ),
      );
    expect(await counts()).toEqual({ demo_member: 3, demo_agent: 1, demo_first: 1, demo_expired: 0 });
    const id = await memberId('demo_member');
    const unread = await p.db
      .selectFrom('inbox_messages')
      .select('id')
      .where('member_id', '=', id)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    await p.db
      .updateTable('inbox_messages')
      .set({ read_at: new Date().toISOString() })
      .where('id', '=', unread.id)
      .execute();
    expect((await counts()).demo_member).toBe(2);
  });

  it('refuse a token after logout', async () => {
    const token = await tokenFor(p, 'demo_first', 'Demo1234');
    expect((await get<Balance>(p, PATHS.other.balance, token)).status).toBe(200);
    await call(p.url, 'DELETE', PATHS.other.logout, { headers: { token } });
    expect((await get<Balance>(p, PATHS.other.balance, token)).status).toBe(401);
  });
});

describe('online customer service', () => {
  let p: TestPlatform;
  let paths: Record<string, string>;
  beforeAll(async () => {
    p = await startPlatform();
    const status = await get<SystemStatus>(p, `${PATHS.login.systemStatus}?url=localhost`);
    paths = Object.fromEntries(status.body.value.customerService.map((c) => [c.csType, c.path]));
  });
  afterAll(() => p.dispose());

  /** The channel and decrypted chat address the caller is given. */
  const channel = async (token?: string) => {
    const { status, body } = await get<ServiceLinks>(p, PATHS.content.serviceLink, token);
    expect(status).toBe(200);
    const [entry, ...rest] = body.value.version.pathList;
    expect(rest).toEqual([]);
    return { type: entry?.type, url: decryptServicePath(entry?.path ?? '') };
  };
  const setRank = (account: string, rank: number) =>
    p.db.updateTable('members').set({ club_rank: rank }).where('account', '=', account).execute();

  it('gives visitors and members up to rank level 4 live chat, and rank 5 and above a VIP host (§6)', async () => {
    expect(await channel()).toEqual({ type: 'LIVECHAT', url: paths.LIVECHAT });
    const member = await tokenFor(p, 'demo_member', 'Demo1234');
    expect(await channel(member)).toEqual({ type: 'LIVECHAT', url: paths.LIVECHAT });
    expect(await channel(await tokenFor(p, 'demo_agent', 'Demo1234'))).toEqual({ type: 'VIP', url: paths.VIP });
    await setRank('demo_member', 4);
    expect((await channel(member)).type).toBe('LIVECHAT');
    await setRank('demo_member', 5);
    expect(await channel(member)).toEqual({ type: 'VIP', url: paths.VIP });
  });

  it('encrypts each answer under a fresh 8-character key at the end of the path', async () => {
    const pathOf = async () =>
      (await get<ServiceLinks>(p, PATHS.content.serviceLink)).body.value.version.pathList[0]?.path ?? '';
    const [a, b] = [await pathOf(), await pathOf()];
    expect(a).not.toBe(b);
    expect(a).not.toContain(paths.LIVECHAT);
    expect(a.slice(-8)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(decryptServicePath(a)).toBe(decryptServicePath(b));
  });

  it('refuses a token that is sent but not live, rather than serving it as a visitor', async () => {
    const answer = await get(p, PATHS.content.serviceLink, 'e'.repeat(64));
    expect([answer.status, answer.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
  });

  it('refuses with SERVICE_UNAVAILABLE when the operator has no entry for the channel', async () => {
    await p.db.deleteFrom('customer_service').where('cs_type', '=', 'VIP').execute();
    const answer = await get(p, PATHS.content.serviceLink, await tokenFor(p, 'demo_agent', 'Demo1234'));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: false, code: SERVICE_UNAVAILABLE, value: null });
    expect((await channel()).type).toBe('LIVECHAT');
  });
});
