import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { badResponse, businessError, toApiError } from './errors';
import { isEnvelope } from './guards';
import { languageOf, type HttpClient } from './http';

/** How long an answer asked for ahead waits for its caller; after that the caller asks afresh. */
export const AHEAD_KEEP_MS = 10_000;

type Answer = Promise<AxiosResponse<unknown>>;
const ahead = new WeakMap<HttpClient, Map<string, Answer>>();
let askingAhead: HttpClient | null = null;

/**
 * Asks now for the reads `calls` makes, ahead of the code that will want them: at start-up, the
 * reads the first view needs travel while the app's own code is still arriving. Each answer is
 * kept for {@link AHEAD_KEEP_MS}, and the first identical read (same path, query and language)
 * takes it instead of asking again; a read asked ahead that failed is asked again by its caller.
 * Returns what `calls` returns (the calls' own promises). Writes are never kept.
 */
export function askAhead<T>(http: HttpClient, calls: () => T): T {
  const previous = askingAhead;
  askingAhead = http;
  try {
    return calls();
  } finally {
    askingAhead = previous;
  }
}

/** A read's identity: method, path with query, and the language it is asked in. */
function readKey(http: HttpClient, config: AxiosRequestConfig): string | null {
  if ((config.method ?? 'GET').toUpperCase() !== 'GET') return null;
  return `${http.getUri({ url: config.url, params: config.params })}\u0000${languageOf(http) ?? ''}`;
}

function send(http: HttpClient, config: AxiosRequestConfig): Answer {
  const key = readKey(http, config);
  if (key === null) return http.request<unknown>(config);
  let kept = ahead.get(http);
  if (askingAhead === http) {
    const answer = http.request<unknown>(config);
    if (!kept) ahead.set(http, (kept = new Map()));
    const store = kept;
    store.set(key, answer);
    // The kept copy's failure is its caller's to see, when it asks; here it must not go unhandled.
    answer.catch(() => undefined);
    setTimeout(() => {
      if (store.get(key) === answer) store.delete(key);
    }, AHEAD_KEEP_MS);
    return answer;
  }
  const answer = kept?.get(key);
  if (!answer) return http.request<unknown>(config);
  kept?.delete(key);
  return answer.catch(() => http.request<unknown>(config));
}

/**
 * Returns the `value` of a platform envelope, or throws an ApiError: `BAD_RESPONSE` when
 * `body` is not an envelope, a business error (carrying the envelope's `value` as
 * `details`) when the platform refused.
 */
export function unwrapEnvelope<T>(body: unknown, status?: number): T {
  if (!isEnvelope(body)) throw badResponse(status);
  if (!body.success) throw businessError(body.code, body.message, status, body.value);
  return body.value as T;
}

/**
 * Performs one call and returns the envelope's `value`. Every failure, whatever its cause,
 * rejects with an ApiError. This is the single place every call goes through.
 */
export async function request<T>(http: HttpClient, config: AxiosRequestConfig): Promise<T> {
  let response;
  try {
    response = await send(http, config);
  } catch (error) {
    throw toApiError(error);
  }
  return unwrapEnvelope<T>(response.data, response.status);
}
