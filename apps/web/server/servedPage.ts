import { HEADER_LANGUAGE, PATHS, systemStatusAddress, vendorLanesAddress } from '@tessera/api/contract';
import { DEFAULT_LANGUAGE, directionOf, parseLanguageCode, tagOf } from '@tessera/i18n/languages';
import {
  BANNER_ART,
  BANNER_GROUP_BY_PATH,
  ENTRY_POPUP_READ_BY_PATH,
  FIRST_READ_BY_PATH,
} from '../src/features/content/bannerGroupMap';
import { SERVED_LANGUAGE, SERVED_PAGE_ID, type ServedPage } from '../src/core/servedPage';
import type { PageLead } from './pageLead';

export interface ServedPageOptions {
  /** The platform the contract's paths are forwarded to. */
  platformUrl: string;
  /**
   * The merchant the app asks the vendor lanes for (the site's runtime configuration); without one,
   * they are not sent.
   */
  merchant?: () => Promise<string>;
  /** Longest the page waits for the platform; slower, the page goes without (the app asks itself). @default 300 */
  waitMs?: number;
  /** How long one answer serves every page that needs it. @default 15000 */
  keepMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Who the page goes to, as the platform would see them if their browser asked through this server. */
export interface Visitor {
  /** The site's host as the browser names it: the status read's `url`. */
  host: string;
  /** The headers the forwarded call would carry (X-Forwarded-*, a CDN's country). */
  headers: Record<string, string>;
}

/** What a page is sent with: its served answers, and the first banner's image to fetch at once. */
export interface PageExtras {
  page: ServedPage;
  /** The image the page paints largest, fetched while its code downloads. */
  preloadImage: string | null;
  /** Whether an answer is the visitor's own (the status names their address): no shared cache may keep the page. */
  personal: boolean;
}

type Envelope = { success?: unknown; value?: unknown };
type Answer = { url: string; body: Envelope };

/**
 * The language a page's reads are made in: the member's (the `lang` cookie the app writes with
 * each change), or the default when there is none or it names no language of the site.
 */
export const servedLanguage = (cookie: string | undefined): string => parseLanguageCode(cookie) ?? SERVED_LANGUAGE;

/**
 * The reads of a page's first view that are the same for every visitor: its banners (§2
 * banner-group map, the strip's read), the read below them (FIRST_READ_BY_PATH), home's entry
 * pop-up announcements (sent whether or not the member closed the pop-up this session, which only
 * the browser knows), and what every start asks for: the registration settings, the notices of the
 * bar above the page and the vendor lanes the menu is built from. Answered after the code had run,
 * the notices and the lanes arrived in the middle of a phone's first render and held it up.
 */
function sharedReads(
  pathname: string,
  language: string,
  merchant: string | null,
): { banners: string | undefined; reads: string[] } {
  const group = BANNER_GROUP_BY_PATH[pathname];
  const banners = group && `${PATHS.content.banners}?groupName=${encodeURIComponent(group)}`;
  const reads = [
    banners,
    FIRST_READ_BY_PATH[pathname]?.(language),
    ENTRY_POPUP_READ_BY_PATH[pathname],
    PATHS.login.registerSettings,
    PATHS.content.notices,
    merchant === null ? undefined : vendorLanesAddress(merchant),
  ];
  return { banners, reads: reads.filter((url): url is string => Boolean(url)) };
}

/**
 * The reads the server makes for a page on its way out, so the app has the answers of its start at
 * the first render instead of after its code has run and a round trip more: the platform's status
 * for this visitor (whether the site is open to them), the registration settings, the notices, the
 * merchant's vendor lanes, and the page's banners and first read. A phone otherwise waits for the
 * code, then for these reads, then for the page's render. Shared answers are kept a few seconds for every page that needs them; the status
 * is the visitor's own and asked each time, with the headers their forwarded call would carry. A
 * slow or failing platform costs the page at most `waitMs`, and the app then asks as it always does.
 */
export function servedPages({
  platformUrl,
  merchant,
  waitMs = 300,
  keepMs = 15_000,
  fetch: fetchFn = fetch,
  now = Date.now,
}: ServedPageOptions) {
  const kept = new Map<string, { until: number; answer: Promise<Answer | null> }>();

  const read = async (url: string, language: string, headers: Record<string, string> = {}): Promise<Answer | null> => {
    const response = await fetchFn(new URL(url, platformUrl), {
      headers: { ...headers, accept: 'application/json', [HEADER_LANGUAGE]: language },
      signal: AbortSignal.timeout(waitMs),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Envelope;
    return body?.success === true ? { url, body } : null;
  };

  const keptRead = (url: string, language: string): Promise<Answer | null> => {
    const key = `${language} ${url}`;
    const known = kept.get(key);
    if (known && known.until > now()) return known.answer;
    const answer = read(url, language).catch(() => null);
    kept.set(key, { until: now() + keepMs, answer });
    // A failure is not kept: the next page asks again.
    void answer.then((found) => found ?? kept.delete(key));
    return answer;
  };

  /**
   * The extras for the page at `pathname` in `language` (see {@link servedLanguage}) for `visitor`
   * (without one, no status is read), or null when the platform answered none of its reads in time.
   */
  return async (
    pathname: string,
    language: string = SERVED_LANGUAGE,
    visitor?: Visitor,
  ): Promise<PageExtras | null> => {
    const { banners, reads } = sharedReads(pathname, language, merchant ? await merchant().catch(() => null) : null);
    const [status, ...shared] = await Promise.all([
      visitor ? read(systemStatusAddress(visitor.host), language, visitor.headers).catch(() => null) : null,
      ...reads.map((url) => keptRead(url, language)),
    ]);
    const answers = [status, ...shared].filter((answer): answer is Answer => answer !== null);
    if (answers.length === 0) return null;
    const strip = answers.find((answer) => answer.url === banners)?.body.value;
    const first = Array.isArray(strip) ? (strip as Array<{ url?: unknown }>)[0]?.url : undefined;
    return {
      page: { language, at: now(), answers },
      preloadImage: typeof first === 'string' && /^(\/(?!\/)|https?:\/\/)/.test(first) ? first : null,
      personal: status !== null,
    };
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

/**
 * Where the document's frame (index.html's boot shell) takes the top of the page: its first banner,
 * or its title and lead.
 */
const BOOT_SHELL_BANNER_SLOT = '<!--boot-shell-banner-->';

/**
 * The app's document with a page's extras: in its head the image preload first (it should leave
 * with the code) and the answers as a JSON data block, which the Content-Security-Policy allows
 * since the browser never runs it; in the frame it draws before the code arrives, the first banner
 * at the strip's place and size (src/shell/bootShell.css), so a phone paints the page's largest
 * picture as soon as the document and the image arrive, not after the code has run.
 */
export function withExtras(html: string, { page, preloadImage }: Pick<PageExtras, 'page' | 'preloadImage'>): string {
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

/** The document's opening tag, and a language or direction attribute in it. */
const HTML_TAG = /<html\b[^>]*>/;
const LANGUAGE_ATTRIBUTES = /\s(lang|dir)="[^"]*"/g;

/**
 * The app's document in the language of the member's cookie and its direction (`<html lang dir>`,
 * as the app sets them once it runs): a right-to-left member's frame, the header's bar and the
 * menu's, is mirrored from the first paint instead of turning round when the code arrives. The
 * document as built (in the default language) for a cookie naming no language, or the default.
 */
export function withLanguage(html: string, cookie: string | undefined): string {
  const code = parseLanguageCode(cookie);
  if (!code || code === DEFAULT_LANGUAGE) return html;
  return html.replace(
    HTML_TAG,
    (tag) =>
      `<html lang="${attribute(tagOf(code))}" dir="${directionOf(code)}"${tag.slice(5).replace(LANGUAGE_ATTRIBUTES, '')}`,
  );
}

/**
 * The app's document with the title and lead of a page that opens with one (pageLead.ts) drawn in
 * its frame, below the notice bar's place, where and as the page renders them
 * (src/shell/bootShell.css): the page's largest text is painted as soon as the document arrives,
 * not after the code has run. The frame is hidden from assistive technology; the app's first
 * render replaces it with the page's own title and lead.
 */
export function withLead(html: string, lead: PageLead): string {
  const frame = `<div class="boot-shell-notices"></div><div class="boot-shell-page" lang="${attribute(lead.lang)}" dir="${lead.dir}"><h1 class="boot-shell-title">${attribute(lead.title)}</h1><p class="boot-shell-lead">${attribute(lead.text)}</p></div>`;
  return html.replace(BOOT_SHELL_BANNER_SLOT, frame);
}
