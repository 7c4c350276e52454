import type {
  AccountRecord,
  AccountRecordKind,
  AccountRecords,
  BettingRecord,
  BettingRecords,
  GameType,
} from '@tessera/api/contract';
import { PLATFORM_DAY_UTC_OFFSET_MINUTES, RECORDS_CODES, RECORDS_MAX_DAYS } from '@tessera/api/contract';
import { MINUTE } from '../clock';
import type { Db } from '../db/open';
import { HttpError } from '../http/refusal';
import { entryBalanceAfter } from '../wallet/ledger';

/**
 * A day range as moments. The platform keeps every moment as ISO 8601 UTC text and its days begin
 * at PLATFORM_DAY_UTC_OFFSET_MINUTES (0: UTC days), so a range covers [from 00:00, the day after
 * `to` 00:00) there.
 */
export interface DayRange {
  from: string;
  to: string;
  /** First moment in the range, as stored. */
  start: string;
  /** First moment after the range, as stored. */
  end: string;
}

export interface RecordsPage {
  pageNo: number;
  pageSize: number;
}

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const refuse = (code: string, message: string): HttpError => new HttpError(400, message, code);

/** A query value given once as text; a repeated or missing one is undefined. */
function single(query: DayRangeQuery, name: 'from' | 'to'): string | undefined {
  const value = query[name];
  return typeof value === 'string' ? value : undefined;
}

/** Epoch milliseconds of a YYYY-MM-DD calendar day's start in the platform's days, or refuses it. */
function dayStart(name: string, text: string | undefined): number {
  const match = text === undefined ? null : DAY.exec(text);
  if (!match) throw refuse(RECORDS_CODES.dateInvalid, `${name} must be a day as YYYY-MM-DD`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (year < 1970 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw refuse(RECORDS_CODES.dateInvalid, `${name} is not a calendar day: ${text}`);
  }
  return ms - PLATFORM_DAY_UTC_OFFSET_MINUTES * MINUTE;
}

/** The query of a day range (read by `readDayRange`, not by a schema: its rules are the calendar's). */
export interface DayRangeQuery {
  readonly from?: unknown;
  readonly to?: unknown;
}

/** Reads `from` and `to`: both days included, `from` not after `to`, at most RECORDS_MAX_DAYS days. */
export function readDayRange(query: DayRangeQuery): DayRange {
  const from = single(query, 'from');
  const to = single(query, 'to');
  const startMs = dayStart('from', from);
  const endMs = dayStart('to', to) + DAY_MS;
  if (endMs <= startMs) throw refuse(RECORDS_CODES.rangeReversed, `from (${from}) is after to (${to})`);
  if (endMs - startMs > RECORDS_MAX_DAYS * DAY_MS)
    throw refuse(RECORDS_CODES.rangeTooLong, `A range spans at most ${RECORDS_MAX_DAYS} days`);
  return { from: from!, to: to!, start: new Date(startMs).toISOString(), end: new Date(endMs).toISOString() };
}

const pagesOf = (total: number, pageSize: number): number => Math.ceil(total / pageSize);

/** The member's own bets in the range (of one game type when asked), newest first, with the whole range's totals. */
export async function bettingRecords(
  db: Db,
  memberId: number,
  range: DayRange,
  page: RecordsPage,
  gameType?: GameType,
): Promise<BettingRecords> {
  let base = db
    .selectFrom('bets as b')
    .innerJoin('games as g', 'g.id', 'b.game_id')
    .where('b.member_id', '=', memberId)
    .where('b.created_at', '>=', range.start)
    .where('b.created_at', '<', range.end);
  if (gameType) base = base.where('g.game_type', '=', gameType);
  const [totals, rows] = await Promise.all([
    base
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.coalesce(eb.fn.sum<number>('b.stake'), eb.lit(0)).as('stake'),
        eb.fn.coalesce(eb.fn.sum<number>('b.win'), eb.lit(0)).as('win'),
      ])
      .executeTakeFirstOrThrow(),
    base
      .select(['b.id', 'b.stake', 'b.win', 'b.created_at', 'g.game_name', 'g.vassalage', 'g.game_type'])
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
  ]);
  const content: BettingRecord[] = rows.map((r) => ({
    betId: r.id,
    gameName: r.game_name,
    vendor: r.vassalage,
    gameType: r.game_type as GameType,
    stake: r.stake,
    win: r.win,
    profit: r.win - r.stake,
    time: r.created_at,
  }));
  const totalElements = Number(totals.count);
  const stake = Number(totals.stake);
  const win = Number(totals.win);
  return {
    content,
    totalPages: pagesOf(totalElements, page.pageSize),
    totalElements,
    summary: { stake, win, profit: win - stake },
  };
}

/**
 * Every entry of the member's wallet accounts (`member:<id>:<wallet>`) in the range (of one kind
 * when asked), newest first, with its transfer's kind and memo. An entry written as the other side
 * of a transfer carries no balance; its balance is then the sum of the account's entries up to it.
 */
export async function accountRecords(
  db: Db,
  memberId: number,
  range: DayRange,
  page: RecordsPage,
  kind?: AccountRecordKind,
): Promise<AccountRecords> {
  // Every account of the member sorts between these two (':' + 1 is ';'), so the account index serves it.
  const prefix = `member:${memberId}:`;
  let base = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .where('e.account', '>', prefix)
    .where('e.account', '<', `member:${memberId};`)
    .where('e.created_at', '>=', range.start)
    .where('e.created_at', '<', range.end);
  if (kind) base = base.where('t.kind', '=', kind);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .select(['e.id', 'e.account', 'e.amount', 'e.created_at', 't.kind', 't.memo', entryBalanceAfter])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
  ]);
  const content: AccountRecord[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    walletCode: r.account.slice(prefix.length),
    amount: r.amount,
    balanceAfter: Number(r.balance_after ?? 0),
    memo: r.memo,
    time: r.created_at,
  }));
  const totalElements = Number(count.count);
  return { content, totalPages: pagesOf(totalElements, page.pageSize), totalElements };
}
