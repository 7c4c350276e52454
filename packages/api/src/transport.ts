import axios from 'axios';
import type { AxiosInstance } from 'axios';
import { HEADER_LANGUAGE, HEADER_TOKEN } from './headers';
import type { HttpClientOptions } from './http';
import { serializeParams } from './url';

/**
 * The axios instance behind an {@link HttpClient}, in a module of its own so that a page's first
 * code does not carry axios (http.ts loads this when the client is made, beside the page's code):
 * base URL, timeout, JSON by default, the query serializer the served answers are looked up with,
 * and the token and language headers added at each request (the token header only while a token
 * exists).
 */
export function createTransport({ baseURL, timeoutMs, getToken, getLanguage }: HttpClientOptions): AxiosInstance {
  const http = axios.create({
    baseURL,
    timeout: timeoutMs,
    headers: { Accept: 'application/json' },
    paramsSerializer: { serialize: serializeParams },
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
