import type {
  Balance,
  Envelope,
  ErrorBody,
  MerchantWallets,
  WalletTransferPayload,
  WalletTransferResult,
} from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { HOUSE_ACCOUNTS, ledgerBalance, transfer, walletAccount } from '../wallet/ledger';
import { register, registration, tokenFor } from '../test/identity';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

type Answer<T> = { status: number; body: Envelope<T> & Partial<ErrorBody> };

describe('the member wallets', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(() => p.dispose());

  const wallets = (token: string | undefined, query = ''): Promise<Answer<MerchantWallets>> =>
    call(p.url, 'GET', `${PATHS.other.merchantWallet}${query}`, { headers: token === undefined ? {} : { token } });
  const move = (token: string | undefined, body: unknown): Promise<Answer<WalletTransferResult>> =>
    call(p.url, 'POST', PATHS.other.walletTransfer, { json: body, headers: token === undefined ? {} : { token } });
  const balances = async (token: string): Promise<Record<string, number>> =>
    Object.fromEntries((await wallets(token)).body.value.wallets.map((w) => [w.walletCode, w.balance]));
  const sumBalance = async (token: string) =>
    (await call<Envelope<Balance>>(p.url, 'GET', PATHS.other.balance, { headers: { token } })).body.value.sumBalance;

  /** A freshly registered member whose MAIN wallet holds `main`, credited through the ledger; its id and token. */
  let registered = 0;
  async function memberWith(main: number): Promise<{ id: number; token: string }> {
    registered += 1;
    const username = `wallets${registered}`;
    const answer = await register(p, registration(username), `10.9.0.${registered}`);
    expect(answer.body).toMatchObject({ success: true });
    const { id } = await p.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', username)
      .executeTakeFirstOrThrow();
    if (main > 0)
      await transfer(p.db, systemClock, {
        memberId: id,
        amount: main,
        counterAccount: HOUSE_ACCOUNTS.opening,
        kind: 'ADJUSTMENT',
        idempotencyKey: 'fund',
      });
    return { id, token: answer.body.value.token };
  }
  const body = (extra: Partial<WalletTransferPayload> = {}): WalletTransferPayload => ({
    fromWallet: 'MAIN',
    toWallet: 'SABA',
    amount: 1_000,
    idempotencyKey: crypto.randomUUID(),
    ...extra,
  });

  /** Every transfer's entries sum to zero, and each wallet of the member holds the sum of its entries. */
  async function expectLedgerMatches(id: number): Promise<void> {
    const unbalanced = await p.db
      .selectFrom('ledger_entries')
      .select('transfer_id')
      .groupBy('transfer_id')
      .having((eb) => eb(eb.fn.sum('amount'), '!=', 0))
      .execute();
    expect(unbalanced).toEqual([]);
    for (const w of await p.db.selectFrom('wallets').selectAll().where('member_id', '=', id).execute()) {
      expect(await ledgerBalance(p.db, walletAccount(id, w.wallet_code)), w.wallet_code).toBe(w.balance);
      expect(w.balance).toBeGreaterThanOrEqual(0);
    }
  }

  it.each([
    ['no token', undefined],
    ['an unknown token', 'f'.repeat(64)],
  ])('refuse both calls with 401 NOT_LOGGED_IN for %s', async (_name, token) => {
    for (const answer of [await wallets(token), await move(token, body())]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, code: 'NOT_LOGGED_IN', message: 'Not logged in, please log in' });
    }
  });

  it('answer MAIN and each provider wallet with its name and balance, unopened ones at 0, summing to the balance', async () => {
    const token = await tokenFor(p, 'demo_member', 'Demo1234');
    const answer = await wallets(token);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      currency: 'USD',
      wallets: [
        { walletCode: 'MAIN', walletName: 'Main wallet', balance: 1_254_350 },
        { walletCode: 'SABA', walletName: 'SABA Sports', balance: 85_000 },
        { walletCode: 'EVO', walletName: 'Evolution Live', balance: 0 },
      ],
    });
    expect(answer.body.value.wallets.reduce((sum, w) => sum + w.balance, 0)).toBe(await sumBalance(token));
    for (const query of ['?isSingle=1', '?isSingle=true']) {
      expect((await wallets(token, query)).body.value.wallets).toEqual([
        { walletCode: 'MAIN', walletName: 'Main wallet', balance: 1_254_350 },
      ]);
    }
    expect((await wallets(token, '?isSingle=0')).body.value.wallets).toHaveLength(3);
    expect((await wallets(token, '?isSingle=2')).status).toBe(400);

    const fresh = await memberWith(0);
    expect((await wallets(fresh.token)).body.value.wallets.map((w) => [w.walletCode, w.balance])).toEqual([
      ['MAIN', 0],
      ['SABA', 0],
      ['EVO', 0],
    ]);
    expect(await p.db.selectFrom('wallets').select('wallet_code').where('member_id', '=', fresh.id).execute()).toEqual(
      [],
    );
  });

  it('move money as one TRANSFER whose two entries are the two wallets, opening the destination, the sum unchanged', async () => {
    const { id, token } = await memberWith(50_000);
    const answer = await move(token, body({ amount: 12_345, idempotencyKey: 'first-move' }));
    expect(answer.status).toBe(200);
    expect(answer.body.value.replayed).toBe(false);
    expect(answer.body.value.wallets.map((w) => [w.walletCode, w.balance])).toEqual([
      ['MAIN', 37_655],
      ['SABA', 12_345],
      ['EVO', 0],
    ]);
    const transfers = await p.db
      .selectFrom('ledger_transfers')
      .selectAll()
      .where('idempotency_key', '=', 'first-move')
      .execute();
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ account: walletAccount(id, 'MAIN'), kind: 'TRANSFER', amount: -12_345 });
    const entries = await p.db
      .selectFrom('ledger_entries')
      .select(['account', 'amount', 'balance_after'])
      .where('transfer_id', '=', transfers[0]!.id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { account: walletAccount(id, 'MAIN'), amount: -12_345, balance_after: 37_655 },
      { account: walletAccount(id, 'SABA'), amount: 12_345, balance_after: 12_345 },
    ]);
    // The whole of a wallet may move, and back.
    expect(
      (await move(token, body({ fromWallet: 'SABA', toWallet: 'EVO', amount: 12_345 }))).body.value.wallets.map(
        (w) => w.balance,
      ),
    ).toEqual([37_655, 0, 12_345]);
    expect(
      (await move(token, body({ fromWallet: 'EVO', toWallet: 'MAIN', amount: 12_345 }))).body.value.wallets.map(
        (w) => w.balance,
      ),
    ).toEqual([50_000, 0, 0]);
    expect(await sumBalance(token)).toBe(50_000);
    await expectLedgerMatches(id);
  });

  it('replay the same key and transfer without moving anything, and refuse the key for another transfer', async () => {
    const { id, token } = await memberWith(10_000);
    const first = body({ amount: 3_000, idempotencyKey: 'retry-me' });
    expect((await move(token, first)).body.value.replayed).toBe(false);
    const again = await move(token, first);
    expect(again.status).toBe(200);
    expect(again.body.value.replayed).toBe(true);
    expect(await balances(token)).toEqual({ MAIN: 7_000, SABA: 3_000, EVO: 0 });
    for (const other of [
      { amount: 3_001 },
      { toWallet: 'EVO' },
      { fromWallet: 'SABA', toWallet: 'MAIN' },
      { fromWallet: 'SABA', toWallet: 'EVO', amount: 1 },
    ]) {
      const answer = await move(token, { ...first, ...other });
      expect([answer.status, answer.body.code], JSON.stringify(other)).toEqual([200, 'IDEMPOTENCY_CONFLICT']);
    }
    expect(await balances(token)).toEqual({ MAIN: 7_000, SABA: 3_000, EVO: 0 });
    // Keys belong to the member: another member's same key is a transfer of their own.
    const other = await memberWith(5_000);
    expect((await move(other.token, first)).body.value).toMatchObject({ replayed: false });
    expect(await balances(other.token)).toEqual({ MAIN: 2_000, SABA: 3_000, EVO: 0 });
    await expectLedgerMatches(id);
  });

  it('refuse unreadable requests with 400 and transfers without the money as refusals, each with a code and a message, and move nothing', async () => {
    const { id, token } = await memberWith(5_000);
    const cases: Array<[unknown, number, string]> = [
      [body({ fromWallet: 'PG' }), 400, 'UNKNOWN_WALLET'],
      [body({ toWallet: 'main' }), 400, 'UNKNOWN_WALLET'],
      [{ ...body(), toWallet: undefined }, 400, 'UNKNOWN_WALLET'],
      [body({ toWallet: 'MAIN' }), 400, 'SAME_WALLET'],
      ...[0, -100, 1.5, Number.MAX_SAFE_INTEGER + 1].map((amount): [unknown, number, string] => [
        body({ amount }),
        400,
        'INVALID_AMOUNT',
      ]),
      [{ ...body(), amount: '100' }, 400, 'INVALID_AMOUNT'],
      [{ ...body(), amount: null }, 400, 'INVALID_AMOUNT'],
      ...['', 'has space', 'k'.repeat(101)].map((idempotencyKey): [unknown, number, string] => [
        body({ idempotencyKey }),
        400,
        'INVALID_IDEMPOTENCY_KEY',
      ]),
      [{ ...body(), idempotencyKey: undefined }, 400, 'INVALID_IDEMPOTENCY_KEY'],
      [[body()], 400, 'BAD_REQUEST'],
      [body({ amount: 5_001 }), 200, 'INSUFFICIENT_FUNDS'],
      [body({ fromWallet: 'EVO', toWallet: 'MAIN', amount: 1 }), 200, 'INSUFFICIENT_FUNDS'],
    ];
    for (const [request, status, code] of cases) {
      const answer = await move(token, request);
      expect([answer.status, answer.body.success, answer.body.code], JSON.stringify(request)).toEqual([
        status,
        false,
        code,
      ]);
      expect(answer.body.message).toMatch(/\w{3}/);
    }
    expect(await balances(token)).toEqual({ MAIN: 5_000, SABA: 0, EVO: 0 });
    expect(
      await p.db
        .selectFrom('ledger_transfers')
        .select('id')
        .where('kind', '=', 'TRANSFER')
        .where('account', 'like', `member:${id}:%`)
        .execute(),
    ).toEqual([]);
    // The key of a refused transfer is free again: nothing was recorded under it.
    const refused = body({ amount: 6_000, idempotencyKey: 'too-much' });
    expect((await move(token, refused)).body.code).toBe('INSUFFICIENT_FUNDS');
    expect((await move(token, { ...refused, amount: 5_000 })).body.value).toMatchObject({ replayed: false });
    await expectLedgerMatches(id);
  });

  it('refuse a trial account with TRIAL_ACCOUNT (§5), but show it its wallets', async () => {
    const { id, token } = await memberWith(2_000);
    await p.db.updateTable('members').set({ type: 4 }).where('id', '=', id).execute();
    const answer = await move(token, body());
    expect([answer.status, answer.body.success, answer.body.code]).toEqual([200, false, 'TRIAL_ACCOUNT']);
    expect(await balances(token)).toEqual({ MAIN: 2_000, SABA: 0, EVO: 0 });
  });

  it('move money once for duplicate requests sent at once with the same key', async () => {
    const { id, token } = await memberWith(20_000);
    const same = body({ amount: 7_500, idempotencyKey: 'double-click' });
    const answers = await Promise.all(Array.from({ length: 12 }, () => move(token, same)));
    expect(answers.map((a) => a.body.success)).toEqual(Array(12).fill(true));
    expect(answers.filter((a) => !a.body.value.replayed)).toHaveLength(1);
    expect(await balances(token)).toEqual({ MAIN: 12_500, SABA: 7_500, EVO: 0 });
    expect(
      await p.db.selectFrom('ledger_transfers').select('id').where('idempotency_key', '=', 'double-click').execute(),
    ).toHaveLength(1);
    await expectLedgerMatches(id);
  });

  it('never go below zero nor change the sum under many different transfers at once', async () => {
    const { id, token } = await memberWith(10_000);
    // 30 moves of 5.00 out of MAIN (150.00 asked, 100.00 held) and 30 back from SABA, each sent twice, all at once.
    const out = Array.from({ length: 30 }, (_, i) => body({ amount: 500, idempotencyKey: `out-${i}` }));
    const back = Array.from({ length: 30 }, (_, i) =>
      body({ fromWallet: 'SABA', toWallet: 'MAIN', amount: 500, idempotencyKey: `back-${i}` }),
    );
    const requests = [...out, ...back].flatMap((b) => [b, b]);
    const answers = await Promise.all(requests.map((b) => move(token, b)));
    expect(answers.every((a) => a.status === 200 && (a.body.success || a.body.code === 'INSUFFICIENT_FUNDS'))).toBe(
      true,
    );
    for (const a of answers) if (a.body.success) expect(a.body.value.wallets.every((w) => w.balance >= 0)).toBe(true);
    const moved = answers.filter((a) => a.body.success && !a.body.value.replayed).length;
    const recorded = await p.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('kind', '=', 'TRANSFER')
      .where('account', 'like', `member:${id}:%`)
      .execute();
    expect(recorded).toHaveLength(moved);
    const after = await balances(token);
    expect(Object.values(after).reduce((sum, b) => sum + b, 0)).toBe(10_000);
    expect(await sumBalance(token)).toBe(10_000);
    await expectLedgerMatches(id);
  });
});
