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
  /** Money paid for points: points converted to money, and the amount part of a redeemed reward. */
  points: 'house:points',
  /** Money paid to agents by their contracts (dividend, daily wages, hourly and real-time salary). */
  contracts: 'house:contracts',
} as const;

export const MAIN_WALLET = 'MAIN';

/** The ledger account of a member's wallet. */
export const walletAccount = (memberId: number, walletCode: string = MAIN_WALLET): string =>
  `member:${memberId}:${walletCode}`;

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
  if (!Number.isSafeInteger(request.amount) || request.amount === 0)
    throw new RangeError('A transfer moves a non-zero whole number of minor units');
  if (!IDEMPOTENCY_KEY.test(request.idempotencyKey))
    throw new RangeError('An idempotency key is 1 to 100 printable characters');
  if (db.isTransaction) return postTransfer(db, clock, request);
  return db.transaction().execute((trx) => postTransfer(trx, clock, request));
}

/** One side of a transfer: a member's wallet (its balance changes with it, never below zero) or a house account. */
type Leg = { amount: number } & ({ memberId: number; walletCode: string } | { account: string });

const legAccount = (leg: Leg): string => ('account' in leg ? leg.account : walletAccount(leg.memberId, leg.walletCode));

interface Posting {
  /** The account whose key space holds the idempotency key; `amount` is its change. */
  account: string;
  idempotencyKey: string;
  kind: TransferKind;
  amount: number;
  memo: string | null;
  /** The entries, summing to zero; wallets among them change by the same amounts. */
  legs: readonly Leg[];
}

/** What a posting left: its transfer, each leg's balance after it (null for house accounts), and whether it was a replay. */
interface Posted {
  transferId: number;
  balances: Array<number | null>;
  replayed: boolean;
}

/**
 * Writes one transfer: the transfer row first, so the database's unique key decides between two
 * requests with the same key, then each wallet leg (taking money out before paying it in) and
 * the entries. A key seen before answers the first transfer when it was the same one.
 */
async function post(trx: Kysely<Database>, clock: Clock, posting: Posting): Promise<Posted> {
  const { account, idempotencyKey, kind, amount, memo, legs } = posting;
  const createdAt = iso(clock.now());
  const inserted = await trx
    .insertInto('ledger_transfers')
    .values({ account, idempotency_key: idempotencyKey, kind, amount, memo, created_at: createdAt })
    .onConflict((oc) => oc.columns(['account', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return replay(trx, posting);

  const balances: Array<number | null> = legs.map(() => null);
  const order = legs.map((_, i) => i).sort((a, b) => (legs[a]?.amount ?? 0) - (legs[b]?.amount ?? 0));
  for (const i of order) {
    const leg = legs[i];
    if (leg && 'memberId' in leg)
      balances[i] = await applyToWallet(trx, leg.memberId, leg.walletCode, leg.amount, createdAt);
  }
  await trx
    .insertInto('ledger_entries')
    .values(
      legs.map((leg, i) => ({
        transfer_id: inserted.id,
        account: legAccount(leg),
        amount: leg.amount,
        balance_after: balances[i] ?? null,
        created_at: createdAt,
      })),
    )
    .execute();
  return { transferId: inserted.id, balances, replayed: false };
}

async function postTransfer(trx: Kysely<Database>, clock: Clock, request: TransferRequest): Promise<TransferResult> {
  const { memberId, walletCode = MAIN_WALLET, amount, counterAccount, kind, idempotencyKey, memo = null } = request;
  const posted = await post(trx, clock, {
    account: walletAccount(memberId, walletCode),
    idempotencyKey,
    kind,
    amount,
    memo,
    legs: [
      { memberId, walletCode, amount },
      { account: counterAccount, amount: -amount },
    ],
  });
  return { transferId: posted.transferId, balance: posted.balances[0] ?? 0, replayed: posted.replayed };
}

/** Changes the wallet unless that would take it below zero; a first credit opens the wallet. */
async function applyToWallet(
  trx: Kysely<Database>,
  memberId: number,
  walletCode: string,
  amount: number,
  at: string,
): Promise<number> {
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
  await trx
    .insertInto('wallets')
    .values({ member_id: memberId, wallet_code: walletCode, balance: amount, updated_at: at })
    .execute();
  return amount;
}

/** The first transfer under the posting's key, when it is the same transfer (same kind, amount and entries). */
async function replay(trx: Kysely<Database>, posting: Posting): Promise<Posted> {
  const first = await trx
    .selectFrom('ledger_transfers')
    .select(['id', 'kind', 'amount'])
    .where('account', '=', posting.account)
    .where('idempotency_key', '=', posting.idempotencyKey)
    .executeTakeFirstOrThrow();
  const entries = await trx
    .selectFrom('ledger_entries')
    .select(['account', 'amount', 'balance_after'])
    .where('transfer_id', '=', first.id)
    .execute();
  const balances = posting.legs.map((leg) => {
    const i = entries.findIndex((e) => e.account === legAccount(leg) && e.amount === leg.amount);
    const [entry] = i < 0 ? [] : entries.splice(i, 1);
    return entry;
  });
  if (
    first.amount !== posting.amount ||
    first.kind !== posting.kind ||
    entries.length > 0 ||
    balances.some((e) => !e)
  ) {
    throw new IdempotencyConflict('This idempotency key was used for another transfer');
  }
  return { transferId: first.id, balances: balances.map((e) => e?.balance_after ?? null), replayed: true };
}

export interface MoveRequest {
  memberId: number;
  fromWallet: string;
  toWallet: string;
  /** What leaves `fromWallet` for `toWallet`, in minor units (positive). */
  amount: number;
  /**
   * Unique per source wallet, and never reused for a move out of another of the member's
   * wallets: the same key again moves nothing and answers the first result.
   */
  idempotencyKey: string;
  memo?: string;
}

export interface MoveResult {
  transferId: number;
  /** The two wallets' balances right after the move (after the first one, when replayed). */
  fromBalance: number;
  toBalance: number;
  replayed: boolean;
}

/**
 * Moves money between two of a member's own wallets: one TRANSFER whose two entries are the two
 * wallets, both balances changed in the same transaction, the source never below zero. The key
 * lives in the source wallet's key space; the same key on a move out of another of the member's
 * wallets is refused as a different transfer.
 */
export async function moveBetweenWallets(
  db: Kysely<Database>,
  clock: Clock,
  request: MoveRequest,
): Promise<MoveResult> {
  const { memberId, fromWallet, toWallet, amount, idempotencyKey, memo = null } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError('A move takes a positive whole number of minor units');
  if (!IDEMPOTENCY_KEY.test(idempotencyKey))
    throw new RangeError('An idempotency key is 1 to 100 printable characters');
  if (fromWallet === toWallet) throw new RangeError('A move needs two different wallets');
  const move = async (trx: Kysely<Database>): Promise<MoveResult> => {
    const account = walletAccount(memberId, fromWallet);
    // The member's wallet accounts sort together ('member:7:' up to 'member:7;'), so the unique key's index finds them.
    const elsewhere = await trx
      .selectFrom('ledger_transfers')
      .select('id')
      .where('account', '>=', walletAccount(memberId, ''))
      .where('account', '<', `member:${memberId};`)
      .where('account', '!=', account)
      .where('idempotency_key', '=', idempotencyKey)
      .where('kind', '=', 'TRANSFER')
      .executeTakeFirst();
    if (elsewhere) throw new IdempotencyConflict('This idempotency key was used for another transfer');
    const posted = await post(trx, clock, {
      account,
      idempotencyKey,
      kind: 'TRANSFER',
      amount: -amount,
      memo,
      legs: [
        { memberId, walletCode: fromWallet, amount: -amount },
        { memberId, walletCode: toWallet, amount },
      ],
    });
    return {
      transferId: posted.transferId,
      fromBalance: posted.balances[0] ?? 0,
      toBalance: posted.balances[1] ?? 0,
      replayed: posted.replayed,
    };
  };
  return db.isTransaction ? move(db) : db.transaction().execute(move);
}

export interface MemberMoveRequest {
  fromMemberId: number;
  toMemberId: number;
  /** What leaves the sender's MAIN wallet for the receiver's MAIN wallet, in minor units (positive). */
  amount: number;
  /** Unique in the sender's MAIN key space: the same key again moves nothing and answers the first result. */
  idempotencyKey: string;
  memo?: string;
}

/**
 * Moves money from one member's MAIN wallet to another member's MAIN wallet (a transfer to the
 * upline): one TRANSFER whose two entries are the two wallets, both balances changed in the same
 * transaction, the sender never below zero. The key lives in the sender's MAIN key space.
 */
export async function moveToMember(
  db: Kysely<Database>,
  clock: Clock,
  request: MemberMoveRequest,
): Promise<MoveResult> {
  const { fromMemberId, toMemberId, amount, idempotencyKey, memo = null } = request;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError('A move takes a positive whole number of minor units');
  if (!IDEMPOTENCY_KEY.test(idempotencyKey))
    throw new RangeError('An idempotency key is 1 to 100 printable characters');
  if (fromMemberId === toMemberId) throw new RangeError('A move to another member needs two different members');
  const move = async (trx: Kysely<Database>): Promise<MoveResult> => {
    const posted = await post(trx, clock, {
      account: walletAccount(fromMemberId),
      idempotencyKey,
      kind: 'TRANSFER',
      amount: -amount,
      memo,
      legs: [
        { memberId: fromMemberId, walletCode: MAIN_WALLET, amount: -amount },
        { memberId: toMemberId, walletCode: MAIN_WALLET, amount },
      ],
    });
    return {
      transferId: posted.transferId,
      fromBalance: posted.balances[0] ?? 0,
      toBalance: posted.balances[1] ?? 0,
      replayed: posted.replayed,
    };
  };
  return db.isTransaction ? move(db) : db.transaction().execute(move);
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
export async function walletBalance(
  db: Kysely<Database>,
  memberId: number,
  walletCode: string = MAIN_WALLET,
): Promise<number> {
  const row = await db
    .selectFrom('wallets')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('wallet_code', '=', walletCode)
    .executeTakeFirst();
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
        not(
          exists(
            selectFrom('ledger_entries')
              .select('id')
              .where('account', '=', sql<string>`'member:' || wallets.member_id || ':' || wallets.wallet_code`),
          ),
        ),
      )
      .execute();
    const at = iso(clock.now());
    for (const w of unrecorded) {
      const account = walletAccount(w.member_id, w.wallet_code);
      const t = await trx
        .insertInto('ledger_transfers')
        .values({
          account,
          idempotency_key: 'opening',
          kind: 'OPENING',
          amount: w.balance,
          memo: 'Balance before the ledger',
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('ledger_entries')
        .values([
          { transfer_id: t.id, account, amount: w.balance, balance_after: w.balance, created_at: at },
          {
            transfer_id: t.id,
            account: HOUSE_ACCOUNTS.opening,
            amount: -w.balance,
            balance_after: null,
            created_at: at,
          },
        ])
        .execute();
    }
    return unrecorded.length;
  });
}

/**
 * For a query over `ledger_entries as e`: the entry's balance after it, as stored, or for an entry
 * from before balances were stored, the running sum of its account up to it.
 */
export const entryBalanceAfter = sql<
  number | null
>`coalesce(e.balance_after, (select sum(before.amount) from ledger_entries as before where before.account = e.account and before.id <= e.id))`.as(
  'balance_after',
);
