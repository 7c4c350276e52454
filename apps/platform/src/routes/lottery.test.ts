import type { GameRoom, LotteryGame, OpenedNumero } from '@tessera/api/contract';
import { PATHS, POPULAR_LOTTERY_COUNT, VN_NUMERO_COUNT } from '@tessera/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_LOTTERY_DETAILS, SEED_LOTTERY_GAMES, SEED_NUMEROS } from '../db/seed/catalogue/lottery';
import { get, launch } from '../test/games';
import { tokenFor } from '../test/identity';
import { startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';

const detailsOf = (nodeId: string) => SEED_LOTTERY_DETAILS.find((d) => String(d.game_id) === nodeId);

describe('lottery and card-game calls', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(() => p.dispose());

  it('answers the game menus: every lottery game, electronic lottery first, or those of one prize mode', async () => {
    const all = (await get<LotteryGame[]>(p, `${PATHS.login.gameMenus}?device=WEB&language=EN`)).body.value;
    expect(all).toHaveLength(SEED_LOTTERY_GAMES.length);
    const firstLott = all.findIndex((g) => g.gameType === 'LOTT');
    expect(all.slice(0, firstLott).every((g) => g.gameType === 'ELOTT')).toBe(true);
    expect(all.slice(firstLott).every((g) => g.gameType === 'LOTT')).toBe(true);
    expect(all.find((g) => g.gameCode === 'VNL45S')).toMatchObject({
      vendor: 'TCG_LOTTO_VN',
      prizeMode: 'Elott',
      lottoArea: 'VN',
      region: 'FAST',
      drawInterval: 45,
    });
    const lott = (await get<LotteryGame[]>(p, `${PATHS.login.gameMenus}?prizeMode=Lott`)).body.value;
    expect(lott.length).toBeGreaterThan(0);
    expect(lott.every((g) => g.prizeMode === 'Lott')).toBe(true);
  });

  it('answers at most 20 popular lottery games, hot first, of the prize mode asked', async () => {
    const { status, body } = await get<LotteryGame[]>(
      p,
      `${PATHS.home.popularGames}?count=20&prizeMode=Elott&device=WEB&language=EN`,
    );
    expect(status).toBe(200);
    expect(body.value).toHaveLength(POPULAR_LOTTERY_COUNT);
    expect(body.value.every((g) => g.prizeMode === 'Elott')).toBe(true);
    const hot = body.value.map((g) => g.isHot);
    expect(hot).toEqual([...hot].sort((a, b) => b - a));
    expect((await get<LotteryGame[]>(p, `${PATHS.home.popularGames}?count=3`)).body.value).toHaveLength(3);
    expect((await get(p, `${PATHS.home.popularGames}?count=21`)).status).toBe(400);
  });

  it('answers the VN menu north to south, then the fast draws, and only VN games', async () => {
    const menu = (await get<LotteryGame[]>(p, `${PATHS.cardLottery.vnGameMenu}?prizeMode=Elott&device=WEB`)).body.value;
    expect(menu.length).toBeGreaterThan(10);
    expect(menu.every((g) => g.lottoArea === 'VN' && g.prizeMode === 'Elott')).toBe(true);
    const regions = menu.map((g) => g.region);
    expect([...new Set(regions)]).toEqual(['NORTH', 'CENTRAL', 'SOUTH', 'FAST']);
    expect(menu.every((g) => detailsOf(g.nodeId)?.lotto_area === 'VN')).toBe(true);
    expect((await get(p, `${PATHS.cardLottery.vnGameMenu}?device=TV`)).status).toBe(400);
  });

  it('answers the latest 100 VN draws, newest first, or those of one game', async () => {
    const draws = (await get<OpenedNumero[]>(p, `${PATHS.home.vnOpenedNumeros}?count=100`)).body.value;
    expect(draws).toHaveLength(VN_NUMERO_COUNT);
    expect(SEED_NUMEROS.length).toBeGreaterThan(VN_NUMERO_COUNT);
    const times = draws.map((d) => d.openedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(draws.every((d) => /^\d{5,6}$/.test(d.result))).toBe(true);
    const one = (await get<OpenedNumero[]>(p, `${PATHS.home.vnOpenedNumeros}?count=5&gameCode=VNHN`)).body.value;
    expect(one.map((d) => [d.gameCode, d.gameName])).toEqual(Array.from({ length: 4 }, () => ['VNHN', 'Ha Noi']));
    expect((await get(p, `${PATHS.home.vnOpenedNumeros}?count=101`)).status).toBe(400);
  });

  it('answers the recent VN games and the card-game rooms to members only', async () => {
    expect((await get(p, PATHS.cardLottery.vnGameMenuRecent)).status).toBe(401);
    expect((await get(p, PATHS.cardLottery.roomList)).status).toBe(401);
    const token = await tokenFor(p, 'demo_member', 'Demo1234');
    expect((await get<LotteryGame[]>(p, PATHS.cardLottery.vnGameMenuRecent, token)).body.value).toEqual([]);
    await launch(p, token, { gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN', gameCode: 'VNHCM' });
    await launch(p, token, { gameType: 'ELOTT', vassalage: 'VR', gameCode: 'VRPK10' });
    expect(
      (await get<LotteryGame[]>(p, PATHS.cardLottery.vnGameMenuRecent, token)).body.value.map((g) => g.gameCode),
    ).toEqual(['VNHCM']);

    const rooms = (await get<GameRoom[]>(p, `${PATHS.cardLottery.roomList}?vassalage=V8`, token)).body.value;
    expect(rooms.length).toBeGreaterThanOrEqual(9);
    expect(rooms.every((r) => r.vassalage === 'V8' && r.players <= r.maxPlayers && r.minBet > 0)).toBe(true);
    const one = (await get<GameRoom[]>(p, `${PATHS.cardLottery.roomList}?nodeId=${rooms[0]?.nodeId}`, token)).body
      .value;
    expect(one).toHaveLength(3);
    expect(new Set(one.map((r) => r.nodeId))).toEqual(new Set([rooms[0]?.nodeId]));
  });
});
