import type { ServedAnswer } from '@tessera/api/contract';

/**
 * What the site's server may send with the page: the answers to the first view's reads it made
 * on the way (the page's banners), in a JSON data block the browser never runs. Shared by the
 * server (server/servedPage.ts), which writes it, and the app's start-up, which reads it.
 */
export interface ServedPage {
  /** The display language the reads were made in; another start language asks afresh. */
  language: string;
  /** When the server made them (ms since the epoch): a page kept offline does not bring old answers. */
  at: number;
  answers: ServedAnswer[];
}

/** The id of the page's data block. */
export const SERVED_PAGE_ID = 'served-page';

/** The language the server reads in for a member who has chosen none (held to DEFAULT_LANGUAGE by a test). */
export const SERVED_LANGUAGE = 'EN';

/** Answers older than this when the app starts are not used. */
export const SERVED_FRESH_MS = 60_000;

/** The served page in `text`, or null when it is not one (the app then asks for everything itself). */
export function parseServedPage(text: string | null | undefined): ServedPage | null {
  if (!text) return null;
  let page: unknown;
  try {
    page = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof page !== 'object' || page === null) return null;
  const { language, at, answers } = page as Record<string, unknown>;
  if (typeof language !== 'string' || typeof at !== 'number' || !Array.isArray(answers)) return null;
  const valid = answers.filter(
    (a): a is ServedAnswer => typeof a === 'object' && a !== null && typeof (a as ServedAnswer).url === 'string',
  );
  return { language, at, answers: valid };
}
