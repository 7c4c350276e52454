import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import { prepareDatabase, seedDatabase } from '../db';
import type { Db } from '../db';
import { SEED_WALLETS } from '../db/seed/wallets';
import {
  HOUSE_ACCOUNTS,
  IdempotencyConflict,
  InsufficientFunds,
  ledgerBalance,
  moveBetweenWallets,
  transfer,
  walletAccount,
  walletBalance,
} from './ledger';
import type { TransferRequest } from './ledger';

const APP_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const run = promisify(execFile);

describe('the ledger', () => {
  let dir: string;
  let file: string;
  let db: Db;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-ledger-'));
    file = join(dir, 'tessera.db');
    db = await prepareDatabase(file);
  });
  afterAll(async () => {
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  const idOf = async (account: string) =>
    (await db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
  /** A member whose MAIN wallet holds exactly `balance`, credited through the ledger. */
  let fresh = 0;
  const memberWith = async (balance: number): Promise<number> => {
    fresh += 1;
    const { id } = await db
      .insertInto('members')
      .values({
        account: `ledger${fresh}`,
        nickname: 'L',
        mobile_num: null,
        dialing_code: null,
        email: null,
        password_hash: 'x',
        type: 0,
        club_label: 'VIP0',
        club_rank: 0,
        member_labels: '[]',
        invitation_code: null,
        upline_id: null,
        first_time_login: 0,
        password_changed_at: '2024-01-01T00:00:00.000Z',
        created_at: '2024-01-01T00:00:00.000Z',
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (balance > 0)
      await transfer(db, systemClock, {
        memberId: id,
        amount: balance,
        counterAccount: HOUSE_ACCOUNTS.opening,
        kind: 'ADJUSTMENT',
        idempotencyKey: 'fund',
      });
    return id;
  };
  const bet = (memberId: number, amount: number, idempotencyKey: string, extra: Partial<TransferRequest> = {}) =>
    transfer(db, systemClock, {
      memberId,
      amount: -amount,
      counterAccount: HOUSE_ACCOUNTS.games,
      kind: 'BET',
      idempotencyKey,
      ...extra,
    });

  /** Every transfer's entries sum to zero, and every wallet holds the sum of its entries. */
  async function expectBalanced(): Promise<void> {
    const unbalanced = await db
      .selectFrom('ledger_entries')
      .select('transfer_id')
      .groupBy('transfer_id')
      .having((eb) => eb(eb.fn.sum('amount'), '!=', 0))
      .execute();
    expect(unbalanced).toEqual([]);
    for (const w of await db.selectFrom('wallets').selectAll().execute()) {
      expect(
        await ledgerBalance(db, walletAccount(w.member_id, w.wallet_code)),
        `${w.member_id}:${w.wallet_code}`,
      ).toBe(w.balance);
    }
  }

  it('records the seeded balances as opening entries once, so every wallet is the sum of its entries', async () => {
    // Each wallet holds its seeded balance, plus what the seeded contracts have since paid an agent
    // (the contract settlements seeded after the wallets), and every wallet is the sum of its entries.
    for (const [account, code, balance] of SEED_WALLETS) {
      const wallet = walletAccount(await idOf(account), code);
      const contractPay = await db
        .selectFrom('ledger_transfers')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('paid'))
        .where('account', '=', wallet)
        .where('idempotency_key', 'like', 'contract:%')
        .executeTakeFirstOrThrow();
      expect((await ledgerBalance(db, wallet)) - Number(contractPay.paid), `${account} ${code}`).toBe(balance);
    }
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('ledger_entries')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedDatabase(db);
    expect(await count()).toBe(before);
    await expectBalanced();
  });

  it('moves a stake as a pair of entries and changes the wallet by the same amount', async () => {
    const id = await memberWith(10_000);
    const result = await bet(id, 250, 'spin-1');
    expect(result).toMatchObject({ balance: 9_750, replayed: false });
    const entries = await db
      .selectFrom('ledger_entries')
      .select(['account', 'amount', 'balance_after'])
      .where('transfer_id', '=', result.transferId)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { account: walletAccount(id), amount: -250, balance_after: 9_750 },
      { account: HOUSE_ACCOUNTS.games, amount: 250, balance_after: null },
    ]);
    expect(await walletBalance(db, id)).toBe(9_750);
    await expectBalanced();
  });

  it('moves money once for a key used twice, answering the first result', async () => {
    const id = await memberWith(1_000);
    const first = await bet(id, 300, 'same-key');
    await bet(id, 100, 'other-key');
    const again = await bet(id, 300, 'same-key');
    expect(again).toEqual({ ...first, replayed: true });
    expect(await walletBalance(db, id)).toBe(600);
    await expect(bet(id, 999, 'same-key')).rejects.toBeInstanceOf(IdempotencyConflict);
    await expect(bet(id, 300, 'same-key', { kind: 'WIN', amount: 300 })).rejects.toBeInstanceOf(IdempotencyConflict);
    expect(await walletBalance(db, id)).toBe(600);
    await expectBalanced();
  });

  it('refuses a stake larger than the balance and records nothing; the whole balance may be staked', async () => {
    const id = await memberWith(500);
    await expect(bet(id, 501, 'too-much')).rejects.toBeInstanceOf(InsufficientFunds);
    expect(
      await db
        .selectFrom('ledger_transfers')
        .select('id')
        .where('account', '=', walletAccount(id))
        .where('idempotency_key', '=', 'too-much')
        .execute(),
    ).toEqual([]);
    expect(await walletBalance(db, id)).toBe(500);
    // The key of a refused stake is free again: nothing was recorded under it.
    expect(await bet(id, 500, 'too-much')).toMatchObject({ balance: 0, replayed: false });
    await expect(bet(id, 1, 'after-zero')).rejects.toBeInstanceOf(InsufficientFunds);
    await expectBalanced();
  });

  it('opens the wallet on a first credit, refuses a first debit, and refuses malformed amounts and keys', async () => {
    const id = await memberWith(0);
    await expect(bet(id, 1, 'no-wallet')).rejects.toBeInstanceOf(InsufficientFunds);
    expect(
      await transfer(db, systemClock, {
        memberId: id,
        amount: 40,
        counterAccount: HOUSE_ACCOUNTS.games,
        kind: 'WIN',
        idempotencyKey: 'win-1',
      }),
    ).toMatchObject({ balance: 40 });
    for (const amount of [0, 0.5, Number.MAX_SAFE_INTEGER + 1])
      await expect(bet(id, amount, 'bad-amount')).rejects.toBeInstanceOf(RangeError);
    for (const key of ['', 'has space', 'k'.repeat(101)])
      await expect(bet(id, 1, key)).rejects.toBeInstanceOf(RangeError);
    await expectBalanced();
  });

  it('moves between two wallets of a member as one TRANSFER of two wallet entries, once per key', async () => {
    const id = await memberWith(3_000);
    const move = (fromWallet: string, toWallet: string, amount: number, idempotencyKey: string) =>
      moveBetweenWallets(db, systemClock, { memberId: id, fromWallet, toWallet, amount, idempotencyKey });
    const first = await move('MAIN', 'SABA', 1_200, 'm-1');
    expect(first).toMatchObject({ fromBalance: 1_800, toBalance: 1_200, replayed: false });
    const entries = await db
      .selectFrom('ledger_entries')
      .select(['account', 'amount'])
      .where('transfer_id', '=', first.transferId)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { account: walletAccount(id, 'MAIN'), amount: -1_200 },
      { account: walletAccount(id, 'SABA'), amount: 1_200 },
    ]);
    expect(await move('MAIN', 'SABA', 1_200, 'm-1')).toEqual({ ...first, replayed: true });
    for (const [from, to, amount] of [
      ['MAIN', 'EVO', 1_200],
      ['MAIN', 'SABA', 1],
      ['SABA', 'MAIN', 1_200],
    ] as const) {
      await expect(move(from, to, amount, 'm-1')).rejects.toBeInstanceOf(IdempotencyConflict);
    }
    await expect(move('SABA', 'EVO', 1_201, 'm-2')).rejects.toBeInstanceOf(InsufficientFunds);
    for (const [from, to, amount] of [
      ['MAIN', 'MAIN', 1],
      ['MAIN', 'SABA', 0],
      ['MAIN', 'SABA', -5],
      ['MAIN', 'SABA', 0.5],
    ] as const) {
      await expect(move(from, to, amount, 'm-3')).rejects.toBeInstanceOf(RangeError);
    }
    expect([
      await walletBalance(db, id),
      await walletBalance(db, id, 'SABA'),
      await walletBalance(db, id, 'EVO'),
    ]).toEqual([1_800, 1_200, 0]);
    // The key of a stake on MAIN is another transfer in the same key space.
    await bet(id, 100, 'm-4');
    await expect(move('MAIN', 'SABA', 100, 'm-4')).rejects.toBeInstanceOf(IdempotencyConflict);
    await expectBalanced();
  });

  it('keeps the balance exact and never negative under many parallel stakes with repeated and distinct keys', async () => {
    const id = await memberWith(5_000);
    // 60 distinct keys of 1.00 each (6,000 > 5,000), each sent 4 times, all at once.
    const keys = Array.from({ length: 60 }, (_, i) => `par-${i}`);
    const attempts = keys.flatMap((key) => [key, key, key, key]);
    const results = await Promise.allSettled(attempts.map((key) => bet(id, 100, key)));
    const moved = results.filter((r) => r.status === 'fulfilled' && !r.value.replayed);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.every((r) => r.status === 'rejected' && r.reason instanceof InsufficientFunds)).toBe(true);
    expect(moved).toHaveLength(50);
    expect(results.every((r) => r.status === 'rejected' || r.value.balance >= 0)).toBe(true);
    expect(await walletBalance(db, id)).toBe(0);
    await expectBalanced();
  });

  it('keeps the balance exact when two processes stake against the same database file at once', async () => {
    const id = await memberWith(10_000);
    // Both processes send the 80 shared keys (8,000) and 40 of their own (4,000 each): 16,000 asked, 10,000 held.
    const shared = Array.from({ length: 80 }, (_, i) => `shared-${i}`);
    const own = (p: string) => Array.from({ length: 40 }, (_, i) => `${p}-${i}`);
    const startAt = String(Date.now() + 4_000);
    const worker = (keys: string[]) =>
      run(
        process.execPath,
        [
          '--conditions=@tessera/source',
          '--import',
          'tsx',
          'src/test/ledger-worker.ts',
          file,
          String(id),
          '100',
          startAt,
          ...keys,
        ],
        { cwd: APP_DIR },
      );
    const outputs = await Promise.all([worker([...shared, ...own('a')]), worker([...own('b'), ...shared])]);
    const [a, b] = outputs.map(
      (o) => JSON.parse(o.stdout) as { moved: string[]; replayed: number; refused: number; lowest: number },
    );
    if (!a || !b) throw new Error('a worker printed nothing');
    const moved = [...a.moved, ...b.moved];
    expect(new Set(moved).size).toBe(moved.length);
    expect(moved).toHaveLength(100);
    expect(Math.min(a.lowest, b.lowest)).toBeGreaterThanOrEqual(0);
    expect(a.moved.length + a.replayed + a.refused).toBe(120);
    expect(await walletBalance(db, id)).toBe(0);
    await expectBalanced();
  }, 60_000);
});
