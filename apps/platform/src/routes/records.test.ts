import type { AccountRecords, BettingRecords } from '@tessera/api/contract';
import { PATHS, RECORDS_CODES } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spin } from '../game/spin';
import type { SpinResult } from '../game/spin';
import { manualClock } from '../test/clock';
import { gameApi, get, openGame } from '../test/games';
import { register, registration, tokenFor } from '../test/identity';
import { startPlatform, TEST_GAME_SEED } from '../test/platform';
import type { TestPlatform } from '../test/platform';
import { HOUSE_ACCOUNTS, transfer, walletBalance } from '../wallet/ledger';

const at = (text: string) => Date.parse(text);
const clock = manualClock(at('2024-06-30T12:00:00.000Z'));

const query = (params: Record<string, string | number>) =>
  '?' + new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
const JULY_1_2 = { from: '2024-07-01', to: '2024-07-02' };

interface Played extends SpinResult {
  gameId: number;
  at: string;
}

describe('betting and account records', () => {
  let p: TestPlatform;
  let token: string;
  let memberId: number;
  let otherToken: string;
  let otherId: number;
  let slot: { id: number; name: string; vassalage: string };
  let fish: { id: number; name: string; vassalage: string };
  /** The member's bets, in the order played. */
  const played: Played[] = [];
  const otherBets: number[] = [];
  let keys = 0;

  /** A real spin (stake out, win in, bet recorded) at the clock's moment `when`. */
  const play = async (id: number, gameId: number, stake: number, when: string): Promise<SpinResult> => {
    clock.advance(at(when) - clock.now());
    const result = await spin(
      { db: p.db, clock, seed: TEST_GAME_SEED },
      { memberId: id, gameId },
      stake,
      `records-${String(++keys).padStart(4, '0')}`,
    );
    if (id === memberId) played.push({ ...result, gameId, at: when });
    else otherBets.push(result.betId);
    return result;
  };
  const bets = (params: Record<string, string | number>, as = token) =>
    get<BettingRecords>(p, PATHS.records.bettingRecords + query(params), as);
  const moves = (params: Record<string, string | number>, as = token) =>
    get<AccountRecords>(p, PATHS.records.accountRecords + query(params), as);
  const inJuly12 = () => played.filter((b) => b.at >= '2024-07-01T00:00:00.000Z' && b.at < '2024-07-03T00:00:00.000Z');
  const newestFirst = (list: Played[]) =>
    [...list].sort((a, b) => (a.at === b.at ? b.betId - a.betId : a.at < b.at ? 1 : -1));

  beforeAll(async () => {
    p = await startPlatform({ clock });
    const game = (type: string) =>
      p.db
        .selectFrom('games')
        .innerJoin('game_providers as gp', 'gp.id', 'games.provider_id')
        .select(['games.id', 'games.game_name as name', 'games.vassalage'])
        .where('games.game_type', '=', type)
        .where('games.min_bet', '<=', 50)
        .where('gp.maintenance', '=', 0)
        .orderBy('games.id')
        .executeTakeFirstOrThrow();
    slot = await game('RNG');
    fish = await game('FISH');
    const fresh = await register(p, registration('records01'));
    expect(fresh.body.success).toBe(true);
    token = fresh.body.value.token;
    memberId = (
      await p.db.selectFrom('members').select('id').where('account', '=', 'records01').executeTakeFirstOrThrow()
    ).id;
    await transfer(p.db, clock, {
      memberId,
      amount: 1_000_000,
      counterAccount: HOUSE_ACCOUNTS.opening,
      kind: 'ADJUSTMENT',
      idempotencyKey: 'records-funding',
      memo: 'test funds',
    });
    otherId = (
      await p.db.selectFrom('members').select('id').where('account', '=', 'demo_agent').executeTakeFirstOrThrow()
    ).id;

    // The day before the range, to its last millisecond.
    await play(memberId, slot.id, 100, '2024-06-30T23:59:59.999Z');
    // 2024-07-01 from its first millisecond: 23 slot spins a minute apart, one fish spin.
    const stakes = [50, 100, 200, 500];
    for (let i = 0; i < 23; i++) {
      await play(
        memberId,
        slot.id,
        stakes[i % stakes.length]!,
        new Date(at('2024-07-01T00:00:00.000Z') + i * 60_000).toISOString(),
      );
    }
    await play(memberId, fish.id, 200, '2024-07-01T12:00:00.000Z');
    // Another member in the same hours.
    for (let i = 0; i < 3; i++)
      await play(otherId, slot.id, 50, new Date(at('2024-07-01T12:30:00.000Z') + i * 1000).toISOString());
    // The range's last millisecond, then the first of the day after it.
    await play(memberId, slot.id, 50, '2024-07-02T23:59:59.999Z');
    await play(memberId, slot.id, 500, '2024-07-03T00:00:00.000Z');
    // Sessions last a day of idleness: sign in again now.
    token = await tokenFor(p, 'records01', 'Secret123');
    otherToken = await tokenFor(p, 'demo_agent', 'Demo1234');
  });
  afterAll(() => p.dispose());

  describe('the betting record', () => {
    it('answers the range’s bets newest first, 20 a page, with the totals of the whole range', async () => {
      const expected = newestFirst(inJuly12());
      expect(expected).toHaveLength(25);
      const first = await bets({ ...JULY_1_2, pageNo: 1 });
      expect(first.status).toBe(200);
      const page1 = first.body.value;
      expect(page1.totalElements).toBe(25);
      expect(page1.totalPages).toBe(2);
      expect(page1.content.map((b) => b.betId)).toEqual(expected.slice(0, 20).map((b) => b.betId));
      const page2 = (await bets({ ...JULY_1_2, pageNo: 2 })).body.value;
      expect(page2.content.map((b) => b.betId)).toEqual(expected.slice(20).map((b) => b.betId));
      expect(page2.totalPages).toBe(2);
      // The totals are the range's, the same on every page, and not the page's.
      const stake = expected.reduce((sum, b) => sum + b.stake, 0);
      const win = expected.reduce((sum, b) => sum + b.win, 0);
      expect(page1.summary).toEqual({ stake, win, profit: win - stake });
      expect(page2.summary).toEqual(page1.summary);
      expect(page1.content.reduce((sum, b) => sum + b.stake, 0)).not.toBe(stake);
      expect((await bets({ ...JULY_1_2, pageNo: 3 })).body.value).toMatchObject({
        content: [],
        totalPages: 2,
        totalElements: 25,
      });
    });

    it('describes each bet: game, provider, type, stake, win, profit and time', async () => {
      const newest = (await bets({ ...JULY_1_2, pageNo: 1, pageSize: 1 })).body.value.content[0];
      const last = newestFirst(inJuly12())[0]!;
      expect(newest).toEqual({
        betId: last.betId,
        gameName: slot.name,
        vendor: slot.vassalage,
        gameType: 'RNG',
        stake: 50,
        win: last.win,
        profit: last.win - 50,
        time: '2024-07-02T23:59:59.999Z',
      });
      const fishBet = (await bets({ ...JULY_1_2, pageNo: 1, gameType: 'FISH' })).body.value;
      expect(fishBet.content).toHaveLength(1);
      expect(fishBet.content[0]).toMatchObject({
        gameName: fish.name,
        vendor: fish.vassalage,
        gameType: 'FISH',
        stake: 200,
        time: '2024-07-01T12:00:00.000Z',
      });
    });

    it('holds the range’s days in UTC from their first to their last millisecond', async () => {
      const day = async (date: string) =>
        (await bets({ from: date, to: date, pageNo: 1, pageSize: 100 })).body.value.content.map((b) => b.time);
      expect(await day('2024-06-30')).toEqual(['2024-06-30T23:59:59.999Z']);
      const july1 = await day('2024-07-01');
      expect(july1).toHaveLength(24);
      expect(july1.at(-1)).toBe('2024-07-01T00:00:00.000Z');
      expect(await day('2024-07-02')).toEqual(['2024-07-02T23:59:59.999Z']);
      expect(await day('2024-07-03')).toEqual(['2024-07-03T00:00:00.000Z']);
      expect(await day('2024-07-04')).toEqual([]);
    });

    it('filters by game type, paging and totalling only that type', async () => {
      const rng = (await bets({ ...JULY_1_2, pageNo: 1, pageSize: 10, gameType: 'RNG' })).body.value;
      expect(rng.totalElements).toBe(24);
      expect(rng.totalPages).toBe(3);
      expect(rng.content.every((b) => b.gameType === 'RNG')).toBe(true);
      const fishOnly = inJuly12().filter((b) => b.gameId === fish.id);
      const stake = fishOnly.reduce((sum, b) => sum + b.stake, 0);
      const win = fishOnly.reduce((sum, b) => sum + b.win, 0);
      expect((await bets({ ...JULY_1_2, pageNo: 1, gameType: 'FISH' })).body.value.summary).toEqual({
        stake,
        win,
        profit: win - stake,
      });
      expect((await bets({ ...JULY_1_2, pageNo: 1, gameType: 'LIVE' })).body.value).toEqual({
        content: [],
        totalPages: 0,
        totalElements: 0,
        summary: { stake: 0, win: 0, profit: 0 },
      });
    });

    it('never shows another member’s bets', async () => {
      const mine = new Set(played.map((b) => b.betId));
      const seen = (await bets({ ...JULY_1_2, pageNo: 1, pageSize: 100 })).body.value.content.map((b) => b.betId);
      expect(seen.every((id) => mine.has(id))).toBe(true);
      const theirs = (await bets({ ...JULY_1_2, pageNo: 1, pageSize: 100 }, otherToken)).body.value;
      expect(theirs.content.map((b) => b.betId)).toEqual([...otherBets].reverse());
      expect(theirs.summary.stake).toBe(150);
    });

    it('shows a spin played through the demo game at once', async () => {
      clock.advance(at('2024-07-04T10:00:00.000Z') - clock.now());
      token = await tokenFor(p, 'records01', 'Secret123');
      otherToken = await tokenFor(p, 'demo_agent', 'Demo1234');
      const session = await openGame(p, token, { gameType: 'RNG', vassalage: slot.vassalage, nodeId: String(slot.id) });
      const spun = await gameApi<SpinResult>(p, 'POST', '/api/spin', {
        json: { stake: 100, idempotencyKey: 'records-through-game' },
        bearer: session.token,
      });
      expect(spun.body.success).toBe(true);
      const today = (await bets({ from: '2024-07-04', to: '2024-07-04', pageNo: 1 })).body.value;
      expect(today.content.map((b) => [b.betId, b.gameName, b.stake])).toEqual([
        [spun.body.value.betId, slot.name, 100],
      ]);
    });
  });

  describe('the account record', () => {
    it('lists every movement of the member’s wallets newest first, signed, with the balance each left', async () => {
      const answer = await moves({ ...JULY_1_2, pageNo: 1, pageSize: 100 });
      expect(answer.status).toBe(200);
      const records = answer.body.value.content;
      // One BET per bet and one WIN per winning bet.
      const expected = newestFirst(inJuly12()).flatMap((b) =>
        b.win > 0
          ? [
              { kind: 'WIN', amount: b.win },
              { kind: 'BET', amount: -b.stake },
            ]
          : [{ kind: 'BET', amount: -b.stake }],
      );
      expect(answer.body.value.totalElements).toBe(expected.length);
      expect(records.map((r) => ({ kind: r.kind, amount: r.amount }))).toEqual(expected);
      expect(records.every((r) => r.walletCode === 'MAIN')).toBe(true);
      // Each balance is the one before it plus the movement.
      for (let i = 0; i + 1 < records.length; i++)
        expect(records[i]!.balanceAfter).toBe(records[i + 1]!.balanceAfter + records[i]!.amount);
      const newestSpin = newestFirst(inJuly12())[0]!;
      expect(records[0]!.balanceAfter).toBe(newestSpin.balance);
      expect(records.find((r) => r.kind === 'BET')!.memo).toBe(`spin in game ${slot.id}`);
      expect(records[0]!.time).toBe('2024-07-02T23:59:59.999Z');
    });

    it('shows the funding and the bets of the day before, and filters by kind', async () => {
      const june30 = (await moves({ from: '2024-06-30', to: '2024-06-30', pageNo: 1 })).body.value.content;
      expect(june30.at(-1)).toMatchObject({
        kind: 'ADJUSTMENT',
        amount: 1_000_000,
        balanceAfter: 1_000_000,
        memo: 'test funds',
        walletCode: 'MAIN',
        time: '2024-06-30T12:00:00.000Z',
      });
      expect(june30[june30.length - 2]).toMatchObject({ kind: 'BET', amount: -100, balanceAfter: 999_900 });
      const onlyBets = (await moves({ ...JULY_1_2, pageNo: 2, pageSize: 10, kind: 'BET' })).body.value;
      expect(onlyBets.totalElements).toBe(25);
      expect(onlyBets.totalPages).toBe(3);
      expect(onlyBets.content).toHaveLength(10);
      expect(onlyBets.content.every((r) => r.kind === 'BET' && r.amount < 0)).toBe(true);
      expect((await moves({ ...JULY_1_2, pageNo: 1, kind: 'DEPOSIT' })).body.value).toEqual({
        content: [],
        totalPages: 0,
        totalElements: 0,
      });
    });

    it('pages without gaps or repeats', async () => {
      const all = (await moves({ ...JULY_1_2, pageNo: 1, pageSize: 100 })).body.value.content.map((r) => r.id);
      const paged: number[] = [];
      for (let pageNo = 1; pageNo <= Math.ceil(all.length / 7); pageNo++)
        paged.push(...(await moves({ ...JULY_1_2, pageNo, pageSize: 7 })).body.value.content.map((r) => r.id));
      expect(paged).toEqual(all);
    });

    it('never shows another member’s movements, nor the house’s side of them', async () => {
      const theirs = (await moves({ ...JULY_1_2, pageNo: 1, pageSize: 100 }, otherToken)).body.value.content;
      expect(theirs.filter((r) => r.kind === 'BET')).toHaveLength(3);
      expect(theirs[0]!.balanceAfter).toBe(await walletBalance(p.db, otherId));
      const mine = (await moves({ ...JULY_1_2, pageNo: 1, pageSize: 100 })).body.value.content.map((r) => r.id);
      expect(theirs.some((r) => mine.includes(r.id))).toBe(false);
    });
  });

  describe('refusals', () => {
    const paths = [PATHS.records.bettingRecords, PATHS.records.accountRecords];

    it('answer 401 NOT_LOGGED_IN without a session, before reading the query', async () => {
      for (const path of paths) {
        for (const q of [query({ ...JULY_1_2, pageNo: 1 }), query({ from: 'nope' })]) {
          const answer = await get(p, path + q);
          expect([answer.status, answer.body]).toEqual([
            401,
            { success: false, code: 'NOT_LOGGED_IN', message: 'Not logged in, please log in' },
          ]);
        }
      }
    });

    it.each([
      ['a malformed from', { from: '2024-7-1', to: '2024-07-02' }, RECORDS_CODES.dateInvalid],
      ['a day that does not exist', { from: '2024-02-30', to: '2024-03-01' }, RECORDS_CODES.dateInvalid],
      ['a missing to', { from: '2024-07-01' }, RECORDS_CODES.dateInvalid],
      ['a time instead of a day', { from: '2024-07-01T00:00:00Z', to: '2024-07-02' }, RECORDS_CODES.dateInvalid],
      ['from after to', { from: '2024-07-02', to: '2024-07-01' }, RECORDS_CODES.rangeReversed],
      ['32 days', { from: '2024-07-01', to: '2024-08-01' }, RECORDS_CODES.rangeTooLong],
      ['page 0', { ...JULY_1_2, pageNo: 0 }, RECORDS_CODES.pageInvalid],
      ['page -1', { ...JULY_1_2, pageNo: -1 }, RECORDS_CODES.pageInvalid],
      ['a page that is not a number', { ...JULY_1_2, pageNo: '1e3' }, RECORDS_CODES.pageInvalid],
      ['page size 0', { ...JULY_1_2, pageSize: 0 }, RECORDS_CODES.pageInvalid],
      ['page size 101', { ...JULY_1_2, pageSize: 101 }, RECORDS_CODES.pageInvalid],
    ])('answer 400 with a code and message for %s', async (_name, params, code) => {
      for (const path of paths) {
        const answer = await get(p, path + query(params as Record<string, string | number>), token);
        expect(answer.status, path).toBe(400);
        expect(answer.body).toMatchObject({ success: false, code });
        expect(answer.body.message).toMatch(/\w{3}/);
      }
    });

    it('refuse an unknown game type and an unknown kind', async () => {
      const badType = await bets({ ...JULY_1_2, gameType: 'CASINO' });
      expect([badType.status, badType.body.code]).toEqual([400, RECORDS_CODES.gameTypeUnknown]);
      const badKind = await moves({ ...JULY_1_2, kind: 'REFUND' });
      expect([badKind.status, badKind.body.code]).toEqual([400, RECORDS_CODES.kindUnknown]);
      const repeated = await get(
        p,
        `${PATHS.records.accountRecords}?from=2024-07-01&from=2024-07-02&to=2024-07-02`,
        token,
      );
      expect([repeated.status, repeated.body.code]).toEqual([400, RECORDS_CODES.dateInvalid]);
    });

    it('accept the limits themselves: 31 days, page size 100, and the defaults', async () => {
      const longest = await bets({ from: '2024-07-01', to: '2024-07-31', pageSize: 100 });
      expect(longest.status).toBe(200);
      expect(longest.body.value.totalElements).toBe(27);
      const defaults = await moves({ from: '2024-07-01', to: '2024-07-31' });
      expect(defaults.status).toBe(200);
      expect(defaults.body.value.content).toHaveLength(20);
    });
  });
});
