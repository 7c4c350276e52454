import type { HttpClient, HttpRequestConfig } from './http';
import type { ServedAnswer } from './servedAnswer';

export type { ServedAnswer };

/** How long answers that came with the page wait for their read; after that the read asks afresh. */
export const SERVED_KEEP_MS = 10_000;

const kept = new WeakMap<HttpClient, Map<string, unknown>>();

/** A read's identity: path and sorted query on the client's own origin (a relative address), or the full address. */
function readKey(address: string): string {
  const url = new URL(address, 'http://site.invalid');
  url.searchParams.sort();
  return url.origin === 'http://site.invalid' ? url.pathname + url.search : url.href;
}

/**
 * Gives `http` answers the site's server fetched with the page, so the first view does not ask
 * the platform again for what it already has. Each is taken once, by the first GET of the same
 * address (path and query, same origin), within `keepMs`; later reads ask the platform.
 */
export function acceptServedAnswers(http: HttpClient, answers: readonly ServedAnswer[], keepMs = SERVED_KEEP_MS) {
  const answersByKey = new Map(answers.map((answer) => [readKey(answer.url), answer.body] as const));
  kept.set(http, answersByKey);
  setTimeout(() => {
    if (kept.get(http) === answersByKey) kept.delete(http);
  }, keepMs);
}

/** The served answer for this read, taken (once), or undefined: then the read goes to the platform. */
export function takeServedAnswer(http: HttpClient, config: HttpRequestConfig): { data: unknown } | undefined {
  const answers = kept.get(http);
  if (!answers || (config.method ?? 'get').toLowerCase() !== 'get' || config.url === undefined) return undefined;
  const key = readKey(http.getUri(config));
  if (!answers.has(key)) return undefined;
  const data = answers.get(key);
  answers.delete(key);
  return { data };
}
