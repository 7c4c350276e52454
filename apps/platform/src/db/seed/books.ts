import type { Kysely, Selectable } from 'kysely';
import { iso } from '../../clock';
import { drawReels, multiplierOf } from '../../game/slot';
import { walletAccount } from '../../wallet/ledger';
import type { Database } from '../schema';
import type { BetsTable } from '../schema-games';
import type { LedgerEntriesTable, LedgerTransfersTable, TransferKind } from '../schema-ledger';

/** The secret seeded past bets were drawn with (history only: live spins use the game's own seed). */
export const HISTORY_REELS_SEED = 'tessera-seeded-team-history';

/** SQLite takes at most 32,766 parameters a statement; rows of `columns` values per insert stay under it. */
const rowsPerInsert = (columns: number): number => Math.floor(30_000 / columns);

/** Inserts rows into a table in as few statements as the parameter limit allows. */
export async function insertMany<T extends keyof Database & string>(
  trx: Kysely<Database>,
  table: T,
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) return;
  const size = rowsPerInsert(Object.keys(rows[0] ?? {}).length || 1);
  for (let i = 0; i < rows.length; i += size) {
    // The rows are the table's own insert shape; Kysely cannot see that through the generic table name.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/** Rows written with their ids, so every id is known before the insert. */
type TransferRow = Selectable<LedgerTransfersTable>;
type EntryRow = Selectable<LedgerEntriesTable>;
type BetRow = Selectable<BetsTable>;

/**
 * Seeded money history, kept in memory and written in a few large inserts: the same rows the
 * ledger's `transfer` would write one at a time (a transfer, two entries summing to zero, the
 * wallet's balance after it), for wallets that have no entries yet. Each member's events must come
 * in time order, so the entries' order is the order the money moved. `flush` writes everything
 * and the wallets' final balances inside the caller's transaction, so every balance is the sum of
 * its entries.
 */
export class SeedBooks {
  private readonly transfers: TransferRow[] = [];
  private readonly entries: EntryRow[] = [];
  private readonly bets: BetRow[] = [];
  private readonly balances = new Map<string, { memberId: number; walletCode: string; balance: number; at: string }>();
  private nextTransfer: number;
  private nextEntry: number;
  private nextBet: number;

  private constructor(ids: { transfer: number; entry: number; bet: number }) {
    this.nextTransfer = ids.transfer + 1;
    this.nextEntry = ids.entry + 1;
    this.nextBet = ids.bet + 1;
  }

  /** Books that continue after the rows already in the database (read inside the writing transaction). */
  static async open(trx: Kysely<Database>): Promise<SeedBooks> {
    const max = async (table: 'ledger_transfers' | 'ledger_entries' | 'bets') =>
      Number(
        (
          await trx
            .selectFrom(table)
            .select((eb) => eb.fn.max<number>('id').as('id'))
            .executeTakeFirst()
        )?.id ?? 0,
      );
    return new SeedBooks({
      transfer: await max('ledger_transfers'),
      entry: await max('ledger_entries'),
      bet: await max('bets'),
    });
  }

  balance(memberId: number, walletCode = 'MAIN'): number {
    return this.balances.get(walletAccount(memberId, walletCode))?.balance ?? 0;
  }

  private legTo(memberId: number, walletCode: string, amount: number, at: string): number {
    const account = walletAccount(memberId, walletCode);
    const wallet = this.balances.get(account) ?? { memberId, walletCode, balance: 0, at };
    wallet.balance += amount;
    wallet.at = at;
    this.balances.set(account, wallet);
    return wallet.balance;
  }

  /** A wallet's transfer with a house account; false (nothing recorded) when it would take the wallet below zero. */
  move(
    memberId: number,
    walletCode: string,
    amount: number,
    counterAccount: string,
    kind: TransferKind,
    key: string,
    memo: string,
    at: number,
  ): boolean {
    if (amount === 0 || this.balance(memberId, walletCode) + amount < 0) return false;
    const created_at = iso(at);
    const account = walletAccount(memberId, walletCode);
    const id = this.nextTransfer++;
    this.transfers.push({ id, account, idempotency_key: key, kind, amount, memo, created_at });
    const balance = this.legTo(memberId, walletCode, amount, created_at);
    this.entries.push({ id: this.nextEntry++, transfer_id: id, account, amount, balance_after: balance, created_at });
    this.entries.push({
      id: this.nextEntry++,
      transfer_id: id,
      account: counterAccount,
      amount: -amount,
      balance_after: null,
      created_at,
    });
    return true;
  }

  /** Money between two of a member's wallets (a TRANSFER keyed in the source wallet), as `moveBetweenWallets` records it. */
  between(
    memberId: number,
    fromWallet: string,
    toWallet: string,
    amount: number,
    key: string,
    memo: string,
    at: number,
  ): boolean {
    if (amount <= 0 || this.balance(memberId, fromWallet) < amount) return false;
    const created_at = iso(at);
    const from = walletAccount(memberId, fromWallet);
    const id = this.nextTransfer++;
    this.transfers.push({
      id,
      account: from,
      idempotency_key: key,
      kind: 'TRANSFER',
      amount: -amount,
      memo,
      created_at,
    });
    const fromBalance = this.legTo(memberId, fromWallet, -amount, created_at);
    const toBalance = this.legTo(memberId, toWallet, amount, created_at);
    this.entries.push({
      id: this.nextEntry++,
      transfer_id: id,
      account: from,
      amount: -amount,
      balance_after: fromBalance,
      created_at,
    });
    this.entries.push({
      id: this.nextEntry++,
      transfer_id: id,
      account: walletAccount(memberId, toWallet),
      amount,
      balance_after: toBalance,
      created_at,
    });
    return true;
  }

  /**
   * A settled spin of the demo slot, as the game records it: the stake out of MAIN, the win back,
   * the bet row with its reels. Null when the stake is more than the balance (nothing recorded).
   */
  bet(
    memberId: number,
    gameId: number,
    stake: number,
    key: string,
    at: number,
    houseAccount: string,
  ): { win: number } | null {
    if (stake > this.balance(memberId)) return null;
    const reels = drawReels(HISTORY_REELS_SEED, memberId, key);
    const win = stake * multiplierOf(reels);
    this.move(memberId, 'MAIN', -stake, houseAccount, 'BET', `${key}:stake`, `spin in game ${gameId}`, at);
    if (win > 0) this.move(memberId, 'MAIN', win, houseAccount, 'WIN', `${key}:win`, `win in game ${gameId}`, at);
    this.bets.push({
      id: this.nextBet++,
      member_id: memberId,
      game_id: gameId,
      idempotency_key: key,
      stake,
      win,
      outcome: JSON.stringify(reels),
      balance_after: this.balance(memberId),
      created_at: iso(at),
    });
    return { win };
  }

  get size(): { transfers: number; bets: number } {
    return { transfers: this.transfers.length, bets: this.bets.length };
  }

  /** Writes the transfers, entries, bets and wallets (new wallets, or ones without entries before these). */
  async flush(trx: Kysely<Database>): Promise<void> {
    await insertMany(trx, 'ledger_transfers', this.transfers);
    await insertMany(trx, 'ledger_entries', this.entries);
    await insertMany(trx, 'bets', this.bets);
    const wallets = [...this.balances.values()].map((w) => ({
      member_id: w.memberId,
      wallet_code: w.walletCode,
      balance: w.balance,
      updated_at: w.at,
    }));
    for (let i = 0; i < wallets.length; i += 5_000) {
      await trx
        .insertInto('wallets')
        .values(wallets.slice(i, i + 5_000))
        .onConflict((oc) =>
          oc
            .columns(['member_id', 'wallet_code'])
            .doUpdateSet((eb) => ({ balance: eb.ref('excluded.balance'), updated_at: eb.ref('excluded.updated_at') })),
        )
        .execute();
    }
  }
}
