import type { Envelope, ErrorBody, RankEntry, WinnerEntry } from '@tessera/api/contract';
import { PATHS, RANK_TYPES } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskName } from '../content/ranks';
import { SEED_RANK_ENTRIES, SEED_WINNERS } from '../db/seed/ranks';
import { getJson, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const winners = (p: TestPlatform, query: string) =>
  getJson<Envelope<WinnerEntry[]>>(p.url, `${PATHS.games.rankList}?${query}`);
const ranks = (p: TestPlatform, query: string) =>
  getJson<Envelope<RankEntry[]>>(p.url, `${PATHS.content.topRank}?${query}`);

describe('winner board and top-20 ranks', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(() => p.dispose());

  it('answers the 20 biggest wins of every category, biggest first, as the seed has them', async () => {
    const { status, body } = await winners(p, 'gameCategory=ALL&language=EN&limitNum=20');
    expect(status).toBe(200);
    const expected = [...SEED_WINNERS].sort((a, b) => b.win_amount - a.win_amount).slice(0, 20);
    expect(body.value).toEqual(
      expected.map((w) => ({
        iconUrl: w.icon_url,
        customerName: maskName(w.customer_name),
        gameName: w.game_name,
        winAmount: w.win_amount,
      })),
    );
    expect(body.value.every((w) => Number.isSafeInteger(w.winAmount) && w.winAmount > 0)).toBe(true);
    expect((await winners(p, '')).body.value).toEqual(body.value);
  });

  it('filters by category and honours a smaller limit', async () => {
    const live = (await winners(p, 'gameCategory=LIVE&language=TY&limitNum=5')).body.value;
    const liveGames = new Set(SEED_WINNERS.filter((w) => w.game_category === 'LIVE').map((w) => w.game_name));
    expect(live).toHaveLength(5);
    expect(live.every((w) => liveGames.has(w.gameName))).toBe(true);
    expect(live.map((w) => w.winAmount)).toEqual(live.map((w) => w.winAmount).sort((a, b) => b - a));
  });

  it('never shows a full account name', async () => {
    const names = new Set([...SEED_WINNERS, ...SEED_RANK_ENTRIES].map((r) => r.customer_name));
    const shown = [
      ...(await winners(p, 'limitNum=20')).body.value.map((w) => w.customerName),
      ...(await ranks(p, 'rankType=DEPOSIT')).body.value.map((r) => r.customerName),
      ...(await ranks(p, 'rankType=BET')).body.value.map((r) => r.customerName),
    ];
    for (const name of shown) {
      expect(name).toMatch(/^.{2}\*\*\*.{2}$/u);
      expect(names.has(name)).toBe(false);
    }
    expect(maskName('abcd')).toBe('***');
  });

  it.each(RANK_TYPES)('answers the %s ranking: ranks 1 to 20 by amount, capped at 20, as seeded', async (rankType) => {
    const seeded = SEED_RANK_ENTRIES.filter((r) => r.rank_type === rankType);
    expect(seeded.length).toBeGreaterThan(20);
    const { status, body } = await ranks(p, `rankType=${rankType}&limitNum=20`);
    expect(status).toBe(200);
    const top = [...seeded].sort((a, b) => b.amount - a.amount).slice(0, 20);
    expect(body.value).toEqual(
      top.map((r, i) => ({ rank: i + 1, customerName: maskName(r.customer_name), amount: r.amount })),
    );
    expect((await ranks(p, `rankType=${rankType}`)).body.value).toEqual(body.value);
    expect((await ranks(p, `rankType=${rankType}&limitNum=3`)).body.value).toEqual(body.value.slice(0, 3));
  });

  it('ranks bets above deposits for the same customer, as turnover does', async () => {
    const deposit = new Map(
      SEED_RANK_ENTRIES.filter((r) => r.rank_type === 'DEPOSIT').map((r) => [r.customer_name, r.amount]),
    );
    for (const bet of SEED_RANK_ENTRIES.filter((r) => r.rank_type === 'BET')) {
      expect(bet.amount).toBeGreaterThanOrEqual(4 * (deposit.get(bet.customer_name) ?? Infinity));
    }
  });

  it.each([
    [PATHS.games.rankList, 'limitNum=21'],
    [PATHS.games.rankList, 'limitNum=0'],
    [PATHS.games.rankList, 'limitNum=ten'],
    [PATHS.games.rankList, 'gameCategory=CASINO'],
    [PATHS.games.rankList, 'language=english'],
    [PATHS.content.topRank, ''],
    [PATHS.content.topRank, 'rankType=WIN'],
    [PATHS.content.topRank, 'rankType=BET&limitNum=50'],
  ])('refuses %s?%s with 400', async (path, query) => {
    const { status, body } = await getJson<ErrorBody>(p.url, `${path}?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});
