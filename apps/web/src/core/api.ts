import { acceptServedAnswers, createApi, createHttpClient, readRuntimeConfig } from '@tessera/api';
import { STORAGE_KEYS } from './constants';
import { readSession } from './storage';
import { parseServedPage, SERVED_FRESH_MS, SERVED_PAGE_ID } from './servedPage';

let language = 'EN';

/** The language sent with every call; kept in step with the UI language. */
export function setApiLanguage(code: string) {
  language = code;
}

/** The language every call names now (the UI's). */
export const apiLanguage = (): string => language;

export const runtimeConfig = readRuntimeConfig();

export const http = createHttpClient({
  baseURL: runtimeConfig.apiBaseUrl,
  timeoutMs: runtimeConfig.timeoutMs,
  getToken: () => readSession(STORAGE_KEYS.token),
  getLanguage: () => language,
});

/** The platform contract as the app calls it. Sagas receive it through their context. */
export const api = createApi(http, { transportKey: runtimeConfig.transportKey });
export type Api = typeof api;

/**
 * Takes the answers the site's server sent with the page (server/servedPage.ts), when they were
 * made in the start language and are fresh: the first view's identical reads then ask nothing.
 */
export function acceptServedPage(language: string, doc: Document = document, now = Date.now()) {
  const page = parseServedPage(doc.getElementById(SERVED_PAGE_ID)?.textContent);
  if (!page || page.language !== language || Math.abs(now - page.at) > SERVED_FRESH_MS) return;
  acceptServedAnswers(http, page.answers);
}
