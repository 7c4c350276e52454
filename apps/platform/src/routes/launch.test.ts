import { PassThrough } from 'node:stream';
import type { GameMaintenance, RecentGamesPage } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameApi, get, launch, launchTicket, seededSlot, trialToken } from '../test/games';
import { tokenFor } from '../test/identity';
import { startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

/** Seeded slots of PG. */
const [PG_SLOT, PG_OTHER] = [seededSlot('PG'), seededSlot('PG', 1)];

describe('game launch', () => {
  let p: TestPlatform;
  let token: string;
  let output = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    p = await startPlatform({ logger: { level: 'debug', stream } });
    token = await tokenFor(p, 'demo_member', 'Demo1234');
  });
  afterAll(() => p.dispose());

  it('needs a session (§4)', async () => {
    for (const answer of [
      await launch(p, undefined, { gameType: 'RNG', vassalage: 'PG', nodeId: PG_SLOT }),
      await get(p, PATHS.games.gameLaunchFB),
    ]) {
      expect([answer.status, answer.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
    }
  });

  it('refuses a trial account with TRIAL_ACCOUNT (§5), and issues it no ticket', async () => {
    const trial = await trialToken(p);
    const before = await p.db.selectFrom('launch_tickets').select('ticket_hash').execute();
    for (const answer of [
      await launch(p, trial, { gameType: 'RNG', vassalage: 'PG', nodeId: PG_SLOT }),
      await get(p, PATHS.games.gameLaunchFB, trial),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' });
    }
    expect(await p.db.selectFrom('launch_tickets').select('ticket_hash').execute()).toEqual(before);
  });

  it('launches a slot at the demo game’s own origin, with a one-time ticket in the fragment only', async () => {
    const { url, ticket } = await launchTicket(p, token, {
      gameType: 'RNG',
      vassalage: 'PG',
      nodeId: PG_OTHER,
      language: 'TY',
    });
    expect(url.origin).toBe(p.gameUrl);
    expect(url.origin).not.toBe(new URL(p.url).origin);
    expect(url.pathname).toBe('/play');
    expect(Object.fromEntries(url.searchParams)).toEqual({ game: PG_OTHER, language: 'TY', device: 'WEB' });
    expect(ticket).toMatch(/^[0-9a-f]{64}$/);
    expect(url.search).not.toContain(ticket);
    expect(url.search).not.toContain(token);
    // Kept only as a hash, and never written to the log, neither here nor by the game redeeming it.
    expect(
      await p.db.selectFrom('launch_tickets').select('ticket_hash').where('ticket_hash', '=', ticket).execute(),
    ).toEqual([]);
    const opened = await gameApi<{ token: string }>(p, 'POST', '/api/session', { json: { ticket } });
    await gameApi(p, 'GET', '/api/state', { bearer: opened.body.value.token });
    expect(output).toContain('"url":"/api/session"');
    for (const secret of [ticket, token, opened.body.value.token]) expect(output).not.toContain(secret);
  });

  it('opens the lottery lobby for LOTT and ELOTT, with the §7 lobby parameters', async () => {
    const { url } = await launchTicket(p, token, {
      gameType: 'ELOTT',
      vassalage: 'TCG_LOTTO_VN',
      gameCode: 'VNHN',
      lottoView: 'betting',
      backUrl: 'http://site.test/lottery?gameCode=VNHN',
      language: 'VI',
    });
    expect(url.pathname).toBe('/lottery');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'Elott',
      lottoGameCode: 'VNHN',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'http://site.test/lottery?gameCode=VNHN',
      language: 'VI',
    });
    const lott = await launchTicket(p, token, { gameType: 'LOTT', vassalage: 'TCG' });
    expect(lott.url.searchParams.get('lottoGameCode')).toBe('THGOV');
    expect(lott.url.searchParams.get('lottoView')).toBe('lobby');
  });

  it('launches a provider’s lobby game without a nodeId (live, sports), and FB sports by its own call', async () => {
    const live = await launchTicket(p, token, { gameType: 'LIVE', vassalage: 'EVO' });
    expect(live.url.searchParams.get('game')).toBe('10022');
    const fb = await get<{ content: string }>(p, `${PATHS.games.gameLaunchFB}?language=EN`, token);
    expect(fb.body.success).toBe(true);
    const game = new URL(fb.body.value.content).searchParams.get('game');
    const row = await p.db
      .selectFrom('games')
      .select(['vassalage', 'game_type'])
      .where('id', '=', Number(game))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ vassalage: 'FB', game_type: 'SPORTS' });
  });

  it('marks the launched game as recently played', async () => {
    await launchTicket(p, token, { gameType: 'FISH', vassalage: 'JDB', nodeId: '10009' });
    const recent = await get<RecentGamesPage>(p, `${PATHS.games.recentGames}?pageNo=1&pageSize=30`, token);
    expect(recent.body.value.list[0]).toMatchObject({ nodeId: '10009', vassalage: 'JDB', gameType: 'FISH' });
  });

  it('refuses a provider under maintenance with GAME_MAINTENANCE and other games of the type to suggest (§8)', async () => {
    const answer = await launch(p, token, { gameType: 'RNG', vassalage: 'KA', nodeId: '7' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: false, code: 'GAME_MAINTENANCE' });
    const value = answer.body.value as unknown as GameMaintenance;
    expect(value).toMatchObject({ vassalage: 'KA', gameType: 'RNG' });
    expect(value.suggestions).toHaveLength(6);
    expect(
      value.suggestions.every((g) => g.gameType === 'RNG' && g.vassalage !== 'KA' && !g.maintenance && g.isHot === 1),
    ).toBe(true);
  });

  it.each([
    ['a game of another provider', { gameType: 'RNG', vassalage: 'PP', nodeId: PG_SLOT }],
    ['an unknown game', { gameType: 'RNG', vassalage: 'PG', nodeId: '99999' }],
    ['an unknown provider', { gameType: 'RNG', vassalage: 'NOPE' }],
    ['a provider of another type', { gameType: 'FISH', vassalage: 'PG' }],
    ['an unknown lottery game', { gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', gameCode: 'NOPE' }],
  ] as const)('refuses %s with GAME_NOT_FOUND', async (_name, body) => {
    expect((await launch(p, token, body)).body).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' });
  });

  it.each([
    ['no game type', { vassalage: 'PG' }],
    ['a back address that is not http(s)', { gameType: 'LOTT', vassalage: 'TCG', backUrl: 'javascript:alert(1)' }],
    ['an unknown view', { gameType: 'LOTT', vassalage: 'TCG', lottoView: 'cashier' }],
  ])('refuses %s with 400', async (_name, body) => {
    expect((await launch(p, token, body as never)).status).toBe(400);
  });
});
