import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, readRuntimeConfig } from './config';

afterEach(() => {
  delete globalThis.TESSERA_CONFIG;
});

describe('readRuntimeConfig', () => {
  it('gives the defaults when runtime-config.js set nothing', () => {
    expect(readRuntimeConfig()).toEqual({
      apiBaseUrl: '',
      merchant: 'tessera',
      timeoutMs: 15_000,
      transportKey: DEFAULT_CONFIG.transportKey,
      brand: 'tessera',
    });
  });

  it('reads globalThis.TESSERA_CONFIG over the defaults', () => {
    globalThis.TESSERA_CONFIG = {
      apiBaseUrl: 'https://api.example.com/',
      merchant: ' brand-x ',
      timeoutMs: 8000.4,
      brand: 'aurum',
    };
    expect(readRuntimeConfig()).toEqual({
      apiBaseUrl: 'https://api.example.com',
      merchant: 'brand-x',
      timeoutMs: 8000,
      transportKey: DEFAULT_CONFIG.transportKey,
      brand: 'aurum',
    });
  });

  it('accepts a same-origin path as the base URL', () => {
    expect(readRuntimeConfig({ apiBaseUrl: '/api/' }).apiBaseUrl).toBe('/api');
  });

  it.each([
    ['apiBaseUrl', 42],
    ['apiBaseUrl', 'javascript:alert(1)'],
    ['apiBaseUrl', 'api.example.com'],
    ['merchant', ''],
    ['merchant', ['tessera']],
    ['timeoutMs', '15000'],
    ['timeoutMs', 0],
    ['timeoutMs', -5],
    ['timeoutMs', Number.NaN],
    ['timeoutMs', Number.POSITIVE_INFINITY],
    ['transportKey', '   '],
    ['transportKey', { key: 'x' }],
    ['brand', 'Aurum; color: red'],
    ['brand', 7],
  ] as const)('falls back to the default when %s is %o', (field, value) => {
    expect(readRuntimeConfig({ [field]: value })[field]).toBe(DEFAULT_CONFIG[field]);
  });

  it('keeps the other fields when one is bad', () => {
    expect(readRuntimeConfig({ merchant: 'brand-y', timeoutMs: 'soon' })).toMatchObject({
      merchant: 'brand-y',
      timeoutMs: 15_000,
    });
  });

  it.each([null, 'config', 7, [1, 2]])('never throws on a config of %o', (source) => {
    expect(readRuntimeConfig(source)).toEqual(DEFAULT_CONFIG);
  });

  it('never throws when reading a field throws', () => {
    const hostile = Object.defineProperty({}, 'merchant', {
      get() {
        throw new Error('boom');
      },
    });
    expect(readRuntimeConfig(hostile).merchant).toBe('tessera');
  });
});
