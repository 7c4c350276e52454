/**
 * A request's address as axios would build it from a base URL, a path and flat query parameters,
 * without loading axios: the served-answer lookup asks for addresses before (and whether) the
 * transport is loaded, and the transport sends its queries through {@link serializeParams} so
 * both agree on every byte.
 */

/** Percent-encodes like axios's query encoder: `:`, `$` and `,` kept, a space as `+`. */
function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+');
}

function text(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Names axios drops when it copies a request's parameters (its guard against prototype pollution). */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The query string of `params` in their order: null and undefined left out, as are the names axios
 * will not copy (`constructor`, `prototype`, `__proto__`), a list as `key[]`
 * once per item, a date in ISO form, an object as JSON (axios's default serializer on the
 * platform's flat queries).
 */
export function serializeParams(params: unknown): string {
  if (typeof params !== 'object' || params === null) return '';
  if (params instanceof URLSearchParams) return params.toString();
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || UNSAFE_KEYS.has(key)) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null) parts.push(`${encode(`${key}[]`)}=${encode(text(item))}`);
    } else {
      parts.push(`${encode(key)}=${encode(text(value))}`);
    }
  }
  return parts.join('&');
}

const ABSOLUTE = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** `url` on `baseURL` (an absolute `url` stands alone), with the query of `params` appended. */
export function buildUrl(baseURL: string | undefined, url = '', params?: unknown): string {
  const full =
    baseURL && !ABSOLUTE.test(url) && url
      ? `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
      : url || baseURL || '';
  const query = serializeParams(params);
  if (!query) return full;
  const hash = full.indexOf('#');
  const bare = hash === -1 ? full : full.slice(0, hash);
  return `${bare}${bare.includes('?') ? '&' : '?'}${query}`;
}
