import { HEADER_LANGUAGE, PATHS } from '@tessera/api/contract';
import { parseLanguageCode } from '@tessera/i18n/languages';
import { BANNER_ART, BANNER_GROUP_BY_PATH } from '../src/features/content/bannerGroupMap';
import { SERVED_LANGUAGE, SERVED_PAGE_ID, type ServedPage } from '../src/core/servedPage';

export interface ServedPageOptions {
  /** The platform the contract's paths are forwarded to. */
  platformUrl: string;
  /** Longest the page waits for the platform; slower, the page goes without (the app asks itself). @default 300 */
  waitMs?: number;
  /** How long one answer serves every page that needs it. @default 15000 */
  keepMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** What a page is sent with: its served answers, and the first banner's image to fetch at once. */
export interface PageExtras {
  page: ServedPage;
  /** The image the page paints largest, fetched while its code downloads. */
  preloadImage: string | null;
}

type Envelope = { success?: unknown; value?: unknown };

/**
 * The language a page's reads are made in: the member's (the `lang` cookie the app writes with
 * each change), or the default when there is none or it names no language of the site.
 */
export const servedLanguage = (cookie: string | undefined): string => parseLanguageCode(cookie) ?? SERVED_LANGUAGE;

/**
 * The reads the server makes for a page on its way out: the page's banners (§2 banner-group map,
 * the same read the app's banner strip makes, in the member's language). A phone otherwise waits
 * for the app's code, then for this read, then for the image, before it paints the banner; with
 * it, the image loads with the code and the strip has its banners at the first render. Answers are
 * kept a few seconds for every page that needs them; a slow or failing platform costs the page at
 * most `waitMs`, and the app then asks as it always does.
 */
export function servedPages({
  platformUrl,
  waitMs = 300,
  keepMs = 15_000,
  fetch: fetchFn = fetch,
  now = Date.now,
}: ServedPageOptions) {
  const kept = new Map<string, { until: number; extras: Promise<PageExtras | null> }>();

  const read = async (url: string, language: string): Promise<PageExtras | null> => {
    const response = await fetchFn(new URL(url, platformUrl), {
      headers: { accept: 'application/json', [HEADER_LANGUAGE]: language },
      signal: AbortSignal.timeout(waitMs),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Envelope;
    if (body?.success !== true || !Array.isArray(body.value)) return null;
    const first = (body.value as Array<{ url?: unknown }>)[0]?.url;
    return {
      page: { language, at: now(), answers: [{ url, body }] },
      preloadImage: typeof first === 'string' && /^(\/(?!\/)|https?:\/\/)/.test(first) ? first : null,
    };
  };

  /**
   * The extras for the page at `pathname` in `language` (see {@link servedLanguage}), or null when
   * it has none or the platform did not answer in time.
   */
  return async (pathname: string, language: string = SERVED_LANGUAGE): Promise<PageExtras | null> => {
    const group = BANNER_GROUP_BY_PATH[pathname];
    if (!group) return null;
    const url = `${PATHS.content.banners}?groupName=${encodeURIComponent(group)}`;
    const key = `${language} ${url}`;
    const known = kept.get(key);
    if (known && known.until > now()) return known.extras;
    const extras = read(url, language).catch(() => null);
    kept.set(key, { until: now() + keepMs, extras });
    // A failure is not kept: the next page asks again.
    void extras.then((found) => found ?? kept.delete(key));
    return extras;
  };
}

/** JSON safe inside a script element: no `</script>`, no HTML comment, no line separators. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Where the document's frame (index.html's boot shell) takes the page's first banner. */
const BOOT_SHELL_BANNER_SLOT = '<!--boot-shell-banner-->';

/**
 * The app's document with a page's extras: in its head the image preload first (it should leave
 * with the code) and the answers as a JSON data block, which the Content-Security-Policy allows
 * since the browser never runs it; in the frame it draws before the code arrives, the first banner
 * at the strip's place and size (src/shell/bootShell.css), so a phone paints the page's largest
 * picture as soon as the document and the image arrive, not after the code has run.
 */
export function withExtras(html: string, { page, preloadImage }: PageExtras): string {
  const tags = [
    preloadImage && `<link rel="preload" as="image" href="${attribute(preloadImage)}" fetchpriority="high">`,
    `<script type="application/json" id="${SERVED_PAGE_ID}">${scriptJson(page)}</script>`,
  ].filter(Boolean);
  const withHead = html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
  if (!preloadImage) return withHead;
  // The frame is hidden from assistive technology (the app's strip names the banner).
  const banner = `<div class="boot-shell-banner"><img src="${attribute(preloadImage)}" alt="" width="${BANNER_ART.width}" height="${BANNER_ART.height}" fetchpriority="high"></div>`;
  return withHead.replace(BOOT_SHELL_BANNER_SLOT, banner);
}
