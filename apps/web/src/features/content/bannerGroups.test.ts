import { describe, expect, it, vi } from 'vitest';
import { acceptServedAnswers, createApi, createHttpClient } from '@tessera/api';
import { PATHS, vendorLanesAddress } from '@tessera/api/contract';
import type { Api } from '../../core/api';
import { ENTRY_POPUP_READ_BY_PATH, ENTRY_POPUP_TYPES, FIRST_READ_BY_PATH } from './bannerGroupMap';
import { createStore } from '../../test/store';
import { prefetchEntryPopup, prefetchRouteReads, prefetchShellReads } from './bannerGroups';
import { STORAGE_KEYS } from '../../core/constants';
import { contentApi } from './contentApi';

const banner = { bannerId: 'b1', url: '/static/banners/home.svg', title: 'Welcome' };

function storeWith(getBanners: Api['content']['getBanners'], content: Partial<Api['content']> = {}) {
  return createStore({
    content: { getBanners, ...content },
    system: { getStatus: () => new Promise(() => {}) },
  } as unknown as Api);
}

/**
 * The real contract over a client with no platform behind it: every call it lets through is noted
 * in `asked` and fails; the status never answers.
 */
function offlineClient() {
  const http = createHttpClient({ baseURL: '', timeoutMs: 1000, getToken: () => null, getLanguage: () => 'EN' });
  const asked: string[] = [];
  http.defaults.adapter = async (config) => {
    asked.push(http.getUri(config));
    throw new Error('offline');
  };
  const real = createApi(http);
  const api = { ...real, system: { ...real.system, getStatus: () => new Promise(() => {}) } } as unknown as Api;
  return { http, asked, api };
}

describe('prefetchRouteReads', () => {
  it('asks for the banners of the page at the address before anything renders, once', async () => {
    const getBanners = vi.fn(async () => [banner]);
    const store = storeWith(getBanners as unknown as Api['content']['getBanners']);
    prefetchRouteReads(store.dispatch, '/index', 'EN');
    expect(getBanners).toHaveBeenCalledWith('w_home');
    // The strip's own query, when it comes, is answered from that call.
    const { data } = await store.dispatch(contentApi.endpoints.banners.initiate('w_home'));
    expect(data).toEqual([banner]);
    expect(getBanners).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing on a page without a banner strip', () => {
    const getBanners = vi.fn(async () => [banner]);
    prefetchRouteReads(storeWith(getBanners as unknown as Api['content']['getBanners']).dispatch, '/vip', 'EN');
    expect(getBanners).not.toHaveBeenCalled();
  });

  it('asks for the first read of a page that has one with the banners, before the status and the page, and the page’s own query takes its answer', async () => {
    const getVipLevels = vi.fn(async () => [{ rankLevel: 0 }]);
    const getBanners = vi.fn(async () => [banner]);
    const store = storeWith(getBanners as unknown as Api['content']['getBanners'], {
      getVipLevels: getVipLevels as unknown as Api['content']['getVipLevels'],
    });
    prefetchRouteReads(store.dispatch, '/vip', 'EN');
    expect(getVipLevels).toHaveBeenCalledTimes(1);
    const { data } = await store.dispatch(contentApi.endpoints.vipLevels.initiate());
    expect(data).toEqual([{ rankLevel: 0 }]);
    expect(getVipLevels).toHaveBeenCalledTimes(1);
    // Home's first read is its winner board, in the language the app starts in; nothing of the VIP page.
    const other = vi.fn(async () => []);
    const getWinners = vi.fn(async () => []);
    const home = storeWith(getBanners as unknown as Api['content']['getBanners'], {
      getVipLevels: other as unknown as Api['content']['getVipLevels'],
      getWinners: getWinners as unknown as Api['content']['getWinners'],
    });
    prefetchRouteReads(home.dispatch, '/index', 'TH');
    expect(other).not.toHaveBeenCalled();
    expect(getWinners).toHaveBeenCalledWith({ language: 'TH' });
    await home.dispatch(contentApi.endpoints.winners.initiate('TH'));
    expect(getWinners).toHaveBeenCalledTimes(1);
  });

  it('asks each first read at the address the site’s server sends its answer under, so the served answer is taken', async () => {
    const { http, asked, api } = offlineClient();
    for (const [path, read] of Object.entries(FIRST_READ_BY_PATH)) {
      acceptServedAnswers(http, [{ url: read('VI'), body: { success: true, code: '0', message: '', value: [] } }]);
      const store = createStore(api);
      prefetchRouteReads(store.dispatch, path, 'VI');
      await vi.waitFor(() => {
        const queries = Object.values(store.getState()[contentApi.reducerPath].queries);
        expect(
          queries.some((query) => query?.status === 'fulfilled'),
          path,
        ).toBe(true);
      });
    }
    // Nothing but the banners went to the platform.
    expect(asked.filter((url) => !url.startsWith('/wps/system/banners'))).toEqual([]);
  });
});

describe('prefetchShellReads', () => {
  it('asks for the notices and the merchant’s vendor lanes as the app starts, and the bar’s and the menu’s own queries take those answers', async () => {
    const notice = { noticeId: 'n1', title: 'Maintenance' };
    const lane = { title: 'rng', cards: [] };
    const getNotices = vi.fn(async () => [notice]);
    const getVendors = vi.fn(async () => [lane]);
    const store = createStore({
      content: { getNotices },
      games: { getVendors },
      system: { getStatus: () => new Promise(() => {}) },
    } as unknown as Api);
    prefetchShellReads(store.dispatch, 'M01');
    expect(getNotices).toHaveBeenCalledTimes(1);
    expect(getVendors).toHaveBeenCalledWith('M01');
    expect((await store.dispatch(contentApi.endpoints.notices.initiate())).data).toEqual([notice]);
    expect((await store.dispatch(contentApi.endpoints.vendorLanes.initiate('M01'))).data).toEqual([lane]);
    expect(getNotices).toHaveBeenCalledTimes(1);
    expect(getVendors).toHaveBeenCalledTimes(1);
  });

  it('asks at the addresses the site’s server sends their answers under: with the page’s answers, nothing goes to the platform', async () => {
    const { http, asked, api } = offlineClient();
    const ok = (value: unknown) => ({ success: true, code: '0', message: '', value });
    acceptServedAnswers(http, [
      { url: PATHS.content.notices, body: ok([]) },
      { url: vendorLanesAddress('M01'), body: ok({ data: { lanes: [] } }) },
    ]);
    const store = createStore(api);
    prefetchShellReads(store.dispatch, 'M01');
    await vi.waitFor(() => {
      const queries = Object.values(store.getState()[contentApi.reducerPath].queries);
      expect(queries.filter((query) => query?.status === 'fulfilled')).toHaveLength(2);
    });
    expect(asked).toEqual([]);
  });
});

describe('prefetchEntryPopup', () => {
  const popup = { player: [], banners: [], popup: [{ id: 'a1', title: 'Welcome' }], promotion: [] };

  const popupStore = (getAnnouncements: () => Promise<unknown>) =>
    createStore({
      content: { getAnnouncements },
      system: { getStatus: () => new Promise(() => {}) },
    } as unknown as Api);

  it('asks home’s pop-up announcements as the app starts, and the pop-up’s own query takes that answer', async () => {
    const getAnnouncements = vi.fn(async () => popup);
    const store = popupStore(getAnnouncements);
    prefetchEntryPopup(store.dispatch, '/index');
    expect(getAnnouncements).toHaveBeenCalledWith(['PU']);
    expect((await store.dispatch(contentApi.endpoints.announcements.initiate(ENTRY_POPUP_TYPES))).data).toEqual(popup);
    expect(getAnnouncements).toHaveBeenCalledTimes(1);
  });

  it('asks nothing away from home, nor once the member has closed the pop-up in this session', () => {
    const getAnnouncements = vi.fn(async () => popup);
    const store = popupStore(getAnnouncements);
    prefetchEntryPopup(store.dispatch, '/vip');
    sessionStorage.setItem(STORAGE_KEYS.entryPopupClosed, '1');
    try {
      prefetchEntryPopup(store.dispatch, '/index');
    } finally {
      sessionStorage.removeItem(STORAGE_KEYS.entryPopupClosed);
    }
    expect(getAnnouncements).not.toHaveBeenCalled();
  });

  it('asks at the address the site’s server sends the answer under: with the page’s answer, nothing goes to the platform', async () => {
    const { http, asked, api } = offlineClient();
    acceptServedAnswers(http, [
      { url: ENTRY_POPUP_READ_BY_PATH['/index']!, body: { success: true, code: '0', message: '', value: popup } },
    ]);
    const store = createStore(api);
    prefetchEntryPopup(store.dispatch, '/index');
    await vi.waitFor(() =>
      expect(contentApi.endpoints.announcements.select(ENTRY_POPUP_TYPES)(store.getState()).data?.popup).toHaveLength(
        1,
      ),
    );
    expect(asked).toEqual([]);
  });
});
