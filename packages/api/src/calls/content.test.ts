import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createApi } from '../api';
import type { Api } from '../api';
import type { ServiceLinks } from '../contract';
import { customerServiceType } from '../contract';
import { encryptServicePath } from '../crypto';
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

const sent = (seen: InternalAxiosRequestConfig[]) => seen.map((c) => [c.method, c.url, c.params]);

describe('content calls', () => {
  it.each<[string, (api: Api) => Promise<unknown>, string, unknown]>([
    ['banners of a group', (api) => api.content.getBanners('w_home'), PATHS.content.banners, { groupName: 'w_home' }],
    ['banners of every group', (api) => api.content.getBanners(), PATHS.content.banners, {}],
    ['notices', (api) => api.content.getNotices(), PATHS.content.notices, undefined],
    [
      'every announcement type',
      (api) => api.content.getAnnouncements(),
      PATHS.games.announcements,
      { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' },
    ],
    [
      'some announcement types',
      (api) => api.content.getAnnouncements(['PU', 'H']),
      PATHS.games.announcements,
      { types: 'PU,H', platform: 'W', execution: 'B' },
    ],
    ['help centre', (api) => api.content.getHelpCenter(), PATHS.other.helpCenter, undefined],
    [
      'winner board',
      (api) => api.content.getWinners({ language: 'TY' }),
      PATHS.games.rankList,
      { gameCategory: 'ALL', language: 'TY', limitNum: 20 },
    ],
    [
      'winner board of a category',
      (api) => api.content.getWinners({ language: 'EN', gameCategory: 'LIVE', limitNum: 5 }),
      PATHS.games.rankList,
      { gameCategory: 'LIVE', language: 'EN', limitNum: 5 },
    ],
    [
      'deposit rank',
      (api) => api.content.getTopRank('DEPOSIT'),
      PATHS.content.topRank,
      { rankType: 'DEPOSIT', limitNum: 20 },
    ],
    ['bet rank', (api) => api.content.getTopRank('BET', 10), PATHS.content.topRank, { rankType: 'BET', limitNum: 10 }],
    ['VIP levels', (api) => api.content.getVipLevels(), PATHS.content.vipLevels, undefined],
    ['every promotion', (api) => api.content.getPromotions(), PATHS.content.promotions, { type: 'all' }],
    [
      'promotions of a type',
      (api) => api.content.getPromotions('rebate'),
      PATHS.content.promotions,
      { type: 'rebate' },
    ],
    ['balance', (api) => api.member.getBalance(), PATHS.other.balance, undefined],
    ['unread count', (api) => api.member.getUnreadCount(), PATHS.other.unreadCount, undefined],
  ])('%s: GET its path with its query, and return the value', async (_name, call, url, params) => {
    const value = [{ marker: url }];
    const { api, seen } = recording({ success: true, value });
    await expect(call(api)).resolves.toEqual(value);
    expect(sent(seen)).toEqual([['get', url, params]]);
  });
});

describe('online customer service', () => {
  const links = (type: string, path: string): { success: true; value: ServiceLinks } => ({
    success: true,
    value: { version: { pathList: [{ type, path }] } },
  });

  it('decrypts the service link: the last 8 characters are the key', async () => {
    const url = 'https://chat.example.com/vip?lang=EN';
    const { api, seen } = recording(links('VIP', encryptServicePath(url, 'k3Y!x9Zq')));
    await expect(api.content.getOnlineService()).resolves.toEqual({ csType: 'VIP', url });
    expect(sent(seen)).toEqual([['get', PATHS.content.serviceLink, undefined]]);
  });

  it.each([
    ['an unknown channel', links('PHONE', encryptServicePath('/x', 'abcdefgh'))],
    ['a path that does not decrypt', links('LIVECHAT', 'not-a-cipher-12345678')],
    ['an altered key', links('LIVECHAT', `${encryptServicePath('/x', 'abcdefgh').slice(0, -8)}abcdefgX`)],
    ['no entry', { success: true, value: { version: { pathList: [] } } }],
    ['no links at all', { success: true, value: null }],
  ])('rejects %s as BAD_RESPONSE', async (_name, answer) => {
    const { api } = recording(answer);
    await expect(api.content.getOnlineService()).rejects.toMatchObject({ kind: 'http', code: 'BAD_RESPONSE' });
  });

  it('picks VIP above rank level 4 and live chat otherwise, visitors included (§6)', () => {
    expect([null, undefined, 0, 3, 4, 5, 9].map(customerServiceType)).toEqual([
      'LIVECHAT',
      'LIVECHAT',
      'LIVECHAT',
      'LIVECHAT',
      'LIVECHAT',
      'VIP',
      'VIP',
    ]);
  });
});
