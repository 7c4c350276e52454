import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../core/api';
import { createStore } from '../../store/createStore';
import { prefetchRouteBanners } from './bannerGroups';
import { contentApi } from './contentApi';

const banner = { bannerId: 'b1', url: '/static/banners/home.svg', title: 'Welcome' };

function storeWith(getBanners: Api['content']['getBanners']) {
  return createStore({ content: { getBanners }, system: { getStatus: () => new Promise(() => {}) } } as unknown as Api);
}

describe('prefetchRouteBanners', () => {
  it('asks for the banners of the page at the address before anything renders, once', async () => {
    const getBanners = vi.fn(async () => [banner]);
    const store = storeWith(getBanners as unknown as Api['content']['getBanners']);
    prefetchRouteBanners(store.dispatch, '/index');
    expect(getBanners).toHaveBeenCalledWith('w_home');
    // The strip's own query, when it comes, is answered from that call.
    const { data } = await store.dispatch(contentApi.endpoints.banners.initiate('w_home'));
    expect(data).toEqual([banner]);
    expect(getBanners).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing on a page without a banner strip', () => {
    const getBanners = vi.fn(async () => [banner]);
    prefetchRouteBanners(storeWith(getBanners as unknown as Api['content']['getBanners']).dispatch, '/vip');
    expect(getBanners).not.toHaveBeenCalled();
  });
});
