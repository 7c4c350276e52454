import axios from 'axios';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildUrl, serializeParams } from './url';

/** What axios itself builds for the same request: the address the served answers must agree with. */
const axiosUri = (baseURL: string, url: string, params?: unknown) =>
  axios.create({ baseURL, paramsSerializer: { serialize: serializeParams } }).getUri({ url, params });

describe('a request address without axios', () => {
  it('joins base and path as axios does, and keeps an absolute path whole', () => {
    expect(buildUrl('https://api.example.com/', '/wps/x')).toBe('https://api.example.com/wps/x');
    expect(buildUrl('https://api.example.com//', 'wps/x')).toBe('https://api.example.com/wps/x');
    expect(buildUrl('', '/wps/x')).toBe('/wps/x');
    expect(buildUrl('https://api.example.com', 'https://other.example.com/y')).toBe('https://other.example.com/y');
    expect(buildUrl('https://api.example.com', '')).toBe('https://api.example.com');
  });

  it('writes flat queries in order, leaving out empty values, encoding like axios', () => {
    expect(serializeParams({ a: 'x y', b: undefined, c: null, d: 0, e: false, f: 'a:b,c$' })).toBe(
      'a=x+y&d=0&e=false&f=a:b,c$',
    );
    expect(serializeParams({ types: ['A', 'B'] })).toBe('types%5B%5D=A&types%5B%5D=B');
    expect(serializeParams({ at: new Date(Date.UTC(2026, 0, 2)) })).toBe('at=2026-01-02T00:00:00.000Z');
    expect(buildUrl('', '/x?y=1#top', { z: 'é' })).toBe('/x?y=1&z=%C3%A9');
  });

  it('leaves out the names axios will not copy, as the address axios sends does', () => {
    const params = { constructor: '', prototype: 'p', q: 'ok' };
    expect(buildUrl('', '/wps/system/banners', params)).toBe('/wps/system/banners?q=ok');
    expect(buildUrl('', '/wps/system/banners', params)).toBe(axiosUri('', '/wps/system/banners', params));
  });

  it('is the address axios sends for any flat query', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(undefined), fc.constant(null));
    fc.assert(
      fc.property(
        fc.constantFrom('', 'https://api.example.com', 'https://api.example.com/base/'),
        fc.constantFrom('/wps/system/banners', 'lgw/game/list', '/x?y=1'),
        fc.dictionary(
          fc.string({ minLength: 1 }).filter((k) => k !== '__proto__'),
          value,
        ),
        (base, url, params) => {
          expect(buildUrl(base, url, params)).toBe(axiosUri(base, url, params));
        },
      ),
    );
  });

  it('sends the platform the same query as axios’s own serializer', () => {
    // The contract's query names are plain words; their values anything.
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,11}$/).filter((k) => k !== '__proto__');
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(undefined), fc.constant(null));
    fc.assert(
      fc.property(fc.dictionary(name, value), (params) => {
        expect(buildUrl('', '/x', params)).toBe(axios.getUri({ url: '/x', params }));
      }),
    );
  });
});
