import type { AgentDownlineTransactions, AgentUserProfit } from '@tessera/api/contract';
import {
  AGENT_LIST_CODES,
  AGENT_TRANSACTION_CODES,
  MEMBER_TYPES,
  NOT_AN_AGENT,
  PATHS,
  TEAM_RANGE_CODES,
} from '@tessera/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_TEAM } from '../db/seed/team';
import { get, trialToken } from '../test/games';
import { tokenFor } from '../test/identity';
import { startPlatform } from '../test/platform';
import { teamBuilder, platformMoment } from '../test/team';
import type { TestPlatform } from '../test/platform';

const userProfit = (p: TestPlatform, token: string | undefined, query: Record<string, string>) =>
  get<AgentUserProfit>(p, `${PATHS.agent.userProfit}?${new URLSearchParams(query).toString()}`, token);
const transactions = (p: TestPlatform, token: string | undefined, query: Record<string, string>) =>
  get<AgentDownlineTransactions>(
    p,
    `${PATHS.agent.downlineTransactions}?${new URLSearchParams(query).toString()}`,
    token,
  );

const at = platformMoment;

const DAY = { from: '2024-06-10', to: '2024-06-10' };

describe("the agent's user profit and loss and downline transactions", () => {
  let p: TestPlatform;
  const { ids, member, deposit, withdraw, bet } = teamBuilder(() => p);
  let rootToken: string;
  let otherToken: string;

  beforeAll(async () => {
    p = await startPlatform();
    // pl_top ─┬─ pl_root ─┬─ pl_a
    //         │           └─ pl_sub (agent 41) ─── pl_sub_a ─── pl_sub_a_a
    //         └─ pl_other ─── pl_o_a    (another agent's team)
    await member('pl_top', null, MEMBER_TYPES.agent);
    await member('pl_root', 'pl_top', MEMBER_TYPES.agent);
    await member('pl_other', 'pl_top', MEMBER_TYPES.agent42);
    await member('pl_a', 'pl_root');
    await member('pl_sub', 'pl_root', MEMBER_TYPES.agent41);
    await member('pl_sub_a', 'pl_sub');
    await member('pl_sub_a_a', 'pl_sub_a');
    await member('pl_o_a', 'pl_other');
    for (const account of ['pl_root', 'pl_a', 'pl_sub', 'pl_sub_a', 'pl_sub_a_a', 'pl_o_a'])
      await deposit(account, 100_000, at('2024-06-01', '08:00:00.000'), 'fund');

    // The day's edges: just before and just after 2024-06-10 are not in it.
    await bet('pl_a', 1_000, 0, at('2024-06-09', '23:59:59.999'), 'b1');
    await bet('pl_sub', 2_000, 5_000, at('2024-06-10', '00:00:00.000'), 'b2');
    // Paid back exactly: staked, but not a valid bet.
    await bet('pl_sub', 1_500, 1_500, at('2024-06-10', '09:00:00.000'), 'b3');
    await bet('pl_sub_a_a', 4_000, 1_000, at('2024-06-10', '23:59:59.999'), 'b4');
    await bet('pl_sub_a_a', 500, 0, at('2024-06-10', '12:00:00.000'), 'b5');
    await bet('pl_sub_a', 8_000, 0, at('2024-06-11', '00:00:00.000'), 'b6');
    // The agent's own play and the other agent's team are not the team's.
    await bet('pl_root', 30_000, 0, at('2024-06-10', '12:00:00.000'), 'own');
    await bet('pl_o_a', 50_000, 90_000, at('2024-06-10', '12:00:00.000'), 'other');
    await deposit('pl_a', 7_000, at('2024-06-10', '06:00:00.000'), 'd1');
    await withdraw('pl_sub', 6_000, at('2024-06-10', '18:00:00.000'), 'w1');
    await deposit('pl_root', 40_000, at('2024-06-10', '12:00:00.000'), 'd-own');

    rootToken = await tokenFor(p, 'pl_root', 'Demo1234');
    otherToken = await tokenFor(p, 'pl_other', 'Demo1234');
  });
  afterAll(() => p.dispose());

  describe('refusals', () => {
    it('answers 401 without a session, and 403 NOT_AN_AGENT to a member and a trial account', async () => {
      expect((await userProfit(p, undefined, DAY)).status).toBe(401);
      expect((await transactions(p, undefined, DAY)).status).toBe(401);
      const memberToken = await tokenFor(p, 'demo_member', 'Demo1234');
      for (const token of [memberToken, await trialToken(p)]) {
        for (const answer of [
          await userProfit(p, token, DAY),
          await userProfit(p, token, {}),
          await transactions(p, token, DAY),
          await transactions(p, token, { kind: 'NOPE' }),
        ]) {
          expect(answer.status).toBe(403);
          expect(answer.body).toMatchObject({ success: false, code: NOT_AN_AGENT });
          expect(answer.body).not.toHaveProperty('value');
        }
      }
    });

    it.each([
      ['no dates', {}, TEAM_RANGE_CODES.invalidDate],
      ['a day not in the calendar', { from: '2024-02-30', to: '2024-03-01' }, TEAM_RANGE_CODES.invalidDate],
      ['from after to', { from: '2024-06-02', to: '2024-06-01' }, TEAM_RANGE_CODES.reversed],
      ['93 days', { from: '2024-01-01', to: '2024-04-02' }, TEAM_RANGE_CODES.tooLong],
      ['page 0', { ...DAY, pageNo: '0' }, AGENT_LIST_CODES.pageInvalid],
      ['a page of 101', { ...DAY, pageSize: '101' }, AGENT_LIST_CODES.pageInvalid],
      ['a 33-character search', { ...DAY, account: 'x'.repeat(33) }, AGENT_LIST_CODES.filterInvalid],
    ])('answers both 400 to %s', async (_name, query, code) => {
      for (const answer of [await userProfit(p, rootToken, query), await transactions(p, rootToken, query)]) {
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ success: false, code });
      }
    });

    it('answers an unknown or repeated kind 400 AGENT_KIND_UNKNOWN', async () => {
      expect((await transactions(p, rootToken, { ...DAY, kind: 'bet' })).body).toMatchObject({
        success: false,
        code: AGENT_TRANSACTION_CODES.kindUnknown,
      });
      const repeated = await get(
        p,
        `${PATHS.agent.downlineTransactions}?from=2024-06-10&to=2024-06-10&kind=BET&kind=WIN`,
        rootToken,
      );
      expect(repeated.status).toBe(400);
      expect(repeated.body.code).toBe(AGENT_TRANSACTION_CODES.kindUnknown);
    });
  });

  describe('user profit and loss', () => {
    it("lists every member of the agent's team with the day's sums, the biggest stake first, and the team's totals", async () => {
      const { status, body } = await userProfit(p, rootToken, DAY);
      expect(status).toBe(200);
      expect(body.value.content).toEqual([
        {
          memberId: ids.get('pl_sub_a_a'),
          account: 'pl_sub_a_a',
          level: 3,
          betCount: 2,
          stake: 4_500,
          validBet: 4_500,
          payout: 1_000,
          profitLoss: -3_500,
        },
        {
          memberId: ids.get('pl_sub'),
          account: 'pl_sub',
          level: 1,
          betCount: 2,
          stake: 3_500,
          validBet: 2_000,
          payout: 6_500,
          profitLoss: 3_000,
        },
        {
          memberId: ids.get('pl_a'),
          account: 'pl_a',
          level: 1,
          betCount: 0,
          stake: 0,
          validBet: 0,
          payout: 0,
          profitLoss: 0,
        },
        {
          memberId: ids.get('pl_sub_a'),
          account: 'pl_sub_a',
          level: 2,
          betCount: 0,
          stake: 0,
          validBet: 0,
          payout: 0,
          profitLoss: 0,
        },
      ]);
      expect(body.value).toMatchObject({
        totalElements: 4,
        totalPages: 1,
        summary: { betCount: 4, stake: 8_000, validBet: 6_500, payout: 7_500, profitLoss: -500 },
        currency: 'USD',
      });
    });

    it('pages the members and keeps the totals of all of them; searches by part of the account', async () => {
      const second = await userProfit(p, rootToken, { ...DAY, pageNo: '2', pageSize: '3' });
      expect(second.body.value).toMatchObject({
        totalElements: 4,
        totalPages: 2,
        summary: { stake: 8_000, profitLoss: -500 },
      });
      expect(second.body.value.content.map((r) => r.account)).toEqual(['pl_sub_a']);
      const found = await userProfit(p, rootToken, { ...DAY, account: 'SUB_A' });
      expect(found.body.value.content.map((r) => r.account)).toEqual(['pl_sub_a_a', 'pl_sub_a']);
      expect(found.body.value.summary).toEqual({
        betCount: 2,
        stake: 4_500,
        validBet: 4_500,
        payout: 1_000,
        profitLoss: -3_500,
      });
      // `_` is matched as itself, not as any character.
      expect((await userProfit(p, rootToken, { ...DAY, account: 'pl_s_b' })).body.value.totalElements).toBe(0);
    });

    it('shows another agent only its own team', async () => {
      const { body } = await userProfit(p, otherToken, DAY);
      expect(body.value.content).toEqual([
        expect.objectContaining({ account: 'pl_o_a', stake: 50_000, payout: 90_000, profitLoss: 40_000 }),
      ]);
      expect(body.value.summary.stake).toBe(50_000);
    });

    it("lists demo_agent's seeded team of hundreds, page by page, its sums equal to the bets and to the totals", async () => {
      const token = await tokenFor(p, 'demo_agent', 'Demo1234');
      const now = Date.now();
      const range = {
        from: new Date(now - 90 * 86_400_000).toISOString().slice(0, 10),
        to: new Date(now).toISOString().slice(0, 10),
        pageSize: '100',
      };
      const first = (await userProfit(p, token, range)).body.value;
      const teamSize = await sql<{ n: number }>`with recursive walk(id) as (
        select id from members where upline_id = (select id from members where account = 'demo_agent')
        union select m.id from members m join walk on m.upline_id = walk.id
      ) select count(*) as n from walk`.execute(p.db);
      expect(first.totalElements).toBe(Number(teamSize.rows[0]?.n));
      expect(first.totalElements).toBeGreaterThanOrEqual(500);
      const rows = [...first.content];
      for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1)
        rows.push(...(await userProfit(p, token, { ...range, pageNo: String(pageNo) })).body.value.content);
      expect(rows).toHaveLength(first.totalElements);
      expect(rows.reduce((s, r) => s + r.stake, 0)).toBe(first.summary.stake);
      expect(rows.reduce((s, r) => s + r.payout, 0)).toBe(first.summary.payout);
      expect(rows.reduce((s, r) => s + r.betCount, 0)).toBe(first.summary.betCount);
      const team = await p.db
        .selectFrom('members')
        .select('id')
        .where(
          'account',
          'in',
          SEED_TEAM.map((s) => s.account),
        )
        .execute();
      const sums = await p.db
        .selectFrom('bets')
        .where(
          'member_id',
          'in',
          team.map((m) => m.id),
        )
        .select((eb) => [eb.fn.sum<number>('stake').as('stake'), eb.fn.sum<number>('win').as('win')])
        .executeTakeFirstOrThrow();
      const named = rows.filter((r) => SEED_TEAM.some((s) => s.account === r.account));
      expect(named.reduce((s, r) => s + r.stake, 0)).toBe(Number(sums.stake));
      expect(named.reduce((s, r) => s + r.payout, 0)).toBe(Number(sums.win));
      expect(Number(sums.stake)).toBeGreaterThan(0);
    });
  });

  describe('downline transactions', () => {
    it("lists the team's wallet movements of the day, newest first, with kind, memo and the balance each left", async () => {
      const { status, body } = await transactions(p, rootToken, DAY);
      expect(status).toBe(200);
      // Balances follow the order the ledger took the entries in (pl_sub_a_a's 23:59 bet was posted before its 12:00 one).
      const rows = body.value.content.map((r) => [r.account, r.kind, r.walletCode, r.amount, r.balanceAfter, r.time]);
      expect(rows).toEqual([
        ['pl_sub_a_a', 'WIN', 'MAIN', 1_000, 97_000, at('2024-06-10', '23:59:59.999')],
        ['pl_sub_a_a', 'BET', 'MAIN', -4_000, 96_000, at('2024-06-10', '23:59:59.999')],
        ['pl_sub', 'WITHDRAWAL', 'MAIN', -6_000, 97_000, at('2024-06-10', '18:00:00.000')],
        ['pl_sub_a_a', 'BET', 'MAIN', -500, 96_500, at('2024-06-10', '12:00:00.000')],
        ['pl_sub', 'WIN', 'MAIN', 1_500, 103_000, at('2024-06-10', '09:00:00.000')],
        ['pl_sub', 'BET', 'MAIN', -1_500, 101_500, at('2024-06-10', '09:00:00.000')],
        ['pl_a', 'DEPOSIT', 'MAIN', 7_000, 106_000, at('2024-06-10', '06:00:00.000')],
        ['pl_sub', 'WIN', 'MAIN', 5_000, 103_000, at('2024-06-10', '00:00:00.000')],
        ['pl_sub', 'BET', 'MAIN', -2_000, 98_000, at('2024-06-10', '00:00:00.000')],
      ]);
      expect(body.value).toMatchObject({ totalElements: 9, totalPages: 1, currency: 'USD' });
      expect(body.value.content.find((r) => r.kind === 'DEPOSIT')).toMatchObject({
        memberId: ids.get('pl_a'),
        memo: 'deposit d1',
      });
    });

    it('filters by kind and by account, and pages', async () => {
      const bets = await transactions(p, rootToken, { ...DAY, kind: 'BET' });
      expect(bets.body.value.content.map((r) => [r.account, r.amount])).toEqual([
        ['pl_sub_a_a', -4_000],
        ['pl_sub_a_a', -500],
        ['pl_sub', -1_500],
        ['pl_sub', -2_000],
      ]);
      const sub = await transactions(p, rootToken, { ...DAY, account: 'pl_sub', kind: 'WIN' });
      expect(sub.body.value.content.map((r) => [r.account, r.amount])).toEqual([
        ['pl_sub_a_a', 1_000],
        ['pl_sub', 1_500],
        ['pl_sub', 5_000],
      ]);
      const page = await transactions(p, rootToken, { ...DAY, pageNo: '3', pageSize: '4' });
      expect(page.body.value).toMatchObject({ totalElements: 9, totalPages: 3 });
      expect(page.body.value.content.map((r) => [r.account, r.kind, r.amount])).toEqual([['pl_sub', 'BET', -2_000]]);
    });

    it("shows another agent only its own team's movements", async () => {
      const { body } = await transactions(p, otherToken, DAY);
      expect(body.value.content.map((r) => [r.account, r.kind, r.amount])).toEqual([
        ['pl_o_a', 'WIN', 90_000],
        ['pl_o_a', 'BET', -50_000],
      ]);
    });
  });
});
