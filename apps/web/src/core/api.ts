import { createApi, createHttpClient, readRuntimeConfig } from '@tessera/api';
import { STORAGE_KEYS } from './constants';
import { readSession } from './storage';

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
