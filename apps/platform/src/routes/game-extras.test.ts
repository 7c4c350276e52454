import type { OpenedNumero, VassGameType } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, registration, tokenFor } from '../test/identity';
import { call, startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

describe('providers’ game types and the member’s recent draws', () => {
  let p: TestPlatform;
  let token: string;
  beforeAll(async () => {
    p = await startPlatform();
    token = await tokenFor(p, 'demo_member', 'Demo1234');
  });
  afterAll(() => p.dispose());
  const get = <T>(path: string, t?: string) =>
    call<{ value: T; code?: string }>(p.url, 'GET', path, t ? { headers: { token: t } } : {});

  it('answers each provider with its game types in lane order; a provider in two lanes has both', async () => {
    expect((await get(PATHS.games.vassGameType)).status).toBe(401);
    const all = (await get<VassGameType[]>(PATHS.games.vassGameType, token)).body.value;
    const providers = await p.db.selectFrom('game_providers').select(['vassalage', 'game_type']).execute();
    expect(all.map((e) => e.vassalage).sort()).toEqual([...new Set(providers.map((r) => r.vassalage))].sort());
    for (const entry of all)
      expect(entry.gameTypes.sort()).toEqual(
        [...new Set(providers.filter((r) => r.vassalage === entry.vassalage).map((r) => r.game_type))].sort(),
      );
    const jili = (await get<VassGameType[]>(`${PATHS.games.vassGameType}?vassalage=JILI`, token)).body.value;
    expect(jili).toEqual([{ vassalage: 'JILI', name: expect.any(String), gameTypes: ['FISH', 'RNG'] }]);
    // A live studio whose games open in a popup, with card games too: the popup offers both.
    const evo = (await get<VassGameType[]>(`${PATHS.games.vassGameType}?vassalage=EVO`, token)).body.value;
    expect(evo).toEqual([{ vassalage: 'EVO', name: 'Evo Studios', gameTypes: ['LIVE', 'PVP'] }]);
    expect((await get(`${PATHS.games.vassGameType}?vassalage=${encodeURIComponent("x' or 1=1")}`, token)).status).toBe(
      400,
    );
  });

  it('answers the latest draws of the lottery games the member launched, newest first, and none for a member who played none', async () => {
    const fresh = await register(p, registration('numero01'));
    expect((await get<OpenedNumero[]>(PATHS.home.openedNumero, fresh.body.value.token)).body.value).toEqual([]);
    const game = await p.db.selectFrom('lottery_numeros').select('game_id').limit(1).executeTakeFirstOrThrow();
    const { id } = await p.db
      .selectFrom('members')
      .select('id')
      .where('account', '=', 'numero01')
      .executeTakeFirstOrThrow();
    await p.db
      .insertInto('recent_games')
      .values({ member_id: id, game_id: game.game_id, played_at: new Date().toISOString() })
      .execute();
    const draws = (await get<OpenedNumero[]>(`${PATHS.home.openedNumero}?count=5`, fresh.body.value.token)).body.value;
    expect(draws.length).toBeGreaterThan(0);
    expect(draws.length).toBeLessThanOrEqual(5);
    expect(new Set(draws.map((d) => d.gameCode)).size).toBe(1);
    expect([...draws].sort((a, b) => b.openedAt.localeCompare(a.openedAt))).toEqual(draws);
    expect((await get(`${PATHS.home.openedNumero}?count=101`, fresh.body.value.token)).status).toBe(400);
    expect((await get(PATHS.home.openedNumero)).status).toBe(401);
  });
});
