import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LANGUAGE } from '@tessera/i18n';
import { request } from '@tessera/api';
import { acceptServedPage, http } from './api';
import { parseServedPage, SERVED_FRESH_MS, SERVED_LANGUAGE, SERVED_PAGE_ID } from './servedPage';

const banners = { success: true, code: '0', message: '', value: [{ bannerId: 1, url: '/static/banners/a.svg' }] };
const page = (over: object = {}) =>
  JSON.stringify({
    language: 'EN',
    at: 1_000_000,
    answers: [{ url: '/wps/system/banners?groupName=w_home', body: banners }],
    ...over,
  });

/** A document carrying `text` in the served page's data block. */
function documentWith(text: string) {
  const doc = document.implementation.createHTMLDocument();
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = SERVED_PAGE_ID;
  block.textContent = text;
  doc.head.append(block);
  return doc;
}

/** Reads the home banners through the app's client, noting whether the platform was asked. */
async function readBanners() {
  const asked = vi.fn(async () => {
    throw new Error('asked the platform');
  });
  const adapter = http.defaults.adapter;
  http.defaults.adapter = asked;
  try {
    const value = await request(http, {
      method: 'GET',
      url: '/wps/system/banners',
      params: { groupName: 'w_home' },
    }).catch((error: Error) => error.message);
    return { value, asked: asked.mock.calls.length > 0 };
  } finally {
    http.defaults.adapter = adapter;
  }
}

describe('the page served with answers', () => {
  it('is read in the language the site’s default is', () => {
    expect(SERVED_LANGUAGE).toBe(DEFAULT_LANGUAGE);
  });

  it('gives the first view’s banners without asking the platform', async () => {
    acceptServedPage('EN', documentWith(page()), 1_000_000 + 5_000);
    expect(await readBanners()).toEqual({ value: banners.value, asked: false });
  });

  it('is not used in another start language, when stale, or when it is not JSON', async () => {
    for (const [language, text, now] of [
      ['TH', page(), 1_000_000],
      ['EN', page(), 1_000_000 + SERVED_FRESH_MS + 1],
      ['EN', '{"language": "EN", ', 1_000_000],
    ] as const) {
      acceptServedPage(language, documentWith(text), now);
      expect((await readBanners()).asked).toBe(true);
    }
  });

  it('keeps only answers with an address', () => {
    expect(parseServedPage(page({ answers: [{ body: 1 }, { url: '/wps/a', body: 2 }] }))?.answers).toEqual([
      { url: '/wps/a', body: 2 },
    ]);
    expect(parseServedPage('[]')).toBeNull();
    expect(parseServedPage(null)).toBeNull();
  });
});
