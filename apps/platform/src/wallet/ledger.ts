import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { iso } from '../clock';
import type { Database } from '../db/schema';
import type { TransferKind } from '../db/schema-ledger';

/** The other side of member transfers. House accounts have no wallet and may go below zero. */
export const HOUSE_ACCOUNTS = {
  /** Stakes taken and wins paid by the games. */
  games: 'house:games',
  /** Balances members held before the ledger recorded them. */
  opening: 'house:opening',
  /** Money members paid in through a deposit channel. */
  deposits: 'house:deposits',
  /** Money members asked to withdraw: held here until paid out (or returned if refused). */
  withdrawals: 'house:withdrawals',
} as const;

export const MAIN_WALLET = 'MAIN';

/** The ledger account of a member's wallet. */
export const walletAccount = (memberId: number, walletCode: string = MAIN_WALLET): string => `member:${memberId}:${walletCode}`;

export interface TransferRequest {
  memberId: number;
  /** MAIN unless told. */
  walletCode?: string;
  /** The change of the member's wallet in minor units: negative takes money out (a stake), positive pays in (a win). */
  amount: number;
  /** The account on the other side. */
  counterAccount: string;
  kind: TransferKind;
  /** Unique per wallet: the same key again moves nothing and answers the first result. */
  idempotencyKey: string;
  memo?: string;
}

export interface TransferResult {
  transferId: number;
  /** The wallet's balance right after the transfer (after the first one, when replayed). */
  balance: number;
  replayed: boolean;
}

/** The wallet holds less than the transfer takes out; nothing moved. */
export class InsufficientFunds extends Error {
  override readonly name = 'InsufficientFunds';
}

/** The idempotency key was used before for a different transfer; nothing moved. */
export class IdempotencyConflict extends Error {
  override readonly name = 'IdempotencyConflict';
}

/** Printable ASCII without spaces, 1 to 100 characters. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/**
 * Moves money between a member's wallet and another account: one transfer, two entries that sum
 * to zero, and the wallet's balance changed by the same amount, all in one transaction (the
 * caller's when `db` is one; a refusal then must abort it). The transfer row is written first,
 * so the database's unique key decides between two requests with the same key, and the wallet
 * changes only when it stays at or above zero.
 */
export async function transfer(db: Kysely<Database>, clock: Clock, request: TransferRequest): Promise<TransferResult> {
  if (!Number.isSafeInteger(request.amount) || request.amount === 0) throw new RangeError('A transfer moves a non-zero whole number of minor units');
  if (!IDEMPOTENCY_KEY.test(request.idempotencyKey)) throw new RangeError('An idempotency key is 1 to 100 printable characters');
  if (db.isTransaction) return post(db, clock, request);
  return db.transaction().execute((trx) => post(trx, clock, request));
}

async function post(trx: Kysely<Database>, clock: Clock, request: TransferRequest): Promise<TransferResult> {
  const { memberId, walletCode = MAIN_WALLET, amount, counterAccount, kind, idempotencyKey, memo = null } = request;
  const account = walletAccount(memberId, walletCode);
  const createdAt = iso(clock.now());
  const inserted = await trx
    .insertInto('ledger_transfers')
    .values({ account, idempotency_key: idempotencyKey, kind, amount, memo, created_at: createdAt })
    .onConflict((oc) => oc.columns(['account', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return replay(trx, account, request);

  const balance = await applyToWallet(trx, memberId, walletCode, amount, createdAt);
  await trx
    .insertInto('ledger_entries')
    .values([
      { transfer_id: inserted.id, account, amount, balance_after: balance, created_at: createdAt },
      { transfer_id: inserted.id, account: counterAccount, amount: -amount, balance_after: null, created_at: createdAt },
    ])
    .execute();
  return { transferId: inserted.id, balance, replayed: false };
}

/** Changes the wallet unless that would take it below zero; a first credit opens the wallet. */
async function applyToWallet(trx: Kysely<Database>, memberId: number, walletCode: string, amount: number, at: string): Promise<number> {
  const updated = await trx
    .updateTable('wallets')
    .set((eb) => ({ balance: eb('balance', '+', amount), updated_at: at }))
    .where('member_id', '=', memberId)
    .where('wallet_code', '=', walletCode)
    .where((eb) => eb(eb('balance', '+', amount), '>=', 0))
    .returning('balance')
    .executeTakeFirst();
  if (updated) return updated.balance;
  if (amount < 0) throw new InsufficientFunds('The balance is too low for this transfer');
  await trx.insertInto('wallets').values({ member_id: memberId, wallet_code: walletCode, balance: amount, updated_at: at }).execute();
  return amount;
}

async function replay(trx: Kysely<Database>, account: string, request: TransferRequest): Promise<TransferResult> {
  const first = await trx
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_entries as e', (join) => join.onRef('e.transfer_id', '=', 't.id').onRef('e.account', '=', 't.account'))
    .select(['t.id', 't.kind', 't.amount', 'e.balance_after'])
    .where('t.account', '=', account)
    .where('t.idempotency_key', '=', request.idempotencyKey)
    .executeTakeFirstOrThrow();
  if (first.amount !== request.amount || first.kind !== request.kind) {
    throw new IdempotencyConflict('This idempotency key was used for another transfer');
  }
  return { transferId: first.id, balance: first.balance_after ?? 0, replayed: true };
}

/** The sum of an account's entries: what its balance must be. */
export async function ledgerBalance(db: Kysely<Database>, account: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A wallet's balance (0 for a wallet not yet opened). */
export async function walletBalance(db: Kysely<Database>, memberId: number, walletCode: string = MAIN_WALLET): Promise<number> {
  const row = await db.selectFrom('wallets').select('balance').where('member_id', '=', memberId).where('wallet_code', '=', walletCode).executeTakeFirst();
  return row?.balance ?? 0;
}

/**
 * Records, once, the balance of each wallet the ledger has no entry for yet (seeded wallets):
 * an OPENING transfer from the house that leaves the wallet as it is, so every balance is the
 * sum of its entries from then on.
 */
export async function recordOpeningBalances(db: Kysely<Database>, clock: Clock): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const unrecorded = await trx
      .selectFrom('wallets')
      .select(['member_id', 'wallet_code', 'balance'])
      .where('balance', '>', 0)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('ledger_entries').select('id').where('account', '=', sql<string>`'member:' || wallets.member_id || ':' || wallets.wallet_code`))),
      )
      .execute();
    const at = iso(clock.now());
    for (const w of unrecorded) {
      const account = walletAccount(w.member_id, w.wallet_code);
      const t = await trx
        .insertInto('ledger_transfers')
        .values({ account, idempotency_key: 'opening', kind: 'OPENING', amount: w.balance, memo: 'Balance before the ledger', created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ledger_entries')
        .values([
          { transfer_id: t.id, account, amount: w.balance, balance_after: w.balance, created_at: at },
          { transfer_id: t.id, account: HOUSE_ACCOUNTS.opening, amount: -w.balance, balance_after: null, created_at: at },
        ])
        .execute();
    }
    return unrecorded.length;
  });
}
