import { DEFAULT_TRANSPORT_KEY } from './contract/identity';

/** Settings the web app reads at start-up from `globalThis.TESSERA_CONFIG` (served as `runtime-config.js`). */
export interface RuntimeConfig {
  /** Platform base URL; '' means the same origin. */
  apiBaseUrl: string;
  merchant: string;
  timeoutMs: number;
  /** Passphrase for encrypted request bodies. */
  transportKey: string;
  /** The white-label brand whose tokens style the site (a brand id of @tessera/tokens). */
  brand: string;
}

declare global {
  var TESSERA_CONFIG: Partial<RuntimeConfig> | undefined;
}

/** The values used for anything `runtime-config.js` leaves out or gets wrong. */
export const DEFAULT_CONFIG: Readonly<RuntimeConfig> = Object.freeze({
  apiBaseUrl: '',
  merchant: 'tessera',
  timeoutMs: 15_000,
  transportKey: DEFAULT_TRANSPORT_KEY,
  brand: 'tessera',
});

const nonBlank = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function baseUrl(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const url = v.trim().replace(/\/+$/, '');
  return url === '' || url.startsWith('/') || /^https?:\/\/[^/\s]+/i.test(url) ? url : undefined;
}

function timeout(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) && v >= 1 ? Math.round(v) : undefined;
}

function field(source: unknown, key: keyof RuntimeConfig): unknown {
  try {
    return typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

function globalSource(): unknown {
  try {
    return globalThis.TESSERA_CONFIG;
  } catch {
    return undefined;
  }
}

/**
 * Reads the runtime config, each field falling back to {@link DEFAULT_CONFIG} when missing or
 * of the wrong type. Never throws.
 * @param source defaults to `globalThis.TESSERA_CONFIG`
 */
export function readRuntimeConfig(source: unknown = globalSource()): RuntimeConfig {
  const merchant = field(source, 'merchant');
  const transportKey = field(source, 'transportKey');
  const brand = field(source, 'brand');
  return {
    apiBaseUrl: baseUrl(field(source, 'apiBaseUrl')) ?? DEFAULT_CONFIG.apiBaseUrl,
    merchant: nonBlank(merchant) ? merchant.trim() : DEFAULT_CONFIG.merchant,
    timeoutMs: timeout(field(source, 'timeoutMs')) ?? DEFAULT_CONFIG.timeoutMs,
    transportKey: nonBlank(transportKey) ? transportKey : DEFAULT_CONFIG.transportKey,
    brand: typeof brand === 'string' && /^[a-z0-9-]{1,40}$/.test(brand) ? brand : DEFAULT_CONFIG.brand,
  };
}
