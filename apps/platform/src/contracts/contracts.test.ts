import type {
  ConsolidatedFunds,
  ContractActionResult,
  ContractKind,
  ContractList,
  ContractTerms,
  DownlineTransferHistory,
  DownlineTransferInfo,
  DownlineTransferResult,
  Envelope,
} from '@tessera/api/contract';
import {
  CONTRACT_CODES as C,
  DOWNLINE_TRANSFER_CODES as D,
  MEMBER_TYPES,
  NOT_AN_AGENT,
  PATHS,
} from '@tessera/api/contract';
import { randomToken } from '@tessera/api/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_KIND_PATHS as CONTRACT_PATHS, DEV_CONTRACT_PATHS } from '../routes/contracts';
import { manualClock } from '../test/clock';
import type { Answer } from '../test/identity';
import { register, registration, sealed, setFlag, tokenFor } from '../test/identity';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';
import { HOUSE_ACCOUNTS, ledgerBalance, transfer, walletAccount, walletBalance } from '../wallet/ledger';
import { NOTICE_MS, setPlatformContract } from './negotiation';
import { runSettlements, settleWindow } from './settlement';
import { windowAt } from './windows';

const HOUR = 3_600_000;
const daily = (rate: number): ContractTerms => ({
  period: null,
  tiers: [{ rate, minBet: 0, minActiveMembers: 0 }],
  profitRate: null,
  lossRate: null,
  minSingleBet: null,
});
const TERMS: Record<ContractKind, (rate: number) => ContractTerms> = {
  DAILY_SALARY: daily,
  HOURLY_SALARY: daily,
  DIVIDEND: (rate) => ({ ...daily(rate), period: 'D' }),
  REALTIME_SALARY: (rate) => ({ period: null, tiers: [], profitRate: rate, lossRate: rate * 2, minSingleBet: 100 }),
};

interface Agent {
  id: number;
  account: string;
  token: string;
}

describe('agent contracts', () => {
  let p: TestPlatform;
  // A day at noon UTC, so every window of the day lies around it and a test can move within it.
  const clock = manualClock(Date.UTC(2031, 2, 12, 12, 0, 0));
  let gameId: number;
  beforeAll(async () => {
    p = await startPlatform({ clock });
    gameId = (await p.db.selectFrom('games').select('id').limit(1).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => p.dispose());

  let n = 0;
  /** A new account under `upline` (none: a top agent), an agent unless `type` says otherwise. */
  const person = async (
    upline: Agent | null,
    type: number = upline ? MEMBER_TYPES.agentLevel2 : MEMBER_TYPES.agent,
  ): Promise<Agent> => {
    n += 1;
    const account = `ct${process.pid % 10_000}x${n}`;
    const code = upline
      ? (
          await p.db
            .selectFrom('members')
            .select('invitation_code')
            .where('id', '=', upline.id)
            .executeTakeFirstOrThrow()
        ).invitation_code
      : null;
    const answer = await register(p, registration(account, code ? { affiliateCode: code } : {}));
    expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    const row = await p.db
      .updateTable('members')
      .set({ type, invitation_code: `I${account.toUpperCase()}` })
      .where('account', '=', account)
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, account, token: answer.body.value.token };
  };
  /** A chain of agents: a top agent with the platform's contract at `rates[0]`, each next one the previous one's downline at its rate. */
  const chain = async (kind: ContractKind, rates: number[]): Promise<Agent[]> => {
    const agents = [await person(null)];
    await setPlatformContract(p.db, clock, agents[0]!.id, kind, TERMS[kind](rates[0]!));
    for (const rate of rates.slice(1)) {
      const upline = agents[agents.length - 1]!;
      const downline = await person(upline);
      const offered = await act(upline, kind, {
        action: 'OFFER',
        downline: downline.account,
        terms: TERMS[kind](rate),
      });
      expect(offered.body.success, JSON.stringify(offered.body)).toBe(true);
      expect(
        (await act(downline, kind, { action: 'ACCEPT', contractId: offered.body.value.contract.id })).body.value
          .contract.status,
      ).toBe('ACTIVE');
      agents.push(downline);
    }
    return agents;
  };

  const act = (
    who: { token: string } | null,
    kind: ContractKind,
    body: object,
  ): Promise<Answer<ContractActionResult>> =>
    call(p.url, 'POST', CONTRACT_PATHS[kind], { json: body, headers: who ? { token: who.token } : {} });
  const list = async (who: Agent, kind: ContractKind): Promise<ContractList> => {
    const answer = await call<Envelope<ContractList>>(p.url, 'POST', CONTRACT_PATHS[kind], {
      json: { action: 'LIST' },
      headers: { token: who.token },
    });
    expect(answer.body.success, JSON.stringify(answer.body)).toBe(true);
    return answer.body.value;
  };
  const statusOf = async (id: number) =>
    p.db.selectFrom('contracts').select(['status', 'end_reason']).where('id', '=', id).executeTakeFirstOrThrow();
  const refused = (answer: Answer<unknown>, code: string) =>
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ success: false, code });
  let betNo = 0;
  const bet = (member: Agent, stake: number, win: number, at: number) =>
    p.db
      .insertInto('bets')
      .values({
        member_id: member.id,
        game_id: gameId,
        idempotency_key: `ct-bet-${(betNo += 1)}`,
        stake,
        win,
        outcome: '{}',
        balance_after: 0,
        created_at: new Date(at).toISOString(),
      })
      .execute();
  const paidTo = async (agent: Agent, periodKey: string) =>
    await p.db
      .selectFrom('contract_settlements')
      .select(['amount', 'gross', 'downline_paid'])
      .where('agent_id', '=', agent.id)
      .where('period_key', '=', periodKey)
      .execute();

  describe('who may call', () => {
    it('answers visitors 401, members 403 NOT_AN_AGENT, and a kind whose flag is off CONTRACT_DISABLED', async () => {
      expect((await act(null, 'DAILY_SALARY', { action: 'LIST' })).status).toBe(401);
      const member = await person(null, MEMBER_TYPES.member);
      const answer = await act(member, 'DAILY_SALARY', { action: 'LIST' });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe(NOT_AN_AGENT);
      const [top] = await chain('HOURLY_SALARY', [100]);
      await setFlag(p, 'AGENT_HOURLY_SALARY', false);
      try {
        refused(await act(top!, 'HOURLY_SALARY', { action: 'LIST' }), C.disabled);
      } finally {
        await setFlag(p, 'AGENT_HOURLY_SALARY', true);
      }
      expect((await list(top!, 'HOURLY_SALARY')).mine).toMatchObject({
        upline: null,
        status: 'ACTIVE',
        mySide: 'DOWNLINE',
      });
      expect((await act(top!, 'HOURLY_SALARY', { action: 'DANCE' })).status).toBe(400);
    });
  });

  describe('the state machine', () => {
    it('offers only to direct downline agents, within the offering agent’s own rate, with readable terms', async () => {
      const [a, b] = await chain('DAILY_SALARY', [200, 150]);
      const member = await person(a!, MEMBER_TYPES.member);
      const stranger = await person(null);
      const c = await person(b!);
      refused(
        await act(a!, 'DAILY_SALARY', { action: 'OFFER', downline: member.account, terms: daily(100) }),
        C.downlineNotAgent,
      );
      refused(
        await act(a!, 'DAILY_SALARY', { action: 'OFFER', downline: stranger.account, terms: daily(100) }),
        C.notDirectDownline,
      );
      refused(
        await act(a!, 'DAILY_SALARY', { action: 'OFFER', downline: c.account, terms: daily(100) }),
        C.notDirectDownline,
      );
      const above = await act(b!, 'DAILY_SALARY', { action: 'OFFER', downline: c.account, terms: daily(151) });
      refused(above, C.rateAboveUpline);
      expect(above.body.value).toEqual({ cap: daily(150) });
      refused(
        await act(stranger, 'DAILY_SALARY', {
          action: 'OFFER',
          downline: (await person(stranger)).account,
          terms: daily(10),
        }),
        C.noOwnContract,
      );
      const bad = await act(b!, 'DAILY_SALARY', {
        action: 'OFFER',
        downline: c.account,
        terms: { ...daily(100), tiers: [{ rate: 0, minBet: 0, minActiveMembers: 0 }] },
      });
      refused(bad, C.termsInvalid);
      expect(bad.body.value).toEqual({ field: 'rate' });
      refused(
        await act(b!, 'DAILY_SALARY', { action: 'OFFER', downline: c.account, terms: { ...daily(100), period: 'W' } }),
        C.termsInvalid,
      );
      const dividendTop = (await chain('DIVIDEND', [1_000]))[0]!;
      const dividendDown = await person(dividendTop);
      const wrongPeriod = await act(dividendTop, 'DIVIDEND', {
        action: 'OFFER',
        downline: dividendDown.account,
        terms: { ...daily(500), period: 'W' },
      });
      refused(wrongPeriod, C.termsInvalid);
      expect(wrongPeriod.body.value).toMatchObject({ field: 'period', period: 'D' });
    });

    it('takes every allowed transition and refuses every other, recording who did what', async () => {
      const [a, b] = await chain('DAILY_SALARY', [200]).then(async ([top]) => [top!, await person(top!)]);
      const offer = async (rate: number) =>
        (await act(a!, 'DAILY_SALARY', { action: 'OFFER', downline: b!.account, terms: daily(rate) })).body.value
          .contract;

      // OFFERED: only the downline answers, by accepting or rejecting.
      const first = await offer(150);
      expect(first).toMatchObject({ status: 'OFFERED', mySide: 'UPLINE', downline: b!.account });
      refused(await act(a!, 'DAILY_SALARY', { action: 'ACCEPT', contractId: first.id }), C.sideInvalid);
      refused(await act(a!, 'DAILY_SALARY', { action: 'REJECT', contractId: first.id }), C.sideInvalid);
      refused(await act(b!, 'DAILY_SALARY', { action: 'REQUEST_TERMINATION', contractId: first.id }), C.stateInvalid);
      refused(await act(b!, 'DAILY_SALARY', { action: 'CONFIRM_TERMINATION', contractId: first.id }), C.stateInvalid);
      refused(await act(b!, 'HOURLY_SALARY', { action: 'ACCEPT', contractId: first.id }), C.notFound);
      refused(await act(await person(null), 'DAILY_SALARY', { action: 'ACCEPT', contractId: first.id }), C.notFound);
      expect(
        (await act(b!, 'DAILY_SALARY', { action: 'REJECT', contractId: first.id })).body.value.contract,
      ).toMatchObject({ status: 'REJECTED', endReason: 'REJECTED' });
      // REJECTED is final.
      for (const action of ['ACCEPT', 'REJECT', 'REQUEST_TERMINATION', 'CONFIRM_TERMINATION'])
        refused(await act(b!, 'DAILY_SALARY', { action, contractId: first.id }), C.stateInvalid);

      // A new offer supersedes the one waiting.
      const second = await offer(150);
      const third = await offer(120);
      expect(await statusOf(second.id)).toEqual({ status: 'REJECTED', end_reason: 'SUPERSEDED' });
      expect((await list(b!, 'DAILY_SALARY')).offer).toMatchObject({
        id: third.id,
        upline: expect.stringMatching(/\*\*\*/),
      });
      expect(
        (await act(b!, 'DAILY_SALARY', { action: 'ACCEPT', contractId: third.id })).body.value.contract,
      ).toMatchObject({ status: 'ACTIVE', mySide: 'DOWNLINE' });
      refused(await act(b!, 'DAILY_SALARY', { action: 'ACCEPT', contractId: third.id }), C.stateInvalid);
      refused(await act(b!, 'DAILY_SALARY', { action: 'REJECT', contractId: third.id }), C.stateInvalid);
      refused(await act(a!, 'DAILY_SALARY', { action: 'CONFIRM_TERMINATION', contractId: third.id }), C.stateInvalid);

      // Changing the terms: an offer beside the contract in force, which it replaces when accepted.
      const fourth = await offer(180);
      expect((await list(a!, 'DAILY_SALARY')).downlines).toEqual([
        expect.objectContaining({
          account: b!.account,
          contract: expect.objectContaining({ id: third.id }),
          offer: expect.objectContaining({ id: fourth.id }),
        }),
      ]);
      const replaced = await act(b!, 'DAILY_SALARY', { action: 'ACCEPT', contractId: fourth.id });
      expect(replaced.body.value.ended).toEqual([
        expect.objectContaining({ id: third.id, status: 'TERMINATED', endReason: 'REPLACED' }),
      ]);

      // ACTIVE: either side asks to end it; only the other confirms.
      const asked = await act(b!, 'DAILY_SALARY', { action: 'REQUEST_TERMINATION', contractId: fourth.id });
      expect(asked.body.value.contract).toMatchObject({
        status: 'TERMINATION_REQUESTED',
        terminationRequestedBy: 'DOWNLINE',
        terminatesAt: new Date(clock.now() + NOTICE_MS).toISOString(),
      });
      refused(await act(b!, 'DAILY_SALARY', { action: 'CONFIRM_TERMINATION', contractId: fourth.id }), C.sideInvalid);
      refused(await act(a!, 'DAILY_SALARY', { action: 'REQUEST_TERMINATION', contractId: fourth.id }), C.stateInvalid);
      refused(await act(b!, 'DAILY_SALARY', { action: 'ACCEPT', contractId: fourth.id }), C.stateInvalid);
      expect(
        (await act(a!, 'DAILY_SALARY', { action: 'CONFIRM_TERMINATION', contractId: fourth.id })).body.value.contract,
      ).toMatchObject({ status: 'TERMINATED', endReason: 'AGREED' });
      for (const action of ['ACCEPT', 'REJECT', 'REQUEST_TERMINATION', 'CONFIRM_TERMINATION'])
        refused(await act(a!, 'DAILY_SALARY', { action, contractId: fourth.id }), C.stateInvalid);

      // Unconfirmed, a request ends the contract when its notice runs out.
      const fifth = await offer(100);
      await act(b!, 'DAILY_SALARY', { action: 'ACCEPT', contractId: fifth.id });
      await act(a!, 'DAILY_SALARY', { action: 'REQUEST_TERMINATION', contractId: fifth.id });
      clock.advance(NOTICE_MS - 1);
      // Sessions end after a day without use: log in again.
      b!.token = await tokenFor(p, b!.account, 'Secret123');
      expect((await list(b!, 'DAILY_SALARY')).mine).toMatchObject({
        id: fifth.id,
        status: 'TERMINATION_REQUESTED',
        terminationRequestedBy: 'UPLINE',
      });
      clock.advance(1);
      expect((await list(b!, 'DAILY_SALARY')).mine).toBeNull();
      expect(await statusOf(fifth.id)).toEqual({ status: 'TERMINATED', end_reason: 'NOTICE_ELAPSED' });

      const events = await p.db
        .selectFrom('contract_events')
        .select(['action', 'actor_id', 'status_after'])
        .where('contract_id', '=', fourth.id)
        .orderBy('id')
        .execute();
      expect(events).toEqual([
        { action: 'OFFER', actor_id: a!.id, status_after: 'OFFERED' },
        { action: 'ACCEPT', actor_id: b!.id, status_after: 'ACTIVE' },
        { action: 'REQUEST_TERMINATION', actor_id: b!.id, status_after: 'TERMINATION_REQUESTED' },
        { action: 'CONFIRM_TERMINATION', actor_id: a!.id, status_after: 'TERMINATED' },
      ]);
      const inbox = await p.db.selectFrom('inbox_messages').select('title').where('member_id', '=', b!.id).execute();
      expect(inbox.map((m) => m.title)).toContain('A daily wages contract is offered to you');
    });
  });

  describe('the cascade', () => {
    it('ends, three levels deep, what an agent gave above a lower rate it agrees to, and tells each downline why', async () => {
      const [a, b, c, d] = await chain('DAILY_SALARY', [300, 200, 150, 100]);
      // A rate lower than the agent's own but not below what it gave ends nothing.
      const kept = await act(a!, 'DAILY_SALARY', { action: 'OFFER', downline: b!.account, terms: daily(160) });
      expect((await list(b!, 'DAILY_SALARY')).cascade).toEqual([]);
      expect(
        (await act(b!, 'DAILY_SALARY', { action: 'ACCEPT', contractId: kept.body.value.contract.id })).body.value.ended,
      ).toEqual([expect.objectContaining({ endReason: 'REPLACED' })]);

      const lower = await act(a!, 'DAILY_SALARY', { action: 'OFFER', downline: b!.account, terms: daily(120) });
      const seen = await list(b!, 'DAILY_SALARY');
      expect(seen.cascade).toEqual([{ downline: c!.account, terms: daily(150) }]);
      const accepted = await act(b!, 'DAILY_SALARY', { action: 'ACCEPT', contractId: lower.body.value.contract.id });
      expect(accepted.body.value.ended.map((x) => [x.downline, x.status, x.endReason])).toEqual([
        [b!.account, 'TERMINATED', 'REPLACED'],
        [c!.account, 'TERMINATED', 'CASCADE'],
        [d!.account, 'TERMINATED', 'CASCADE'],
      ]);
      expect((await list(c!, 'DAILY_SALARY')).mine).toBeNull();
      expect((await list(d!, 'DAILY_SALARY')).mine).toBeNull();
      for (const who of [c!, d!]) {
        const [message] = await p.db
          .selectFrom('inbox_messages')
          .selectAll()
          .where('member_id', '=', who.id)
          .orderBy('id', 'desc')
          .limit(1)
          .execute();
        expect(message!.title).toBe('Your daily wages contract has ended');
        expect(message!.content).toMatch(/can never exceed its upline's own rate/);
      }
      const [toC] = await p.db
        .selectFrom('inbox_messages')
        .select('content')
        .where('member_id', '=', c!.id)
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      expect(toC!.content).toContain('is now 1.2%, below the 1.5% of your contract');
      // The platform lowering a top agent's rate cascades the same way.
      const [t, u] = await chain('HOURLY_SALARY', [100, 90]);
      await setPlatformContract(p.db, clock, t!.id, 'HOURLY_SALARY', daily(50));
      expect((await list(u!, 'HOURLY_SALARY')).mine).toBeNull();
    });

    it('ends offers waiting above the new rate too, and ends everything below an agent whose contract ends', async () => {
      const [a, b, c] = await chain('DAILY_SALARY', [300, 200, 150]);
      const e = await person(b!);
      const waiting = await act(b!, 'DAILY_SALARY', { action: 'OFFER', downline: e.account, terms: daily(190) });
      const bContract = (await list(b!, 'DAILY_SALARY')).mine!;
      await act(a!, 'DAILY_SALARY', { action: 'REQUEST_TERMINATION', contractId: bContract.id });
      const confirmed = await act(b!, 'DAILY_SALARY', { action: 'CONFIRM_TERMINATION', contractId: bContract.id });
      expect(confirmed.body.value.ended.map((x) => [x.downline, x.status])).toEqual(
        expect.arrayContaining([
          [c!.account, 'TERMINATED'],
          [e.account, 'REJECTED'],
        ]),
      );
      expect(await statusOf(waiting.body.value.contract.id)).toEqual({ status: 'REJECTED', end_reason: 'CASCADE' });
    });
  });

  describe('settlement', () => {
    it('pays each window once, however often it runs, through one ledger movement per contract and window', async () => {
      for (const kind of ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND'] as const) {
        const [top, mid] = await chain(kind, [200, 100]);
        const player = await person(mid!, MEMBER_TYPES.member);
        const window = windowAt(kind, kind === 'DIVIDEND' ? 'D' : null, clock.now());
        await bet(player, 10_000, 0, window.start + 1_000);
        await bet(player, 20_000, 25_000, window.start + 2_000);
        const before = [await walletBalance(p.db, top!.id), await walletBalance(p.db, mid!.id)];
        const first = await settleWindow(p.db, clock, window);
        const again = await settleWindow(p.db, clock, window);
        expect(again).toBe(0);
        expect(first).toBeGreaterThan(0);
        const [midPaid] = await paidTo(mid!, window.key);
        const [topPaid] = await paidTo(top!, window.key);
        expect(midPaid!.amount, kind).toBeGreaterThan(0);
        expect(await walletBalance(p.db, mid!.id)).toBe(before[1]! + midPaid!.amount);
        expect(await walletBalance(p.db, top!.id)).toBe(before[0]! + topPaid!.amount);
        for (const who of [top!, mid!])
          expect(await ledgerBalance(p.db, walletAccount(who.id))).toBe(await walletBalance(p.db, who.id));
        const keys = await p.db
          .selectFrom('ledger_transfers')
          .select('idempotency_key')
          .where('account', '=', walletAccount(mid!.id))
          .where('kind', '=', 'ADJUSTMENT')
          .execute();
        expect(keys.filter((k) => k.idempotency_key.endsWith(`:${window.key}`))).toHaveLength(1);
      }
      // Real-time salary: 1 % (profit rate 100 bp) of the winning 200.00, 2 % of the losing 100.00 for the mid agent's team.
      const rt = windowAt('REALTIME_SALARY', null, clock.now());
      const rows = await p.db
        .selectFrom('contract_settlements')
        .select(['gross', 'base'])
        .where('kind', '=', 'REALTIME_SALARY')
        .where('period_key', '=', rt.key)
        .orderBy('gross')
        .execute();
      expect(rows.some((r) => r.gross === 200 + 200 && r.base === 30_000)).toBe(true);
    });

    it('runs due windows on the clock, and a second run finds nothing left to pay', async () => {
      const [, mid] = await chain('HOURLY_SALARY', [200, 100]);
      const player = await person(mid!, MEMBER_TYPES.member);
      clock.advance(HOUR);
      const window = windowAt('HOURLY_SALARY', null, clock.now());
      await bet(player, 50_000, 0, window.start + 60_000);
      clock.advance(HOUR);
      const first = await runSettlements(p.db, clock, { kind: 'HOURLY_SALARY' });
      expect(first.windows).toBeGreaterThan(0);
      expect(await runSettlements(p.db, clock, { kind: 'HOURLY_SALARY' })).toEqual({ windows: 0, paid: 0 });
      expect(await paidTo(mid!, window.key)).toEqual([{ amount: 500, gross: 500, downline_paid: 0 }]);
      // The development control settles the open window too, once.
      const open = await call<Envelope<{ windows: number }>>(p.url, 'POST', DEV_CONTRACT_PATHS.settle, {
        json: { kind: 'HOURLY_SALARY', includeOpen: true },
      });
      expect(open.body.value.windows).toBe(1);
      expect(
        (
          await call<Envelope<{ windows: number }>>(p.url, 'POST', DEV_CONTRACT_PATHS.settle, {
            json: { kind: 'HOURLY_SALARY', includeOpen: true },
          })
        ).body.value.windows,
      ).toBe(0);
    });

    it('pays down a chain exactly what the top agent’s rate yields on the whole team (the difference rule)', async () => {
      const [a, b, c] = await chain('DAILY_SALARY', [300, 200, 100]);
      const players = [await person(a!, 0), await person(b!, 0), await person(c!, 0), await person(c!, 0)];
      clock.advance(24 * HOUR);
      const window = windowAt('DAILY_SALARY', null, clock.now());
      const stakes = [12_345, 67_891, 33_333, 9_999];
      for (const [i, player] of players.entries())
        await bet(player, stakes[i]!, i % 2 ? 0 : stakes[i]! * 2, window.start + i * 1_000);
      await bet(players[0]!, 5_000, 5_000, window.start + 10_000); // paid back exactly: not a valid bet
      await settleWindow(p.db, clock, window);
      const paid = await Promise.all([a!, b!, c!].map(async (x) => (await paidTo(x, window.key))[0]!.amount));
      const whole = stakes.reduce((s, x) => s + x, 0);
      expect(paid.reduce((s, x) => s + x, 0)).toBe(Math.floor((300 * whole) / 10_000));
      expect(paid[2]).toBe(Math.floor((100 * (33_333 + 9_999)) / 10_000));
      expect(paid[1]).toBe(Math.floor((200 * (67_891 + 33_333 + 9_999)) / 10_000) - paid[2]!);
    });

    it('shows the agent its contracts and income in the consolidated funds, where the agent policy allows', async () => {
      // A new day first: sessions end after a day without use.
      clock.advance(24 * HOUR);
      const [, mid] = await chain('DAILY_SALARY', [200, 100]);
      const player = await person(mid!, MEMBER_TYPES.member);
      const window = windowAt('DAILY_SALARY', null, clock.now());
      await bet(player, 40_000, 0, window.start + 1_000);
      await settleWindow(p.db, clock, window);
      const day = window.key;
      const funds = await call<Envelope<ConsolidatedFunds>>(
        p.url,
        'GET',
        `${PATHS.home.consolidatedFunds}?from=${day}&to=${day}&pageNo=1`,
        { headers: { token: mid!.token } },
      );
      expect(funds.body.value, JSON.stringify(funds.body)).toMatchObject({
        contracts: [expect.objectContaining({ kind: 'DAILY_SALARY', status: 'ACTIVE', mySide: 'DOWNLINE' })],
        toDate: { total: 400, byKind: { DAILY_SALARY: 400, DIVIDEND: 0 } },
        range: { from: day, to: day, total: 400 },
        content: [expect.objectContaining({ kind: 'DAILY_SALARY', period: day, base: 40_000, rate: 100, amount: 400 })],
        totalElements: 1,
        currency: 'USD',
      });
      await setFlag(p, 'AGENT_POLICY', false);
      try {
        refused(
          await call(p.url, 'GET', `${PATHS.home.consolidatedFunds}?from=${day}&to=${day}`, {
            headers: { token: mid!.token },
          }),
          C.policyOff,
        );
      } finally {
        await setFlag(p, 'AGENT_POLICY', true);
      }
    });
  });

  describe('under concurrency', () => {
    it('leaves one consistent state after 100 parallel answers to one contract', async () => {
      const [a] = await chain('DAILY_SALARY', [200]);
      const b = await person(a!);
      const offered = (await act(a!, 'DAILY_SALARY', { action: 'OFFER', downline: b.account, terms: daily(100) })).body
        .value.contract;
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          act(b, 'DAILY_SALARY', { action: i % 2 ? 'ACCEPT' : 'REJECT', contractId: offered.id }),
        ),
      );
      const won = answers.filter((x) => x.body.success);
      expect(won).toHaveLength(1);
      expect(answers.filter((x) => !x.body.success).every((x) => x.body.code === C.stateInvalid)).toBe(true);
      const final = await statusOf(offered.id);
      expect(final.status).toBe(won[0]!.body.value.contract.status);

      const again = (await act(a!, 'DAILY_SALARY', { action: 'OFFER', downline: b.account, terms: daily(100) })).body
        .value.contract;
      await act(b, 'DAILY_SALARY', { action: 'ACCEPT', contractId: again.id });
      const asks = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          act(i % 2 ? a! : b, 'DAILY_SALARY', { action: 'REQUEST_TERMINATION', contractId: again.id }),
        ),
      );
      expect(asks.filter((x) => x.body.success)).toHaveLength(1);
      const confirms = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          act(i % 2 ? a! : b, 'DAILY_SALARY', { action: 'CONFIRM_TERMINATION', contractId: again.id }),
        ),
      );
      expect(confirms.filter((x) => x.body.success)).toHaveLength(1);
      expect(await statusOf(again.id)).toEqual({ status: 'TERMINATED', end_reason: 'AGREED' });
      const events = await p.db
        .selectFrom('contract_events')
        .select('action')
        .where('contract_id', '=', again.id)
        .execute();
      expect(events.map((e) => e.action)).toEqual(['OFFER', 'ACCEPT', 'REQUEST_TERMINATION', 'CONFIRM_TERMINATION']);
      const inForce = await p.db
        .selectFrom('contracts')
        .select('id')
        .where('downline_id', '=', b.id)
        .where('status', 'in', ['ACTIVE', 'TERMINATION_REQUESTED'])
        .execute();
      expect(inForce).toEqual([]);
    });
  });

  describe('transfer to a downline', () => {
    const send = (who: Agent, body: object): Promise<Answer<DownlineTransferResult>> =>
      call(p.url, 'POST', PATHS.downline.transfer, { json: sealed(body), headers: { token: who.token } });

    it('moves money once per key to a direct downline, with its history; refuses others', async () => {
      const top = await person(null);
      const child = await person(top, MEMBER_TYPES.member);
      const grandchild = await person(await person(top), MEMBER_TYPES.member);
      await transfer(p.db, clock, {
        memberId: top.id,
        amount: 100_000,
        counterAccount: HOUSE_ACCOUNTS.deposits,
        kind: 'DEPOSIT',
        idempotencyKey: `fund:${top.account}`,
      });
      const info = await call<Envelope<DownlineTransferInfo>>(p.url, 'GET', PATHS.downline.info, {
        headers: { token: top.token },
      });
      expect(info.body.value).toMatchObject({
        balance: 100_000,
        minAmount: 100,
        maxAmount: 5_000_000,
        currency: 'USD',
      });
      expect(info.body.value.downlines.map((d) => d.kind).sort()).toEqual(['agent', 'member']);
      const body = {
        downline: child.account,
        amount: 2_500,
        remark: 'Float',
        password: 'Secret123',
        idempotencyKey: randomToken(16),
      };
      const first = await send(top, body);
      expect(first.body.value).toMatchObject({
        downline: child.account,
        amount: 2_500,
        balance: 97_500,
        replayed: false,
      });
      expect((await send(top, body)).body.value).toMatchObject({
        transferNo: first.body.value.transferNo,
        replayed: true,
      });
      expect(await walletBalance(p.db, child.id)).toBe(2_500);
      refused(await send(top, { ...body, amount: 3_000 }), D.idempotencyConflict);
      refused(
        await send(top, { ...body, downline: grandchild.account, idempotencyKey: randomToken(16) }),
        D.notDirectDownline,
      );
      refused(
        await send(top, { ...body, password: 'Wrong1234', idempotencyKey: randomToken(16) }),
        D.passwordIncorrect,
      );
      refused(await send(top, { ...body, amount: 99_999_999, idempotencyKey: randomToken(16) }), D.amountOutOfRange);
      refused(await send(top, { ...body, amount: 4_000_000, idempotencyKey: randomToken(16) }), D.insufficientBalance);
      const history = await call<Envelope<DownlineTransferHistory>>(
        p.url,
        'GET',
        `${PATHS.downline.history}?pageNo=1`,
        { headers: { token: top.token } },
      );
      expect(history.body.value).toMatchObject({
        totalElements: 1,
        content: [{ transferNo: first.body.value.transferNo, downline: child.account, amount: 2_500 }],
      });
      const member = await call(p.url, 'GET', PATHS.downline.info, { headers: { token: child.token } });
      expect(member.status).toBe(403);
    });
  });
});
