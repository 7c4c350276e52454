import type { AccountRecords, AgentUserProfit, BettingRecords } from '@tessera/api/contract';
import { PATHS, RECORDS_MAX_DAYS, TEAM_OVERVIEW_MAX_DAYS } from '@tessera/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_ANCHOR_SETTING } from '../db/seed/anchor';
import { HISTORY_FINAL_BALANCES } from '../db/seed/member-history';
import { get } from '../test/games';
import { tokenFor } from '../test/identity';
import { startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** Consecutive day ranges of at most `days` days covering the 12 months (and a day) up to the seed's anchor. */
function windows(anchor: number, days: number): Array<{ from: string; to: string }> {
  const out: Array<{ from: string; to: string }> = [];
  const last = Date.parse(day(anchor));
  for (let start = last - 366 * DAY; start <= last; start += days * DAY)
    out.push({ from: day(start), to: day(Math.min(start + (days - 1) * DAY, last)) });
  return out;
}

/** Every page of a paged answer, 100 rows a page. */
async function allPages<T extends { content: unknown[]; totalPages: number }>(
  read: (pageNo: number) => Promise<T>,
): Promise<{ first: T; rows: T['content'] }> {
  const first = await read(1);
  const rows = [...first.content];
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) rows.push(...(await read(pageNo)).content);
  return { first, rows };
}

describe('a year of seeded history, read through the records and the agent centre', () => {
  let p: TestPlatform;
  let anchor: number;
  let memberId: number;
  let member: string;
  let agent: string;

  beforeAll(async () => {
    p = await startPlatform();
    const setting = await p.db
      .selectFrom('system_settings')
      .select('value')
      .where('key', '=', SEED_ANCHOR_SETTING)
      .executeTakeFirstOrThrow();
    anchor = Date.parse(JSON.parse(setting.value) as string);
    memberId = (
      await p.db.selectFrom('members').select('id').where('account', '=', 'demo_member').executeTakeFirstOrThrow()
    ).id;
    member = await tokenFor(p, 'demo_member', 'Demo1234');
    agent = await tokenFor(p, 'demo_agent', 'Demo1234');
  });
  afterAll(() => p.dispose());

  it("totals demo_member's thousands of bets over 12 months: each month's rows add up to its totals, and the months to the bets", async () => {
    let stake = 0;
    let win = 0;
    let count = 0;
    const types = new Set<string>();
    for (const range of windows(anchor, RECORDS_MAX_DAYS)) {
      const { first, rows } = await allPages(
        async (pageNo) =>
          (
            await get<BettingRecords>(
              p,
              `${PATHS.records.bettingRecords}?${query({ ...range, pageNo, pageSize: 100 })}`,
              member,
            )
          ).body.value,
      );
      expect(rows, range.from).toHaveLength(first.totalElements);
      expect(
        { stake: rows.reduce((s, r) => s + r.stake, 0), win: rows.reduce((s, r) => s + r.win, 0) },
        range.from,
      ).toEqual({ stake: first.summary.stake, win: first.summary.win });
      expect(first.summary.profit).toBe(first.summary.win - first.summary.stake);
      for (const r of rows) types.add(r.gameType);
      stake += first.summary.stake;
      win += first.summary.win;
      count += first.totalElements;
    }
    const stored = await p.db
      .selectFrom('bets')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('stake').as('stake'),
        eb.fn.sum<number>('win').as('win'),
      ])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect({ count, stake, win }).toEqual({
      count: Number(stored.n),
      stake: Number(stored.stake),
      win: Number(stored.win),
    });
    expect(count).toBeGreaterThanOrEqual(2_000);
    expect(types).toEqual(new Set(['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP']));
  });

  it("adds demo_member's year of account movements up to each wallet's balance, and every kind of movement is there", async () => {
    const sums = new Map<string, number>();
    const kinds = new Set<string>();
    for (const range of windows(anchor, RECORDS_MAX_DAYS)) {
      const { first, rows } = await allPages(
        async (pageNo) =>
          (
            await get<AccountRecords>(
              p,
              `${PATHS.records.accountRecords}?${query({ ...range, pageNo, pageSize: 100 })}`,
              member,
            )
          ).body.value,
      );
      expect(rows, range.from).toHaveLength(first.totalElements);
      for (const r of rows) {
        sums.set(r.walletCode, (sums.get(r.walletCode) ?? 0) + r.amount);
        kinds.add(r.kind);
      }
    }
    const wallets = await p.db
      .selectFrom('wallets')
      .select(['wallet_code', 'balance'])
      .where('member_id', '=', memberId)
      .execute();
    for (const w of wallets) expect(sums.get(w.wallet_code) ?? 0, w.wallet_code).toBe(w.balance);
    expect(Object.fromEntries(wallets.map((w) => [w.wallet_code, w.balance]))).toEqual(HISTORY_FINAL_BALANCES);
    for (const kind of ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'BET', 'WIN']) expect(kinds, kind).toContain(kind);
  });

  it("pages demo_member's year of points details, each balance the one before it plus the change", async () => {
    const { first, rows } = await allPages(
      async (pageNo) =>
        (
          await get<{
            content: Array<{ changedPoints: number; pointsBalance: number }>;
            totalPages: number;
            totalElements: number;
          }>(p, `${PATHS.points.memberTransactions}?pageNo=${pageNo}&pageSize=50`, member)
        ).body.value,
    );
    expect(first.totalElements).toBeGreaterThanOrEqual(100);
    expect(rows).toHaveLength(first.totalElements);
    for (let i = 0; i + 1 < rows.length; i += 1)
      expect(rows[i]!.pointsBalance).toBe(rows[i + 1]!.pointsBalance + rows[i]!.changedPoints);
  });

  it("totals demo_agent's team over 12 months: each quarter's members add up to its totals, and the quarters to the team's bets", async () => {
    let stake = 0;
    let payout = 0;
    let betCount = 0;
    for (const range of windows(anchor, TEAM_OVERVIEW_MAX_DAYS)) {
      const { first, rows } = await allPages(
        async (pageNo) =>
          (
            await get<AgentUserProfit>(
              p,
              `${PATHS.agent.userProfit}?${query({ ...range, pageNo, pageSize: 100 })}`,
              agent,
            )
          ).body.value,
      );
      expect(rows, range.from).toHaveLength(first.totalElements);
      expect(first.totalElements).toBeGreaterThanOrEqual(500);
      expect(
        {
          stake: rows.reduce((s, r) => s + r.stake, 0),
          payout: rows.reduce((s, r) => s + r.payout, 0),
          betCount: rows.reduce((s, r) => s + r.betCount, 0),
        },
        range.from,
      ).toEqual({
        stake: first.summary.stake,
        payout: first.summary.payout,
        betCount: first.summary.betCount,
      });
      stake += first.summary.stake;
      payout += first.summary.payout;
      betCount += first.summary.betCount;
    }
    const stored = await sql<{ n: number; stake: number; win: number }>`with recursive walk(id) as (
        select id from members where upline_id = (select id from members where account = 'demo_agent')
        union select m.id from members m join walk on m.upline_id = walk.id
      ) select count(*) as n, sum(stake) as stake, sum(win) as win from bets where member_id in (select id from walk)`.execute(
      p.db,
    );
    const row = stored.rows[0]!;
    expect({ betCount, stake, payout }).toEqual({
      betCount: Number(row.n),
      stake: Number(row.stake),
      payout: Number(row.win),
    });
    expect(betCount).toBeGreaterThan(10_000);
  });
});
