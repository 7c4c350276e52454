import { HEADER_LANGUAGE, HEADER_TOKEN } from './headers';
import axios from 'axios';
import type { AxiosInstance } from 'axios';

/** The one axios instance every call goes through. */
export type HttpClient = AxiosInstance;

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  /** Platform base URL; '' means the same origin. */
  baseURL: string;
  timeoutMs: number;
  /** The current session token, read at each request; nothing when logged out. */
  getToken: () => string | null | undefined;
  /** The current display language, read at each request. */
  getLanguage: () => string | null | undefined;
}

/**
 * Creates the axios instance: base URL, timeout, JSON by default, and the token and language
 * headers added at each request (the token header only while a token exists).
 */
export function createHttpClient({ baseURL, timeoutMs, getToken, getLanguage }: HttpClientOptions): HttpClient {
  const http = axios.create({
    baseURL,
    timeout: timeoutMs,
    headers: { Accept: 'application/json' },
  });
  http.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set(HEADER_TOKEN, token);
    else config.headers.delete(HEADER_TOKEN);
    const language = getLanguage();
    if (language) config.headers.set(HEADER_LANGUAGE, language);
    return config;
  });
  return http;
}

export { HEADER_LANGUAGE, HEADER_TOKEN };
