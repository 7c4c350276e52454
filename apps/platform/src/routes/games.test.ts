import type { Game, GameListPage, GameVendorResponse, HotGames, Paged, RecentGamesPage } from '@tessera/api/contract';
import {
  COCKFIGHT_PROVIDERS,
  ESPORTS_PROVIDERS,
  GAME_PAGE_SIZE,
  PATHS,
  prizeModeOf,
  splitVendorLanes,
} from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PROVIDERS } from '../db/seed/catalogue/providers';
import { SLOT_GAME_COUNT, slotGames } from '../db/seed/catalogue/slots';
import type { NewGame } from '../db/schema-games';
import { get, launch, postJson } from '../test/games';
import { tokenFor } from '../test/identity';
import { startPlatform, webpSize } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const SLOTS = slotGames();
/** The seeded slots a filter should answer, in the list's order. */
const expected = (keep: (g: NewGame) => boolean): string[] =>
  SLOTS.filter(keep)
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
    .map((g) => String(g.id));
const list = (p: TestPlatform, query: string, token?: string) =>
  get<GameListPage>(p, `${PATHS.games.gameList}?clientType=3&language=EN&${query}`, token);

/** Every page of a filter, fetched together: the ids in order and the page count each answered. */
async function allPages(p: TestPlatform, query: string): Promise<{ ids: string[]; totals: number[] }> {
  const first = (await list(p, `${query}&pageNo=1`)).body.value;
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => list(p, `${query}&pageNo=${i + 2}`)),
  );
  const pages = [first, ...rest.map((r) => r.body.value)];
  return { ids: pages.flatMap((pg) => pg.games.map((g) => g.nodeId)), totals: pages.map((pg) => pg.totalPages) };
}

describe('the lobby', () => {
  let p: TestPlatform;
  let member: string;
  beforeAll(async () => {
    p = await startPlatform();
    member = await tokenFor(p, 'demo_member', 'Demo1234');
  });
  afterAll(() => p.dispose());

  describe('vendor list', () => {
    it('answers one lane per game type in the §9 hot order, with every seeded card and its served logo, the lanes at a real operator’s size', async () => {
      const { status, body } = await get<GameVendorResponse>(p, `${PATHS.games.gameVendor}?merchantCode=tessera`);
      expect(status).toBe(200);
      const lanes = body.value.data.lanes;
      expect(lanes.map((l) => l.title)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP']);
      const cards = lanes.flatMap((l) => l.cards);
      expect(cards).toHaveLength(SEED_PROVIDERS.length);
      expect(cards.length).toBeGreaterThanOrEqual(30);
      for (const lane of lanes) expect(lane.cards.every((c) => c.gameType === lane.title)).toBe(true);
      const sizes = Object.fromEntries(lanes.map((l) => [l.title, l.cards.length]));
      expect(sizes).toEqual({ ELOTT: 2, LOTT: 2, LIVE: 10, SPORTS: 11, FISH: 17, RNG: 45, PVP: 4 });
      expect(cards.find((c) => c.vassalage === 'KA')).toMatchObject({
        maintenance: true,
        gameType: 'RNG',
        name: 'Kingdom Arcade',
      });
      expect(cards.filter((c) => c.isHot === 1).length).toBeGreaterThan(5);
      for (const icon of new Set(cards.map((c) => c.smallIcon))) {
        const res = await fetch(p.url + icon);
        expect([icon, res.status, res.headers.get('content-type')]).toEqual([icon, 200, 'image/webp']);
      }
    });

    it('keeps esports and cockfight providers in SPORTS, for the contract to split out (§4), and makes the prize mode electronic', async () => {
      const lanes = (await get<GameVendorResponse>(p, PATHS.games.gameVendor, member)).body.value.data.lanes;
      const sports = lanes.find((l) => l.title === 'SPORTS')?.cards.map((c) => c.vassalage) ?? [];
      expect(sports).toEqual(expect.arrayContaining([...ESPORTS_PROVIDERS, ...COCKFIGHT_PROVIDERS, 'SABA', 'FB']));
      const split = splitVendorLanes(lanes);
      expect(split.find((l) => l.title === 'ESPORTS')?.cards.map((c) => c.vassalage)).toEqual([...ESPORTS_PROVIDERS]);
      expect(split.find((l) => l.title === 'COCKFIGHT')?.cards.map((c) => c.vassalage)).toEqual([
        ...COCKFIGHT_PROVIDERS,
      ]);
      expect(split.find((l) => l.title === 'SPORTS')?.cards.map((c) => c.vassalage)).toEqual([
        'SABA',
        'FB',
        'CMD',
        'UBT',
      ]);
      expect(prizeModeOf(split)).toBe('Elott');
    });

    it('refuses a token that is sent but not live', async () => {
      expect((await get(p, PATHS.games.gameVendor, 'a'.repeat(64))).status).toBe(401);
      expect((await list(p, 'gameType=RNG', 'a'.repeat(64))).status).toBe(401);
    });
  });

  describe('game list', () => {
    it('pages 10,000 slots 30 at a time: 334 pages, the last holding 10, then empty pages', async () => {
      const first = await list(p, 'gameType=RNG');
      expect(first.status).toBe(200);
      expect(first.body.value.games).toHaveLength(GAME_PAGE_SIZE);
      expect(first.body.value.totalPages).toBe(Math.ceil(SLOT_GAME_COUNT / 30));
      expect(first.body.value.games.map((g) => g.nodeId)).toEqual(expected(() => true).slice(0, 30));
      const last = (await list(p, 'gameType=RNG&pageNo=334&pageSize=30')).body.value;
      expect(last.games.map((g) => g.nodeId)).toEqual(expected(() => true).slice(333 * 30));
      expect(last.games).toHaveLength(10);
      expect((await list(p, 'gameType=RNG&pageNo=335')).body.value).toEqual({ games: [], totalPages: 334 });
    });

    it('answers every provider page in one stable order: hot games first, no game twice', async () => {
      const { ids, totals } = await allPages(p, 'gameType=RNG&vassalage=PG');
      expect(ids).toEqual(expected((g) => g.vassalage === 'PG'));
      const stored = Number(
        (
          await p.db
            .selectFrom('games')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('vassalage', '=', 'PG')
            .where('game_type', '=', 'RNG')
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(ids).toHaveLength(stored);
      expect(new Set(totals)).toEqual(new Set([Math.ceil(stored / 30)]));
      expect((await allPages(p, 'gameType=RNG&vassalage=PG')).ids).toEqual(ids);
    });

    it.each([
      ['classification', 'gameClassify=BINGO', (g: NewGame) => g.game_classify === 'BINGO'],
      [
        'classification',
        'gameClassify=VIDEO_POKER&vassalage=CQ9',
        (g: NewGame) => g.game_classify === 'VIDEO_POKER' && g.vassalage === 'CQ9',
      ],
      ['minimum bet', 'minBet=75', (g: NewGame) => g.min_bet === 75],
      [
        'minimum bet and provider',
        'minBet=1&vassalage=JILI',
        (g: NewGame) => g.min_bet === 1 && g.vassalage === 'JILI',
      ],
      ['lines', 'minLineNum=243', (g: NewGame) => g.line_num >= 243],
      ['name, letter case ignored', 'gameName=DrAgOn', (g: NewGame) => g.game_name.toLowerCase().includes('dragon')],
      [
        'name with spaces and &',
        `gameName=${encodeURIComponent(' hold & win ')}`,
        (g: NewGame) => g.game_name.includes('Hold & Win'),
      ],
      [
        'everything at once',
        'vassalage=PP&gameClassify=JACKPOT&minBet=10&gameName=gold',
        (g: NewGame) =>
          g.vassalage === 'PP' &&
          g.game_classify === 'JACKPOT' &&
          g.min_bet === 10 &&
          g.game_name.toLowerCase().includes('gold'),
      ],
    ])('filters by %s (%s)', async (_name, query, keep) => {
      const want = expected(keep);
      expect(want.length).toBeGreaterThan(0);
      const { ids, totals } = await allPages(p, `gameType=RNG&${query}`);
      expect(ids).toEqual(want);
      expect(totals[0]).toBe(Math.ceil(want.length / 30));
    });

    it('searches for wildcard characters literally, and answers no pages when nothing matches', async () => {
      for (const term of ['%', '_', '\\', 'zzzz']) {
        expect((await list(p, `gameType=RNG&gameName=${encodeURIComponent(term)}`)).body.value, term).toEqual({
          games: [],
          totalPages: 0,
        });
      }
    });

    it('honours a smaller page size, and lists fish and card games too', async () => {
      const small = (await list(p, 'gameType=RNG&vassalage=RSG&pageSize=7&pageNo=2')).body.value;
      expect(small.games.map((g) => g.nodeId)).toEqual(expected((g) => g.vassalage === 'RSG').slice(7, 14));
      expect(small.totalPages).toBe(Math.ceil(expected((g) => g.vassalage === 'RSG').length / 7));
      const fish = (await list(p, 'gameType=FISH')).body.value;
      expect(fish.games.length).toBeGreaterThanOrEqual(4);
      expect(fish.games.every((g) => g.gameType === 'FISH')).toBe(true);
      expect((await list(p, 'gameType=PVP&vassalage=V8')).body.value.games.map((g) => g.gameName)).toContain(
        'Tien Len',
      );
    });

    it('marks the games of a provider under maintenance, and serves every tile it names', async () => {
      const ka = (await list(p, 'gameType=RNG&vassalage=KA')).body.value.games;
      expect(ka.every((g) => g.maintenance)).toBe(true);
      const pg = (await list(p, 'gameType=RNG&vassalage=PG')).body.value.games;
      expect(pg.some((g) => g.maintenance)).toBe(false);
      for (const g of pg.slice(0, 5)) {
        const res = await fetch(p.url + g.iconUrl);
        expect([g.iconUrl, res.status, res.headers.get('content-type')]).toEqual([g.iconUrl, 200, 'image/webp']);
        // A 192 px tile, drawn at twice its size for dense screens.
        expect(await webpSize(res)).toEqual({ width: 384, height: 384 });
        expect(await (await fetch(p.url + g.iconUrl.replace(/\.webp$/, '.svg'))).text()).toContain('<svg');
      }
      for (const missing of ['9/1/AB.svg', '9/1/AB.webp', '1/1/AB.png'])
        expect((await fetch(`${p.url}/static/games/art/${missing}`)).status, missing).toBe(404);
    });

    it.each([
      ['no game type', 'pageNo=1'],
      ['an unknown game type', 'gameType=CASINO'],
      ['a page size above 30', 'gameType=RNG&pageSize=31'],
      ['page 0', 'gameType=RNG&pageNo=0'],
      ['a minimum bet that is not an option', 'gameType=RNG&minBet=3'],
      ['an unknown classification', 'gameType=RNG&gameClassify=POKER'],
      ['a name longer than 50 characters', `gameType=RNG&gameName=${'a'.repeat(51)}`],
      ['another client type', 'gameType=RNG&clientType=4'],
    ])('refuses %s with 400', async (_name, query) => {
      const answer = await get(p, `${PATHS.games.gameList}?${query}`);
      expect([answer.status, answer.body.code]).toEqual([400, 'BAD_REQUEST']);
    });
  });

  it('answers hot games: only hot ones, of a provider or a type when asked, at most 100', async () => {
    const all = (await get<HotGames>(p, `${PATHS.games.hotGames}?isPlatform=2&language=EN`)).body.value.list;
    expect(all.length).toBeGreaterThan(30);
    expect(all.length).toBeLessThanOrEqual(100);
    expect(all.every((g) => g.isHot === 1)).toBe(true);
    const pg = (await get<HotGames>(p, `${PATHS.games.hotGames}?isPlatform=2&vassalage=PG&language=EN`)).body.value
      .list;
    expect(pg.map((g) => g.nodeId)).toEqual(expected((g) => g.vassalage === 'PG' && g.is_hot === 1));
    const fish = (await get<HotGames>(p, `${PATHS.games.hotGames}?gameType=FISH`)).body.value.list;
    expect(fish.length).toBeGreaterThan(0);
    expect(fish.every((g) => g.gameType === 'FISH' && g.isHot === 1)).toBe(true);
  });

  describe('favourites', () => {
    const fav = (game: Game) => ({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });
    let games: Game[];
    beforeAll(async () => {
      games = (await list(p, 'gameType=RNG&vassalage=JDB')).body.value.games;
    });

    it('need a session, all four calls', async () => {
      const body = fav(games[0] as Game);
      for (const answer of [
        await get(p, PATHS.games.favoriteGames),
        await get(p, PATHS.games.favoriteGamesList),
        await postJson(p, PATHS.games.addFavoriteGame, body),
        await postJson(p, PATHS.games.removeFavoriteGame, body),
      ]) {
        expect([answer.status, answer.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
      }
    });

    it('add, list and remove round trip; adding or removing twice changes nothing more', async () => {
      const token = await tokenFor(p, 'demo_first', 'Demo1234');
      const [a, b] = games as [Game, Game];
      expect((await postJson<string[]>(p, PATHS.games.addFavoriteGame, fav(a), token)).body.value).toEqual([a.nodeId]);
      expect((await postJson<string[]>(p, PATHS.games.addFavoriteGame, fav(b), token)).body.value.sort()).toEqual(
        [a.nodeId, b.nodeId].sort(),
      );
      expect((await postJson<string[]>(p, PATHS.games.addFavoriteGame, fav(a), token)).body.value).toHaveLength(2);
      expect((await get<string[]>(p, PATHS.games.favoriteGames, token)).body.value).toHaveLength(2);
      const page = (
        await get<Paged<Game>>(p, `${PATHS.games.favoriteGamesList}?pageNo=1&pageSize=30&language=EN`, token)
      ).body.value;
      expect(page.totalPages).toBe(1);
      expect(page.content.map((g) => g.nodeId).sort()).toEqual([a.nodeId, b.nodeId].sort());
      expect(page.content.find((g) => g.nodeId === a.nodeId)).toEqual(a);
      expect((await postJson<string[]>(p, PATHS.games.removeFavoriteGame, fav(a), token)).body.value).toEqual([
        b.nodeId,
      ]);
      expect((await postJson<string[]>(p, PATHS.games.removeFavoriteGame, fav(a), token)).body.value).toEqual([
        b.nodeId,
      ]);
      // Another member's favourites are their own.
      expect((await get<string[]>(p, PATHS.games.favoriteGames, member)).body.value).not.toContain(b.nodeId);
    });

    it('page 30 at a time, filter by type, and refuse games that do not exist or are not the named provider’s', async () => {
      const token = await tokenFor(p, 'demo_expired', 'Demo1234');
      const slots = (await list(p, 'gameType=RNG&vassalage=FC&pageSize=30')).body.value.games;
      const more = (await list(p, 'gameType=RNG&vassalage=FC&pageSize=30&pageNo=2')).body.value.games.slice(0, 5);
      const fish = (await list(p, 'gameType=FISH&vassalage=FC')).body.value.games[0] as Game;
      await Promise.all([...slots, ...more, fish].map((g) => postJson(p, PATHS.games.addFavoriteGame, fav(g), token)));
      const page = (n: number, q = '') =>
        get<Paged<Game>>(p, `${PATHS.games.favoriteGamesList}?pageNo=${n}&pageSize=30${q}`, token);
      expect((await page(1)).body.value).toMatchObject({ totalPages: 2 });
      expect((await page(1)).body.value.content).toHaveLength(30);
      expect((await page(2)).body.value.content).toHaveLength(6);
      expect((await page(1, '&gameType=FISH')).body.value).toEqual({ content: [fish], totalPages: 1 });
      const wrong = await postJson(p, PATHS.games.addFavoriteGame, { ...fav(fish), vendor: 'PG' }, token);
      expect(wrong.body).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' });
      expect(
        (await postJson(p, PATHS.games.addFavoriteGame, { ...fav(fish), nodeId: '999999' }, token)).body.code,
      ).toBe('GAME_NOT_FOUND');
      expect((await postJson(p, PATHS.games.addFavoriteGame, { ...fav(fish), nodeId: 'x1' }, token)).status).toBe(400);
    });
  });

  describe('recent games', () => {
    it('lists the games the member launched, latest first, and needs a session', async () => {
      expect((await get(p, PATHS.games.recentGames)).status).toBe(401);
      const token = await tokenFor(p, 'demo_agent', 'Demo1234');
      const recent = (q = '') =>
        get<RecentGamesPage>(p, `${PATHS.games.recentGames}?clientType=3&language=EN&pageNo=1&pageSize=30${q}`, token);
      expect((await recent()).body.value).toEqual({ list: [], totalPages: 0 });
      const [a, b] = (await list(p, 'gameType=RNG&vassalage=PP')).body.value.games as [Game, Game];
      const fish = (await list(p, 'gameType=FISH&vassalage=JILI')).body.value.games[0] as Game;
      for (const g of [a, b, fish, a]) {
        expect(
          (await launch(p, token, { gameType: g.gameType, vassalage: g.vassalage, nodeId: g.nodeId })).body.success,
        ).toBe(true);
        await new Promise((done) => setTimeout(done, 5));
      }
      expect((await recent()).body.value).toEqual({ list: [a, fish, b], totalPages: 1 });
      expect((await recent('&vassalage=JILI')).body.value.list).toEqual([fish]);
    });
  });
});
