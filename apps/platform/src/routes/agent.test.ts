import type { AgentDownlines, AgentTeamBetting, TeamOverview } from '@tessera/api/contract';
import { AGENT_LIST_CODES, MEMBER_TYPES, NOT_AN_AGENT, PATHS, TEAM_RANGE_CODES } from '@tessera/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_TEAM } from '../db/seed/team';
import { get, trialToken } from '../test/games';
import { tokenFor } from '../test/identity';
import { startPlatform } from '../test/platform';
import { teamBuilder, platformMoment } from '../test/team';
import type { TestPlatform } from '../test/platform';

const overview = (p: TestPlatform, token: string | undefined, query: Record<string, string>) =>
  get<TeamOverview>(p, `${PATHS.agent.teamOverview}?${new URLSearchParams(query).toString()}`, token);

const downlines = (p: TestPlatform, token: string | undefined, query: Record<string, string> = {}) =>
  get<AgentDownlines>(p, `${PATHS.agent.downlines}?${new URLSearchParams(query).toString()}`, token);
const teamBetting = (p: TestPlatform, token: string | undefined, query: Record<string, string>) =>
  get<AgentTeamBetting>(p, `${PATHS.agent.teamBetting}?${new URLSearchParams(query).toString()}`, token);

const at = platformMoment;

describe('the team overview', () => {
  let p: TestPlatform;
  const { ids, member, deposit, withdraw, bet } = teamBuilder(() => p);

  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(() => p.dispose());

  describe('refusals', () => {
    it('answers 401 NOT_LOGGED_IN without a session', async () => {
      const answer = await overview(p, undefined, { from: '2024-06-01', to: '2024-06-30' });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    });

    it('answers 403 NOT_AN_AGENT to a member and to a trial account, whatever the range', async () => {
      const memberToken = await tokenFor(p, 'demo_member', 'Demo1234');
      for (const token of [memberToken, await trialToken(p)]) {
        for (const query of [
          { from: '2024-06-01', to: '2024-06-30' },
          { from: 'nope', to: '' },
        ]) {
          const answer = await overview(p, token, query);
          expect(answer.status).toBe(403);
          expect(answer.body).toMatchObject({ success: false, code: NOT_AN_AGENT });
          expect(answer.body).not.toHaveProperty('value');
        }
      }
    });

    it('answers the downline and team-betting lists 401 without a session and 403 NOT_AN_AGENT to a member and a trial account', async () => {
      const range = { from: '2024-06-01', to: '2024-06-30' };
      expect((await downlines(p, undefined)).status).toBe(401);
      expect((await teamBetting(p, undefined, range)).status).toBe(401);
      const memberToken = await tokenFor(p, 'demo_member', 'Demo1234');
      for (const token of [memberToken, await trialToken(p)]) {
        for (const answer of [
          await downlines(p, token),
          await downlines(p, token, { pageNo: 'x' }),
          await teamBetting(p, token, range),
          await teamBetting(p, token, {}),
        ]) {
          expect(answer.status).toBe(403);
          expect(answer.body).toMatchObject({ success: false, code: NOT_AN_AGENT });
          expect(answer.body).not.toHaveProperty('value');
        }
      }
    });

    it.each([
      ['no dates', {}, TEAM_RANGE_CODES.invalidDate],
      ['no to', { from: '2024-06-01' }, TEAM_RANGE_CODES.invalidDate],
      ['a day without its zero', { from: '2024-6-01', to: '2024-06-30' }, TEAM_RANGE_CODES.invalidDate],
      ['a day that is not in the calendar', { from: '2024-02-30', to: '2024-03-01' }, TEAM_RANGE_CODES.invalidDate],
      ['a moment instead of a day', { from: '2024-06-01T00:00:00Z', to: '2024-06-02' }, TEAM_RANGE_CODES.invalidDate],
      ['a 13th month', { from: '2024-06-01', to: '2024-13-01' }, TEAM_RANGE_CODES.invalidDate],
      ['from after to', { from: '2024-06-02', to: '2024-06-01' }, TEAM_RANGE_CODES.reversed],
      ['93 days', { from: '2024-01-01', to: '2024-04-02' }, TEAM_RANGE_CODES.tooLong],
    ])('answers 400 to %s', async (_name, query, code) => {
      const token = await tokenFor(p, 'demo_agent', 'Demo1234');
      const answer = await overview(p, token, query);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code });
      expect(answer.body.message).toMatch(/\w/);
    });

    it('answers a repeated date as malformed, and takes 92 days and a single day', async () => {
      const token = await tokenFor(p, 'demo_agent', 'Demo1234');
      const repeated = await get<TeamOverview>(
        p,
        `${PATHS.agent.teamOverview}?from=2024-06-01&from=2024-06-02&to=2024-06-03`,
        token,
      );
      expect(repeated.status).toBe(400);
      expect(repeated.body.code).toBe(TEAM_RANGE_CODES.invalidDate);
      expect((await overview(p, token, { from: '2024-01-01', to: '2024-04-01' })).status).toBe(200);
      expect((await overview(p, token, { from: '2024-02-29', to: '2024-02-29' })).status).toBe(200);
    });
  });

  /** demo_agent's team as the database holds it: every member below it, with the level (1: direct). */
  const seededTeam = async () =>
    (
      await sql<{ id: number; account: string; level: number }>`with recursive walk(id, level) as (
        select id, 1 from members where upline_id = (select id from members where account = 'demo_agent')
        union all select m.id, walk.level + 1 from members m join walk on m.upline_id = walk.id where walk.level < 10
      ) select walk.id, m.account, walk.level from walk join members m on m.id = walk.id`.execute(p.db)
    ).rows;

  it("answers demo_agent's seeded team of hundreds over four levels, with wallets equal to their ledger", async () => {
    const token = await tokenFor(p, 'demo_agent', 'Demo1234');
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const monthAgo = new Date(now.getTime() - 60 * 86_400_000).toISOString().slice(0, 10);
    const { status, body } = await overview(p, token, { from: monthAgo, to: today });
    expect(status).toBe(200);
    const team = await seededTeam();
    expect(team.length).toBeGreaterThanOrEqual(500);
    expect(Math.max(...team.map((m) => m.level))).toBe(4);
    for (const level of [1, 2, 3, 4])
      expect(team.filter((m) => m.level === level).length, `level ${level}`).toBeGreaterThan(50);
    expect(team.map((m) => m.account)).toEqual(
      expect.arrayContaining(['demo_member', ...SEED_TEAM.map((s) => s.account)]),
    );
    // Every wallet of the team is the sum of its ledger entries.
    const ids = team.map((m) => m.id);
    const unequal = await sql<{ member_id: number }>`select w.member_id from wallets w
      where w.member_id in (${sql.join(ids)})
        and w.balance != coalesce((select sum(e.amount) from ledger_entries e where e.account = 'member:' || w.member_id || ':' || w.wallet_code), 0)`.execute(
      p.db,
    );
    expect(unequal.rows).toEqual([]);
    const balance = await p.db
      .selectFrom('wallets')
      .select((eb) => eb.fn.sum<number>('balance').as('sum'))
      .where('member_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(body.value).toMatchObject({
      teamSize: team.length,
      directDownlines: team.filter((m) => m.level === 1).length,
      teamBalance: Number(balance.sum),
      currency: 'USD',
    });
    expect(body.value.betAmount).toBeGreaterThan(0);
    expect(body.value.activeMembers).toBeGreaterThan(50);
    expect(body.value.depositAmount).toBeGreaterThan(0);
    expect(body.value.withdrawAmount).toBeGreaterThan(0);
    expect(team.every((m) => m.account === 'demo_member' || m.account.startsWith('team_'))).toBe(true);
  });

  it("pages through demo_agent's seeded team with its levels, every member once, and finds team_khang by part of the account", async () => {
    const token = await tokenFor(p, 'demo_agent', 'Demo1234');
    const team = await seededTeam();
    const first = (await downlines(p, token, { pageSize: '100' })).body.value;
    expect(first.totalElements).toBe(team.length);
    expect(first.totalPages).toBe(Math.ceil(team.length / 100));
    const listed = [...first.content];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1)
      listed.push(...(await downlines(p, token, { pageSize: '100', pageNo: String(pageNo) })).body.value.content);
    expect(listed.map((d) => d.account).sort()).toEqual(team.map((m) => m.account).sort());
    const levels = Object.fromEntries(listed.map((d) => [d.account, d.level]));
    expect(levels).toMatchObject({
      demo_member: 1,
      team_khang: 1,
      team_lan: 1,
      team_binh: 2,
      team_chi: 2,
      team_duc: 2,
    });
    expect(levels).toEqual(Object.fromEntries(team.map((m) => [m.account, m.level])));
    const found = await downlines(p, token, { account: 'team_k' });
    expect(found.body.value.content).toEqual([
      expect.objectContaining({ account: 'team_khang', nickname: 'Khang', kind: 'agent', level: 1 }),
    ]);
  });

  describe('over a team of three levels, beside another agent', () => {
    let rootToken: string;
    let otherToken: string;
    beforeAll(async () => {
      // root ─┬─ r_a
      //       └─ r_sub (agent 41) ─── r_sub_a ─── r_sub_a_a
      // other ─── o_a          (another agent's team, under the same top agent)
      await member('t_top', null, MEMBER_TYPES.agent);
      await member('t_root', 't_top', MEMBER_TYPES.agent);
      await member('t_other', 't_top', MEMBER_TYPES.agent42);
      await member('r_a', 't_root', MEMBER_TYPES.member, at('2024-06-09', '23:59:59.999'));
      await member('r_sub', 't_root', MEMBER_TYPES.agent41, at('2024-06-10', '00:00:00.000'));
      await member('r_sub_a', 'r_sub', MEMBER_TYPES.member, at('2024-06-10', '23:59:59.999'));
      await member('r_sub_a_a', 'r_sub_a', MEMBER_TYPES.member, at('2024-06-11', '00:00:00.000'));
      await member('o_a', 't_other', MEMBER_TYPES.member, at('2024-06-10', '12:00:00.000'));

      for (const account of ['t_root', 'r_a', 'r_sub', 'r_sub_a', 'r_sub_a_a', 't_other', 'o_a']) {
        await deposit(account, 100_000, at('2024-06-01', '08:00:00.000'), 'fund');
      }
      // Bets on each side of the day 2024-06-10's edges.
      await bet('r_a', 1_000, 0, at('2024-06-09', '23:59:59.999'), 'b1');
      await bet('r_sub', 2_000, 5_000, at('2024-06-10', '00:00:00.000'), 'b2');
      await bet('r_sub_a_a', 4_000, 1_000, at('2024-06-10', '23:59:59.999'), 'b3');
      await bet('r_sub_a', 8_000, 0, at('2024-06-11', '00:00:00.000'), 'b4');
      await bet('r_sub_a_a', 500, 0, at('2024-06-10', '12:00:00.000'), 'b5');
      // The agent's own play, its upline's and the other agent's team's are not the team's.
      await bet('t_root', 30_000, 0, at('2024-06-10', '12:00:00.000'), 'own');
      await bet('o_a', 50_000, 90_000, at('2024-06-10', '12:00:00.000'), 'other');
      await deposit('r_a', 7_000, at('2024-06-10', '00:00:00.000'), 'd1');
      await deposit('r_sub_a_a', 3_000, at('2024-06-11', '00:00:00.000'), 'd2');
      await withdraw('r_sub', 6_000, at('2024-06-10', '23:59:59.999'), 'w1');
      await withdraw('r_a', 2_500, at('2024-06-09', '23:59:59.999'), 'w2');
      await deposit('o_a', 20_000, at('2024-06-10', '12:00:00.000'), 'd-other');
      await deposit('t_root', 40_000, at('2024-06-10', '12:00:00.000'), 'd-own');

      rootToken = await tokenFor(p, 't_root', 'Demo1234');
      otherToken = await tokenFor(p, 't_other', 'Demo1234');
    });

    const balanceOf = async (accounts: string[]) =>
      (
        await p.db
          .selectFrom('wallets')
          .select('balance')
          .where(
            'member_id',
            'in',
            accounts.map((a) => ids.get(a)!),
          )
          .execute()
      ).reduce((s, w) => s + w.balance, 0);

    it('counts every level below the agent, and only the day asked, edges included', async () => {
      const { status, body } = await overview(p, rootToken, { from: '2024-06-10', to: '2024-06-10' });
      expect(status).toBe(200);
      expect(body.value).toEqual({
        teamSize: 4,
        directDownlines: 2,
        newMembers: 2, // r_sub at 00:00:00.000 and r_sub_a at 23:59:59.999
        activeMembers: 2, // r_sub, r_sub_a_a
        teamBalance: await balanceOf(['r_a', 'r_sub', 'r_sub_a', 'r_sub_a_a']),
        betAmount: 2_000 + 4_000 + 500,
        profitLoss: 3_000 - 3_000 - 500,
        depositAmount: 7_000,
        withdrawAmount: 6_000,
        currency: 'USD',
      });
    });

    it('takes both days of a longer range', async () => {
      const { body } = await overview(p, rootToken, { from: '2024-06-09', to: '2024-06-11' });
      expect(body.value).toMatchObject({
        teamSize: 4,
        newMembers: 4,
        activeMembers: 4,
        betAmount: 1_000 + 2_000 + 4_000 + 8_000 + 500,
        profitLoss: -1_000 + 3_000 - 3_000 - 8_000 - 500,
        depositAmount: 7_000 + 3_000,
        withdrawAmount: 6_000 + 2_500,
      });
    });

    it('answers a range without activity with zeros, the team and its balance still counted', async () => {
      const { body } = await overview(p, rootToken, { from: '2023-06-01', to: '2023-06-30' });
      expect(body.value).toEqual({
        teamSize: 4,
        directDownlines: 2,
        newMembers: 0,
        activeMembers: 0,
        teamBalance: await balanceOf(['r_a', 'r_sub', 'r_sub_a', 'r_sub_a_a']),
        betAmount: 0,
        profitLoss: 0,
        depositAmount: 0,
        withdrawAmount: 0,
        currency: 'USD',
      });
    });

    it("never counts another agent's team, and a sub-agent sees only its own", async () => {
      const other = await overview(p, otherToken, { from: '2024-06-10', to: '2024-06-10' });
      expect(other.body.value).toMatchObject({
        teamSize: 1,
        directDownlines: 1,
        activeMembers: 1,
        betAmount: 50_000,
        profitLoss: 40_000,
        depositAmount: 20_000,
        withdrawAmount: 0,
      });
      const sub = await overview(p, await tokenFor(p, 'r_sub', 'Demo1234'), { from: '2024-06-09', to: '2024-06-11' });
      expect(sub.body.value).toMatchObject({
        teamSize: 2,
        directDownlines: 1,
        activeMembers: 2,
        betAmount: 8_000 + 4_000 + 500,
        depositAmount: 3_000,
        withdrawAmount: 0,
      });
      const top = await overview(p, await tokenFor(p, 't_top', 'Demo1234'), { from: '2024-06-10', to: '2024-06-10' });
      expect(top.body.value).toMatchObject({
        teamSize: 7,
        directDownlines: 2,
        betAmount: 2_000 + 4_000 + 500 + 30_000 + 50_000,
      });
    });

    describe('downline management', () => {
      it('lists every level, level 1 first and then newest registered, with type, level, last login and wallets summed', async () => {
        const { status, body } = await downlines(p, rootToken);
        expect(status).toBe(200);
        const value = body.value;
        expect(value.content.map((d) => [d.account, d.level, d.kind])).toEqual([
          ['r_sub', 1, 'agent'],
          ['r_a', 1, 'member'],
          ['r_sub_a', 2, 'member'],
          ['r_sub_a_a', 3, 'member'],
        ]);
        expect(value).toMatchObject({ totalElements: 4, totalPages: 1, currency: 'USD' });
        for (const d of value.content) {
          expect(d.balance).toBe(await balanceOf([d.account]));
          expect(d.memberId).toBe(ids.get(d.account));
        }
        expect(value.content.find((d) => d.account === 'r_sub_a')).toMatchObject({
          nickname: 'r_sub_a',
          registeredAt: at('2024-06-10', '23:59:59.999'),
          lastLoginAt: null,
        });
        expect(value.content.find((d) => d.account === 'r_sub')!.lastLoginAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      });

      it('searches the account by contains in any case, an underscore or percent sign as itself', async () => {
        const found = await downlines(p, rootToken, { account: ' SUB_A ' });
        expect(found.body.value.content.map((d) => d.account)).toEqual(['r_sub_a', 'r_sub_a_a']);
        expect(found.body.value.totalElements).toBe(2);
        expect((await downlines(p, rootToken, { account: '%' })).body.value.totalElements).toBe(0);
        expect((await downlines(p, rootToken, { account: 'o_a' })).body.value.totalElements).toBe(0);
        expect((await downlines(p, rootToken, { account: '' })).body.value.totalElements).toBe(4);
      });

      it('keeps to the direct downlines when asked, with the search too', async () => {
        expect(
          (await downlines(p, rootToken, { directOnly: 'true' })).body.value.content.map((d) => d.account),
        ).toEqual(['r_sub', 'r_a']);
        expect(
          (await downlines(p, rootToken, { directOnly: '1', account: 'sub' })).body.value.content.map((d) => d.account),
        ).toEqual(['r_sub']);
        expect((await downlines(p, rootToken, { directOnly: 'false' })).body.value.totalElements).toBe(4);
      });

      it('pages', async () => {
        const first = await downlines(p, rootToken, { pageSize: '3', pageNo: '1' });
        const second = await downlines(p, rootToken, { pageSize: '3', pageNo: '2' });
        const beyond = await downlines(p, rootToken, { pageSize: '3', pageNo: '3' });
        expect(first.body.value.content.map((d) => d.account)).toEqual(['r_sub', 'r_a', 'r_sub_a']);
        expect(second.body.value.content.map((d) => d.account)).toEqual(['r_sub_a_a']);
        expect(beyond.body.value.content).toEqual([]);
        for (const answer of [first, second, beyond])
          expect(answer.body.value).toMatchObject({ totalElements: 4, totalPages: 2 });
      });

      it("never shows another agent's team or the agent's upline; a sub-agent sees its own levels from 1", async () => {
        const other = await downlines(p, otherToken, { account: 'r_' });
        expect(other.body.value.totalElements).toBe(0);
        expect((await downlines(p, otherToken)).body.value.content.map((d) => d.account)).toEqual(['o_a']);
        const sub = await downlines(p, await tokenFor(p, 'r_sub', 'Demo1234'));
        expect(sub.body.value.content.map((d) => [d.account, d.level])).toEqual([
          ['r_sub_a', 1],
          ['r_sub_a_a', 2],
        ]);
        const top = await downlines(p, await tokenFor(p, 't_top', 'Demo1234'), { pageSize: '100' });
        expect(top.body.value.content.map((d) => d.account).sort()).toEqual([
          'o_a',
          'r_a',
          'r_sub',
          'r_sub_a',
          'r_sub_a_a',
          't_other',
          't_root',
        ]);
      });

      it.each([
        ['pageNo 0', { pageNo: '0' }, AGENT_LIST_CODES.pageInvalid],
        ['a pageSize of 101', { pageSize: '101' }, AGENT_LIST_CODES.pageInvalid],
        ['a fractional page', { pageNo: '1.5' }, AGENT_LIST_CODES.pageInvalid],
        ['a directOnly of maybe', { directOnly: 'maybe' }, AGENT_LIST_CODES.filterInvalid],
        ['a search of 33 characters', { account: 'a'.repeat(33) }, AGENT_LIST_CODES.filterInvalid],
      ])('answers 400 to %s', async (_name, query, code) => {
        const answer = await downlines(p, rootToken, query);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ success: false, code });
      });
    });

    describe('team betting', () => {
      it('sums each bettor of the team over the day asked, biggest bet amount first, with the totals; not the agent, not another team', async () => {
        const { status, body } = await teamBetting(p, rootToken, { from: '2024-06-10', to: '2024-06-10' });
        expect(status).toBe(200);
        expect(body.value).toEqual({
          content: [
            {
              memberId: ids.get('r_sub_a_a'),
              account: 'r_sub_a_a',
              nickname: 'r_sub_a_a',
              level: 3,
              betCount: 2,
              betAmount: 4_500,
              win: 1_000,
              profitLoss: -3_500,
            },
            {
              memberId: ids.get('r_sub'),
              account: 'r_sub',
              nickname: 'r_sub',
              level: 1,
              betCount: 1,
              betAmount: 2_000,
              win: 5_000,
              profitLoss: 3_000,
            },
          ],
          totalPages: 1,
          totalElements: 2,
          summary: { betCount: 3, betAmount: 6_500, win: 6_000, profitLoss: -500 },
          currency: 'USD',
        });
      });

      it('takes every day of a longer range, pages with the totals of all, and searches the account', async () => {
        const all = await teamBetting(p, rootToken, { from: '2024-06-09', to: '2024-06-11' });
        expect(all.body.value.content.map((b) => b.account)).toEqual(['r_sub_a', 'r_sub_a_a', 'r_sub', 'r_a']);
        const summary = { betCount: 5, betAmount: 15_500, win: 6_000, profitLoss: -9_500 };
        expect(all.body.value.summary).toEqual(summary);
        const second = await teamBetting(p, rootToken, {
          from: '2024-06-09',
          to: '2024-06-11',
          pageSize: '3',
          pageNo: '2',
        });
        expect(second.body.value).toMatchObject({ totalElements: 4, totalPages: 2, summary });
        expect(second.body.value.content.map((b) => b.account)).toEqual(['r_a']);
        const found = await teamBetting(p, rootToken, { from: '2024-06-09', to: '2024-06-11', account: 'SUB_a' });
        expect(found.body.value.content.map((b) => b.account)).toEqual(['r_sub_a', 'r_sub_a_a']);
        expect(found.body.value.summary).toEqual({ betCount: 3, betAmount: 12_500, win: 1_000, profitLoss: -11_500 });
      });

      it('answers a range without bets with no rows and zero totals', async () => {
        const { body } = await teamBetting(p, rootToken, { from: '2023-06-01', to: '2023-06-30' });
        expect(body.value).toEqual({
          content: [],
          totalPages: 0,
          totalElements: 0,
          summary: { betCount: 0, betAmount: 0, win: 0, profitLoss: 0 },
          currency: 'USD',
        });
      });

      it("shows another agent only its own team's bets", async () => {
        const { body } = await teamBetting(p, otherToken, { from: '2024-06-09', to: '2024-06-11' });
        expect(body.value.content.map((b) => [b.account, b.profitLoss])).toEqual([['o_a', 40_000]]);
      });

      it.each([
        ['no dates', {}, TEAM_RANGE_CODES.invalidDate],
        ['from after to', { from: '2024-06-02', to: '2024-06-01' }, TEAM_RANGE_CODES.reversed],
        ['pageNo 0', { from: '2024-06-01', to: '2024-06-02', pageNo: '0' }, AGENT_LIST_CODES.pageInvalid],
        [
          'a search of 33 characters',
          { from: '2024-06-01', to: '2024-06-02', account: 'a'.repeat(33) },
          AGENT_LIST_CODES.filterInvalid,
        ],
      ])('answers 400 to %s', async (_name, query, code) => {
        const answer = await teamBetting(p, rootToken, query);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ success: false, code });
      });
    });

    it('survives an upline loop in the data without counting the agent itself', async () => {
      await p.db
        .updateTable('members')
        .set({ upline_id: ids.get('r_sub_a_a')! })
        .where('id', '=', ids.get('t_other')!)
        .execute();
      await p.db
        .updateTable('members')
        .set({ upline_id: ids.get('o_a')! })
        .where('id', '=', ids.get('t_top')!)
        .execute();
      try {
        const { status, body } = await overview(p, otherToken, { from: '2024-06-10', to: '2024-06-10' });
        expect(status).toBe(200);
        // o_a, t_top, t_root and t_root's four (the loop back to t_other stops there).
        expect(body.value.teamSize).toBe(7);
      } finally {
        await p.db
          .updateTable('members')
          .set({ upline_id: ids.get('t_top')! })
          .where('id', '=', ids.get('t_other')!)
          .execute();
        await p.db.updateTable('members').set({ upline_id: null }).where('id', '=', ids.get('t_top')!).execute();
      }
    });
  });
});
