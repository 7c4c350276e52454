import { randomInt } from 'node:crypto';
import type {
  GameType,
  PersonalProfit,
  ProfitDay,
  ProfitFigures,
  ReferralFriends,
  ReferralInfo,
} from '@tessera/api/contract';
import { PLATFORM_DAY_UTC_OFFSET_MINUTES } from '@tessera/api/contract';
import { sql } from 'kysely';
import { iso, MINUTE } from '../clock';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import type { DayRange } from './records';

const OFFSET_MS = PLATFORM_DAY_UTC_OFFSET_MINUTES * MINUTE;

const ZERO: ProfitFigures = { betCount: 0, stake: 0, validBet: 0, payout: 0, profit: 0 };

/** The platform day (YYYY-MM-DD) of a stored moment. */
const dayOfMoment = (moment: string): string => new Date(Date.parse(moment) + OFFSET_MS).toISOString().slice(0, 10);

/**
 * The member's own profit and loss over the range: the totals and one line per day with bets,
 * newest first. Sums are integers in SQL; the day is found from each bet's moment here, so the
 * platform's day offset applies the same way as in the records.
 */
export async function personalProfit(
  db: Db,
  memberId: number,
  range: DayRange,
  gameType?: GameType,
): Promise<PersonalProfit> {
  let base = db
    .selectFrom('bets as b')
    .where('b.member_id', '=', memberId)
    .where('b.created_at', '>=', range.start)
    .where('b.created_at', '<', range.end);
  if (gameType) base = base.innerJoin('games as g', 'g.id', 'b.game_id').where('g.game_type', '=', gameType);
  // Summed per hour of the stored UTC text ('YYYY-MM-DDTHH'): at most 24 rows a day, and a day offset of whole hours (the
  // platform's is 0) never splits an hour between two days.
  const rows = await base
    .select((eb) => [
      sql<string>`substr(b.created_at, 1, 13)`.as('hour'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('b.stake'), eb.lit(0)).as('stake'),
      eb.fn.coalesce(eb.fn.sum<number>(sql`case when b.win <> b.stake then b.stake else 0 end`), eb.lit(0)).as('valid'),
      eb.fn.coalesce(eb.fn.sum<number>('b.win'), eb.lit(0)).as('win'),
    ])
    .groupBy(sql`substr(b.created_at, 1, 13)`)
    .execute();
  const byDay = new Map<string, ProfitFigures>();
  const summary = { ...ZERO };
  for (const row of rows) {
    const day = dayOfMoment(`${row.hour}:00:00.000Z`);
    const figures = byDay.get(day) ?? { ...ZERO };
    const add = {
      betCount: Number(row.count),
      stake: Number(row.stake),
      validBet: Number(row.valid),
      payout: Number(row.win),
    };
    for (const target of [figures, summary]) {
      target.betCount += add.betCount;
      target.stake += add.stake;
      target.validBet += add.validBet;
      target.payout += add.payout;
      target.profit = target.payout - target.stake;
    }
    byDay.set(day, figures);
  }
  const days: ProfitDay[] = [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([day, figures]) => ({ day, ...figures }));
  return { from: range.from, to: range.to, summary, days };
}

/** Letters and digits a person reads back without mistakes (no 0, O, 1, I). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newCode = (): string => 'R' + Array.from({ length: 7 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The member's referral code, made on first ask and the same ever after. */
export async function referralCodeOf(db: Db, clock: Clock, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const known = await db
      .selectFrom('referral_codes')
      .select('code')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (known) return known.code;
    // A code another member already holds, or a parallel first ask, inserts nothing: read again.
    await db
      .insertInto('referral_codes')
      .values({ member_id: memberId, code: newCode(), created_at: iso(clock.now()) })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error('Could not make a referral code');
}

export async function referralInfo(db: Db, clock: Clock, memberId: number): Promise<ReferralInfo> {
  const referralCode = await referralCodeOf(db, clock, memberId);
  const { count } = await db
    .selectFrom('referrals')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('referrer_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { referralCode, friendCount: Number(count) };
}

/** An account with its middle hidden: 'fr****23'; short ones keep only their first character. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}${'*'.repeat(Math.max(account.length - 4, 3))}${account.slice(-2)}`;
}

/** The friends who registered with the member's code, newest first, accounts masked. */
export async function referralFriends(
  db: Db,
  memberId: number,
  page: { pageNo: number; pageSize: number },
): Promise<ReferralFriends> {
  const base = db
    .selectFrom('referrals as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .where('r.referrer_id', '=', memberId);
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .select(['m.account', 'r.created_at'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.member_id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
  ]);
  const totalElements = Number(count);
  return {
    content: rows.map((r) => ({ account: maskAccount(r.account), registeredAt: r.created_at })),
    totalPages: Math.ceil(totalElements / page.pageSize),
    totalElements,
  };
}
