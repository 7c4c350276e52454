import type {
  AccountRecords,
  LoginResult,
  UplineTransferHistory,
  UplineTransferInfo,
  UplineTransferResult,
} from '@tessera/api/contract';
import { DEFAULT_TRANSPORT_KEY, PATHS, UPLINE_TRANSFER_CODES as C } from '@tessera/api/contract';
import { encryptText, randomToken } from '@tessera/api/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import type { Answer } from '../test/identity';
import { register, registration, sealed } from '../test/identity';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';
import { HOUSE_ACCOUNTS, ledgerBalance, transfer, walletAccount, walletBalance } from '../wallet/ledger';

describe('transfer to upline', () => {
  let p: TestPlatform;
  let agentId: number;
  beforeAll(async () => {
    p = await startPlatform();
    agentId = (
      await p.db.selectFrom('members').select('id').where('account', '=', 'demo_agent').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => p.dispose());

  const get = <T>(path: string, token?: string): Promise<Answer<T>> =>
    call(p.url, 'GET', path, { headers: token === undefined ? {} : { token } });
  const send = (token: string, body: object): Promise<Answer<UplineTransferResult>> =>
    call(p.url, 'POST', PATHS.upline.transfer, { json: sealed(body), headers: { token } });
  const body = (extra: object = {}) => ({
    amount: 2_500,
    remark: 'For the team',
    password: 'Secret123',
    idempotencyKey: randomToken(16),
    ...extra,
  });

  let n = 0;
  /** A fresh member (password Secret123), invited by demo_agent unless `invited` is false, holding `money` in MAIN. */
  const member = async (money: number, invited = true): Promise<{ token: string; id: number }> => {
    n += 1;
    const account = `upl${Date.now() % 1_000_000}${n}`;
    const answer = await register(p, registration(account, invited ? { affiliateCode: 'tessera1' } : {}));
    expect(answer.body.success).toBe(true);
    const row = await p.db
      .selectFrom('members')
      .select(['id', 'upline_id'])
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    expect(row.upline_id).toBe(invited ? agentId : null);
    if (money > 0)
      await transfer(p.db, systemClock, {
        memberId: row.id,
        amount: money,
        counterAccount: HOUSE_ACCOUNTS.deposits,
        kind: 'DEPOSIT',
        idempotencyKey: `fund:${account}`,
      });
    return { token: answer.body.value.token, id: row.id };
  };

  /** Every wallet equals its entries, and the two sides of the transfer together lost nothing. */
  const balanced = async (...ids: number[]) => {
    for (const id of ids) expect(await ledgerBalance(p.db, walletAccount(id))).toBe(await walletBalance(p.db, id));
  };

  it('answers only with a session, and shows the upline masked with the balance and limits', async () => {
    for (const path of [PATHS.upline.info, PATHS.upline.history]) expect((await get(path)).status).toBe(401);
    expect((await call(p.url, 'POST', PATHS.upline.transfer, { json: sealed(body()) })).status).toBe(401);
    const m = await member(10_000);
    const info = (await get<UplineTransferInfo>(PATHS.upline.info, m.token)).body.value;
    expect(info).toEqual({
      upline: { account: 'de***nt' },
      balance: 10_000,
      minAmount: 100,
      maxAmount: 5_000_000,
      remarkMaxLength: 100,
      currency: 'USD',
    });
    const orphan = await member(0, false);
    expect((await get<UplineTransferInfo>(PATHS.upline.info, orphan.token)).body.value.upline).toBeNull();
  });

  it('moves the amount once per key from MAIN to the upline, listed in the history and the account record', async () => {
    const m = await member(10_000);
    const agentBefore = await walletBalance(p.db, agentId);
    const b = body();
    const first = await send(m.token, b);
    expect(first.body).toMatchObject({
      success: true,
      value: {
        amount: 2_500,
        remark: 'For the team',
        upline: 'de***nt',
        status: 'COMPLETED',
        balance: 7_500,
        replayed: false,
      },
    });
    expect(first.body.value.transferNo).toMatch(/^U\d{18}$/);
    const again = await send(m.token, b);
    expect(again.body.value).toMatchObject({ transferNo: first.body.value.transferNo, balance: 7_500, replayed: true });
    expect(await walletBalance(p.db, m.id)).toBe(7_500);
    expect(await walletBalance(p.db, agentId)).toBe(agentBefore + 2_500);
    await balanced(m.id, agentId);

    // The same key for another amount is refused, and moves nothing.
    expect((await send(m.token, { ...b, amount: 3_000 })).body).toMatchObject({
      success: false,
      code: C.idempotencyConflict,
    });
    expect(await walletBalance(p.db, m.id)).toBe(7_500);

    const history = (await get<UplineTransferHistory>(`${PATHS.upline.history}?pageNo=1`, m.token)).body.value;
    expect(history).toMatchObject({
      totalElements: 1,
      totalPages: 1,
      content: [{ transferNo: first.body.value.transferNo, amount: 2_500, status: 'COMPLETED' }],
    });

    const today = new Date().toISOString().slice(0, 10);
    const records = (
      await get<AccountRecords>(
        `${PATHS.records.accountRecords}?from=${today}&to=${today}&pageNo=1&kind=TRANSFER`,
        m.token,
      )
    ).body.value;
    expect(records.content).toEqual([
      expect.objectContaining({
        kind: 'TRANSFER',
        walletCode: 'MAIN',
        amount: -2_500,
        balanceAfter: 7_500,
        memo: `Transfer to upline ${first.body.value.transferNo}`,
      }),
    ]);
  });

  it('moves money once when the same submit arrives twice at the same time', async () => {
    const m = await member(10_000);
    const agentBefore = await walletBalance(p.db, agentId);
    const b = body({ amount: 4_000 });
    const answers = await Promise.all([send(m.token, b), send(m.token, b), send(m.token, b)]);
    for (const a of answers) expect(a.body).toMatchObject({ success: true, value: { amount: 4_000, balance: 6_000 } });
    expect(answers.filter((a) => !a.body.value.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.value.transferNo)).size).toBe(1);
    expect(await walletBalance(p.db, m.id)).toBe(6_000);
    expect(await walletBalance(p.db, agentId)).toBe(agentBefore + 4_000);
    expect((await get<UplineTransferHistory>(PATHS.upline.history, m.token)).body.value.totalElements).toBe(1);
    await balanced(m.id, agentId);
  });

  it('refuses a wrong password, an amount out of range or above the balance, no upline, a trial account; nothing moves', async () => {
    const m = await member(5_000);
    const refused = async (token: string, extra: object, code: string, value?: unknown) => {
      const answer = await send(token, body(extra));
      expect(answer.body).toMatchObject({ success: false, code, ...(value === undefined ? {} : { value }) });
    };
    await refused(m.token, { password: 'Wrong9999' }, C.passwordIncorrect);
    await refused(m.token, { amount: 99 }, C.amountOutOfRange, { minAmount: 100, maxAmount: 5_000_000 });
    await refused(m.token, { amount: 5_000_001 }, C.amountOutOfRange);
    await refused(m.token, { amount: 5_001 }, C.insufficientBalance, { balance: 5_000 });
    await refused(m.token, { amount: '12.50' }, C.invalidAmount);
    await refused(m.token, { amount: 0 }, C.invalidAmount);
    await refused(m.token, { remark: 'x'.repeat(101) }, C.invalidRemark);
    await refused(m.token, { idempotencyKey: '' }, C.invalidIdempotencyKey);
    expect(await walletBalance(p.db, m.id)).toBe(5_000);
    expect((await get<UplineTransferHistory>(PATHS.upline.history, m.token)).body.value.totalElements).toBe(0);

    const orphan = await member(5_000, false);
    await refused(orphan.token, {}, C.noUpline);
    expect(await walletBalance(p.db, orphan.id)).toBe(5_000);

    const random = encryptText(randomToken(32), DEFAULT_TRANSPORT_KEY);
    const trial = await call<{ value: LoginResult }>(p.url, 'POST', PATHS.login.freePlay, {
      json: sealed({ os: 'linux', platform: 'W', random, gatewayVersion: 3 }),
    });
    await refused(trial.body.value.token, {}, C.trialAccount);
  });

  it('pages the history newest first and refuses a page out of range', async () => {
    const m = await member(10_000);
    for (const amount of [100, 200, 300]) expect((await send(m.token, body({ amount }))).body.success).toBe(true);
    const page1 = (await get<UplineTransferHistory>(`${PATHS.upline.history}?pageNo=1&pageSize=2`, m.token)).body.value;
    expect(page1).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(page1.content.map((t) => t.amount)).toEqual([300, 200]);
    const page2 = (await get<UplineTransferHistory>(`${PATHS.upline.history}?pageNo=2&pageSize=2`, m.token)).body.value;
    expect(page2.content.map((t) => t.amount)).toEqual([100]);
    const bad = await get(`${PATHS.upline.history}?pageNo=0`, m.token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: C.pageInvalid });
  });
});
