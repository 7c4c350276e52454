import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createApi } from '../api';
import type { Api } from '../api';
import type { GameProviderCard, VendorLane } from '../contract';
import { prizeModeOf, splitVendorLanes } from '../contract';
import { createHttpClient } from '../http';
import { PATHS } from '../paths';

/** An api whose adapter records each request and answers `answer`. */
function recording(answer: unknown = { success: true, value: [] }) {
  const seen: InternalAxiosRequestConfig[] = [];
  const http = createHttpClient({
    baseURL: 'https://api.example.com',
    timeoutMs: 1000,
    getToken: () => 'tok',
    getLanguage: () => 'EN',
  });
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return { api: createApi(http), seen };
}

const sent = (seen: InternalAxiosRequestConfig[]) =>
  seen.map((c) => [c.method, c.url, c.params, c.data === undefined ? undefined : JSON.parse(c.data as string)]);

const card = (vassalage: string, gameType: GameProviderCard['gameType'] = 'SPORTS'): GameProviderCard => ({
  vassalage,
  gameType,
  accountTypeId: '1',
  smallIcon: `/static/providers/${vassalage}.svg`,
  isHot: 0,
  name: vassalage,
  maintenance: false,
});
const fav = { nodeId: '12', vendor: 'PG', gameType: 'RNG' } as const;

describe('game and lottery calls', () => {
  it.each<[string, (api: Api) => Promise<unknown>, string, string, unknown, unknown]>([
    [
      'game list, page 1 of 30 by default',
      (api) => api.games.getList({ gameType: 'RNG', language: 'EN' }),
      'get',
      PATHS.games.gameList,
      { clientType: 3, pageNo: 1, pageSize: 30, gameType: 'RNG', language: 'EN' },
      undefined,
    ],
    [
      'game list with every filter, unset ones left out',
      (api) =>
        api.games.getList({
          gameType: 'RNG',
          language: 'TY',
          vassalage: 'PG',
          gameClassify: 'BINGO',
          gameName: 'dragon',
          minBet: 5,
          minLineNum: 20,
          pageNo: 3,
          pageSize: 10,
          platform: undefined,
        }),
      'get',
      PATHS.games.gameList,
      {
        clientType: 3,
        pageNo: 3,
        pageSize: 10,
        gameType: 'RNG',
        language: 'TY',
        vassalage: 'PG',
        gameClassify: 'BINGO',
        gameName: 'dragon',
        minBet: 5,
        minLineNum: 20,
      },
      undefined,
    ],
    ['favourite ids', (api) => api.games.getFavoriteIds(), 'get', PATHS.games.favoriteGames, undefined, undefined],
    [
      'favourite list',
      (api) => api.games.getFavorites({ pageNo: 2, pageSize: 30, gameType: 'FISH', language: 'EN' }),
      'get',
      PATHS.games.favoriteGamesList,
      { pageNo: 2, pageSize: 30, gameType: 'FISH', language: 'EN' },
      undefined,
    ],
    ['add a favourite', (api) => api.games.addFavorite(fav), 'post', PATHS.games.addFavoriteGame, undefined, fav],
    [
      'remove a favourite',
      (api) => api.games.removeFavorite(fav),
      'post',
      PATHS.games.removeFavoriteGame,
      undefined,
      fav,
    ],
    [
      'recent games',
      (api) => api.games.getRecent({ language: 'EN', pageNo: 1, pageSize: 30 }),
      'get',
      PATHS.games.recentGames,
      { clientType: 3, language: 'EN', pageNo: 1, pageSize: 30 },
      undefined,
    ],
    [
      'launch a slot',
      (api) => api.games.launch({ gameType: 'RNG', vassalage: 'PG', nodeId: '12', language: 'EN' }),
      'post',
      PATHS.cardLottery.launchGame,
      undefined,
      { gameType: 'RNG', vassalage: 'PG', nodeId: '12', language: 'EN' },
    ],
    [
      'launch FB sports',
      (api) => api.games.launchFbSports({ language: 'VI' }),
      'get',
      PATHS.games.gameLaunchFB,
      { language: 'VI' },
      undefined,
    ],
    [
      'card rooms',
      (api) => api.games.getRooms({ vassalage: 'V8' }),
      'get',
      PATHS.cardLottery.roomList,
      { vassalage: 'V8' },
      undefined,
    ],
    [
      'lottery menus',
      (api) => api.lottery.getMenus({ prizeMode: 'Elott' }),
      'get',
      PATHS.login.gameMenus,
      { prizeMode: 'Elott' },
      undefined,
    ],
    [
      'popular lottery, 20 by default',
      (api) => api.lottery.getPopular({ prizeMode: 'Elott', language: 'EN' }),
      'get',
      PATHS.home.popularGames,
      { count: 20, device: 'WEB', prizeMode: 'Elott', language: 'EN' },
      undefined,
    ],
    [
      'VN menu',
      (api) => api.lottery.getVnMenu('Lott'),
      'get',
      PATHS.cardLottery.vnGameMenu,
      { prizeMode: 'Lott', device: 'WEB' },
      undefined,
    ],
    ['VN recent', (api) => api.lottery.getVnRecent(), 'get', PATHS.cardLottery.vnGameMenuRecent, undefined, undefined],
    [
      'VN draws, 100 by default',
      (api) => api.lottery.getVnOpenedNumeros(),
      'get',
      PATHS.home.vnOpenedNumeros,
      { count: 100 },
      undefined,
    ],
    [
      'VN draws of a game',
      (api) => api.lottery.getVnOpenedNumeros(5, 'VNHN'),
      'get',
      PATHS.home.vnOpenedNumeros,
      { count: 5, gameCode: 'VNHN' },
      undefined,
    ],
  ])('%s: its method, path, query and body, and the value back', async (_name, call, method, url, params, data) => {
    const value = [{ marker: url }];
    const { api, seen } = recording({ success: true, value });
    await expect(call(api)).resolves.toEqual(value);
    expect(sent(seen)).toEqual([[method, url, params, data]]);
  });

  it('hot games: sends isPlatform 2 and answers value.list', async () => {
    const list = [{ nodeId: '1' }];
    const { api, seen } = recording({ success: true, value: { list } });
    await expect(api.games.getHot({ vassalage: 'PG', language: 'EN', merchantCode: 'm1' })).resolves.toEqual(list);
    expect(sent(seen)).toEqual([
      ['get', PATHS.games.hotGames, { vassalage: 'PG', language: 'EN', merchantCode: 'm1', isPlatform: 2 }, undefined],
    ]);
  });

  it('vendor list: answers value.data.lanes with esports and cockfight split out of sports (§4)', async () => {
    const lanes: VendorLane[] = [
      { title: 'LIVE', cards: [card('EVO', 'LIVE')] },
      { title: 'SPORTS', cards: [card('SABA'), card('AV'), card('DS88'), card('IMES'), card('DIG')] },
    ];
    const { api, seen } = recording({ success: true, value: { data: { lanes } } });
    const answer = await api.games.getVendors('m1');
    expect(sent(seen)).toEqual([['get', PATHS.games.gameVendor, { merchantCode: 'm1' }, undefined]]);
    expect(answer.map((l) => [l.title, l.cards.map((c) => c.vassalage)])).toEqual([
      ['LIVE', ['EVO']],
      ['SPORTS', ['SABA']],
      ['ESPORTS', ['AV', 'IMES']],
      ['COCKFIGHT', ['DS88', 'DIG']],
    ]);
  });

  it('vendor list: rejects an answer without lanes as BAD_RESPONSE', async () => {
    const { api } = recording({ success: true, value: { data: null } });
    await expect(api.games.getVendors('m1')).rejects.toMatchObject({ kind: 'http', code: 'BAD_RESPONSE' });
  });

  it('launch: a maintenance refusal carries the games to suggest', async () => {
    const value = { vassalage: 'KA', gameType: 'RNG', suggestions: [{ nodeId: '3' }] };
    const { api } = recording({ success: false, code: 'GAME_MAINTENANCE', message: 'Under maintenance', value });
    await expect(api.games.launch({ gameType: 'RNG', vassalage: 'KA', nodeId: '7' })).rejects.toMatchObject({
      kind: 'business',
      code: 'GAME_MAINTENANCE',
      details: value,
    });
  });
});

describe('the §4 lane rules', () => {
  it('split only sports cards, keep lanes in order, drop a sports lane left empty, and change nothing the second time', () => {
    const lanes: VendorLane[] = [
      { title: 'SPORTS', cards: [card('ia'), card('DIG')] },
      { title: 'RNG', cards: [card('PG', 'RNG'), card('AV', 'RNG')] },
    ];
    const once = splitVendorLanes(lanes);
    expect(once.map((l) => [l.title, l.cards.map((c) => c.vassalage)])).toEqual([
      ['RNG', ['PG', 'AV']],
      ['ESPORTS', ['ia']],
      ['COCKFIGHT', ['DIG']],
    ]);
    expect(splitVendorLanes(once)).toEqual(once);
    expect(lanes[0]?.cards).toHaveLength(2);
  });

  it('make the prize mode electronic only for a TCG_LOTTO_VN or LOTT-type card under ELOTT', () => {
    expect(prizeModeOf([{ title: 'ELOTT', cards: [card('TCG_LOTTO_VN', 'ELOTT')] }])).toBe('Elott');
    expect(prizeModeOf([{ title: 'ELOTT', cards: [card('GW', 'LOTT')] }])).toBe('Elott');
    expect(prizeModeOf([{ title: 'ELOTT', cards: [card('VR', 'ELOTT')] }])).toBe('Lott');
    expect(prizeModeOf([{ title: 'LOTT', cards: [card('TCG_LOTTO_VN', 'LOTT')] }])).toBe('Lott');
    expect(prizeModeOf([])).toBe('Lott');
  });
});
