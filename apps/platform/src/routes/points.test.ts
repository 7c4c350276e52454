import type {
  ConvertPointResult,
  PointBalance,
  PointConfig,
  PointRecords,
  PointReward,
  RedeemHistory,
  RedeemResult,
} from '@tessera/api/contract';
import { PATHS, POINTS_CODES } from '@tessera/api/contract';
import { randomToken } from '@tessera/api/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../test/identity';
import { register, registration, sealed, tokenFor } from '../test/identity';
import { call, startPlatform, webpSize } from '../test/platform';
import type { TestPlatform } from '../test/platform';
import { HOUSE_ACCOUNTS, ledgerBalance, walletAccount, walletBalance } from '../wallet/ledger';

const C = POINTS_CODES;

describe('points', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(() => p.dispose());

  const get = <T>(path: string, token?: string): Promise<Answer<T>> =>
    call(p.url, 'GET', path, { headers: token === undefined ? {} : { token } });
  const post = <T>(path: string, token: string, body: object): Promise<Answer<T>> =>
    call(p.url, 'POST', path, { json: sealed(body), headers: { token } });
  const redeemBody = (extra: object = {}) => ({
    rewardId: 'voucher-10',
    quantity: '1',
    receivingAddress: '12 Harbour Road, Da Nang',
    mobileNumber: '0912345678',
    withdrawPassword: 'Secret123',
    idempotencyKey: randomToken(16),
    ...extra,
  });

  let n = 0;
  /** A fresh member (password Secret123) given `points` through the points ledger. */
  const member = async (points: number): Promise<{ token: string; id: number }> => {
    n += 1;
    const account = `pts${Date.now() % 1_000_000}${n}`;
    const answer = await register(p, registration(account));
    expect(answer.body.success).toBe(true);
    const row = await p.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow();
    if (points > 0) {
      await p.db
        .insertInto('point_records')
        .values({
          member_id: row.id,
          type: 'slots',
          changed_points: points,
          balance_after: points,
          remark: 'test',
          idempotency_key: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    }
    return { token: answer.body.value.token, id: row.id };
  };

  it('answers the rewards and the ratio to visitors, and the member calls only with a session', async () => {
    const rewards = await get<PointReward[]>(PATHS.points.pointReward);
    expect(rewards.body.value.length).toBeGreaterThanOrEqual(4);
    expect(rewards.body.value[0]).toMatchObject({
      id: 'voucher-10',
      pointsRequirement: 1_000,
      amountRequirement: 0,
      imageUrl: '/static/rewards/voucher-10.webp',
    });
    const image = await fetch(`${p.url}${rewards.body.value[0]!.imageUrl}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(await webpSize(image)).toEqual({ width: 640, height: 440 });
    expect((await get<PointConfig>(PATHS.points.pointConfig)).body.value).toEqual({ ratio: 100, currency: 'USD' });
    for (const path of [PATHS.points.pointBalance, PATHS.points.memberTransactions, PATHS.points.redeemPointList]) {
      const answer = await get(path);
      expect(answer.status).toBe(401);
    }
  });

  it("pages demo_agent's seeded details newest first, by type, with balances that add up", async () => {
    const token = await tokenFor(p, 'demo_agent', 'Demo1234');
    const balance = (await get<PointBalance>(PATHS.points.pointBalance, token)).body.value.points;
    expect(balance).toBe(15_850);
    const page = (await get<PointRecords>(`${PATHS.points.memberTransactions}?pageNo=1&pageSize=5`, token)).body.value;
    expect(page.totalElements).toBe(12);
    expect(page.totalPages).toBe(3);
    expect(page.content[0]!.pointsBalance).toBe(balance);
    for (let i = 0; i + 1 < page.content.length; i += 1) {
      expect(page.content[i]!.pointsBalance - page.content[i]!.changedPoints).toBe(page.content[i + 1]!.pointsBalance);
      expect(page.content[i]!.time >= page.content[i + 1]!.time).toBe(true);
    }
    const live = (await get<PointRecords>(`${PATHS.points.memberTransactions}?pageNo=1&type=live`, token)).body.value;
    expect(live.content.map((r) => r.type)).toEqual(['live', 'live']);
    expect((await get(`${PATHS.points.memberTransactions}?type=casino`, token)).body).toMatchObject({
      code: C.pageInvalid,
    });
    expect((await get(`${PATHS.points.redeemPointList}?pageNo=0`, token)).status).toBe(400);
  });

  it('redeems once per key: points taken, stock lowered, order processing in the history', async () => {
    const m = await member(2_500);
    const stockBefore = (await get<PointReward[]>(PATHS.points.pointReward)).body.value.find(
      (r) => r.id === 'voucher-10',
    )!.stock;
    const body = redeemBody({ quantity: '2' });
    const first = await post<RedeemResult>(PATHS.points.redeemPointReward, m.token, body);
    expect(first.body).toMatchObject({
      success: true,
      value: {
        rewardId: 'voucher-10',
        quantity: 2,
        points: 2_000,
        amount: 0,
        status: 'processing',
        pointsBalance: 500,
      },
    });
    const again = await post<RedeemResult>(PATHS.points.redeemPointReward, m.token, body);
    expect(again.body.value.orderNo).toBe(first.body.value.orderNo);
    expect((await get<PointBalance>(PATHS.points.pointBalance, m.token)).body.value.points).toBe(500);
    const stockAfter = (await get<PointReward[]>(PATHS.points.pointReward)).body.value.find(
      (r) => r.id === 'voucher-10',
    )!.stock;
    expect(stockAfter).toBe(stockBefore - 2);
    const history = (await get<RedeemHistory>(PATHS.points.redeemPointList, m.token)).body.value;
    expect(history.totalElements).toBe(1);
    expect(history.content[0]).toMatchObject({
      orderNo: first.body.value.orderNo,
      rewardName: 'Shopping voucher 10.00',
      points: 2_000,
      status: 'processing',
    });
    const details = (await get<PointRecords>(PATHS.points.memberTransactions, m.token)).body.value;
    expect(details.content[0]).toMatchObject({ type: 'redeem', changedPoints: -2_000, pointsBalance: 500 });
    // The same key for another quantity is refused, and nothing more is taken.
    expect((await post(PATHS.points.redeemPointReward, m.token, { ...body, quantity: '1' })).body).toMatchObject({
      code: C.idempotencyConflict,
    });
  });

  it('refuses with codes and takes nothing: not enough points, out of stock, wrong password, bad fields', async () => {
    const m = await member(1_200);
    const refused = async (extra: object) =>
      (await post<unknown>(PATHS.points.redeemPointReward, m.token, redeemBody(extra))).body;
    expect(await refused({ quantity: '2' })).toMatchObject({
      success: false,
      code: C.notEnoughPoints,
      value: { points: 1_200 },
    });
    expect(await refused({ rewardId: 'no-such' })).toMatchObject({ code: C.rewardNotFound });
    expect(await refused({ withdrawPassword: 'Wrong999' })).toMatchObject({ code: C.passwordIncorrect });
    expect(await refused({ receivingAddress: ' ' })).toMatchObject({
      code: C.invalidField,
      value: { field: 'receivingAddress' },
    });
    expect(await refused({ mobileNumber: 'call me' })).toMatchObject({
      code: C.invalidField,
      value: { field: 'mobileNumber' },
    });
    expect(await refused({ quantity: '0' })).toMatchObject({ code: C.invalidField, value: { field: 'quantity' } });
    expect(await refused({ quantity: '11' })).toMatchObject({ code: C.invalidField });
    expect(await refused({ idempotencyKey: '' })).toMatchObject({ code: C.invalidIdempotencyKey });
    await p.db.updateTable('point_rewards').set({ stock: 0 }).where('id', '=', 'free-spins-20').execute();
    expect(await refused({ rewardId: 'free-spins-20', quantity: '1' })).toMatchObject({
      code: C.outOfStock,
      value: { stock: 0 },
    });
    expect((await get<PointBalance>(PATHS.points.pointBalance, m.token)).body.value.points).toBe(1_200);
    expect((await get<RedeemHistory>(PATHS.points.redeemPointList, m.token)).body.value.totalElements).toBe(0);
  });

  it('converts points to the MAIN wallet at the ratio, through the ledger, once per key', async () => {
    const m = await member(1_000);
    const houseBefore = await ledgerBalance(p.db, HOUSE_ACCOUNTS.points);
    const body = { points: '750', withdrawPassword: 'Secret123', idempotencyKey: randomToken(16) };
    const first = await post<ConvertPointResult>(PATHS.points.convertPoint, m.token, body);
    expect(first.body).toMatchObject({
      success: true,
      value: { points: 750, amount: 750, pointsBalance: 250, mainBalance: 750 },
    });
    const again = await post<ConvertPointResult>(PATHS.points.convertPoint, m.token, body);
    expect(again.body.value).toMatchObject({ pointsBalance: 250, mainBalance: 750 });
    expect(await walletBalance(p.db, m.id)).toBe(750);
    expect(await ledgerBalance(p.db, walletAccount(m.id))).toBe(750);
    expect(await ledgerBalance(p.db, HOUSE_ACCOUNTS.points)).toBe(houseBefore - 750);
    const kinds = await p.db
      .selectFrom('ledger_transfers')
      .select('kind')
      .where('account', '=', walletAccount(m.id))
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['POINTS']);
    expect(
      (await post(PATHS.points.convertPoint, m.token, { ...body, idempotencyKey: randomToken(16), points: '251' }))
        .body,
    ).toMatchObject({ code: C.notEnoughPoints });
    expect(
      (await post(PATHS.points.convertPoint, m.token, { ...body, idempotencyKey: randomToken(16), points: '-5' })).body,
    ).toMatchObject({ code: C.invalidPoints });
    expect(
      (
        await post(PATHS.points.convertPoint, m.token, {
          ...body,
          idempotencyKey: randomToken(16),
          points: '100',
          withdrawPassword: 'nope',
        })
      ).body,
    ).toMatchObject({ code: C.passwordIncorrect });
    expect(await walletBalance(p.db, m.id)).toBe(750);
  });
});
