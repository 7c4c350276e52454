import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig } from 'axios';
import { unreachable } from './errors';
import { HEADER_LANGUAGE, HEADER_TOKEN } from './headers';
import { buildUrl } from './url';

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

/** What a call sends: axios's request settings (method, path, query, body, headers, timeout). */
export type HttpRequestConfig = AxiosRequestConfig;

/** What a call receives: the parsed body and the HTTP status. */
export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
}

/**
 * The one client every call goes through: axios underneath, loaded on its own (transport.ts)
 * so that it is not part of a page's first code.
 */
export interface HttpClient {
  /** Sends one request; rejects with axios's error as axios would. */
  request<T = unknown>(config: HttpRequestConfig): Promise<HttpResponse<T>>;
  /** The full address a request goes to (base URL, path and query), as the transport builds it. */
  getUri(config: Pick<HttpRequestConfig, 'baseURL' | 'url' | 'params'>): string;
  /** Settings every request takes: `adapter` puts something else in the network's place (tests). */
  readonly defaults: { adapter?: AxiosAdapter };
}

/**
 * Creates the client: base URL, timeout, JSON by default, and the token and language headers
 * added at each request (the token header only while a token exists). Its transport starts
 * loading at once, so the first call does not wait for it; a transport that could not be loaded
 * (the member went offline before it arrived) fails the calls that need it as the network would,
 * and the next call asks for it again.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  let transport: Promise<AxiosInstance> | undefined;
  const load = (): Promise<AxiosInstance> => {
    transport ??= import('./transport').then(
      ({ createTransport }) => createTransport(options),
      () => {
        transport = undefined;
        throw unreachable();
      },
    );
    return transport;
  };
  // Started now; a failure here is reported by the call that needs the transport.
  load().catch(() => undefined);
  const defaults: HttpClient['defaults'] = {};
  return {
    defaults,
    async request<T>(config: HttpRequestConfig) {
      const axios = await load();
      return axios.request<T>(defaults.adapter ? { ...config, adapter: defaults.adapter } : config);
    },
    getUri: (config) => buildUrl(config.baseURL ?? options.baseURL, config.url, config.params),
  };
}

export { HEADER_LANGUAGE, HEADER_TOKEN };
