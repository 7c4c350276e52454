import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Everything the production server needs to know; built from the environment by {@link loadServeConfig}. */
export interface ServeConfig {
  host: string;
  port: number;
  /** The built site (Vite's output folder). */
  distDir: string;
  /** Where the contract's paths are forwarded; null: they answer 404. */
  platformUrl: string | null;
  /** Origins the site may frame: where launched games live (CSP frame-src). */
  gameOrigins: string[];
  /** Other places the site calls (the runtime config's apiBaseUrl when it is not this origin; CSP connect-src). */
  apiOrigins: string[];
  /** Image CDN bases beyond this origin (the platform's imageCDNs when they are absolute; CSP img-src). */
  imageOrigins: string[];
  /** Served to browsers over HTTPS (by a proxy in front): HSTS on every answer, insecure requests upgraded. */
  behindHttps: boolean;
  /** Believe X-Forwarded-* from the proxy in front; HSTS then follows X-Forwarded-Proto per request. */
  trustProxy: boolean;
  logLevel: LogLevel;
}

/** Thrown for an environment variable that cannot be used; the message names it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** apps/web/dist, wherever the command is run from. */
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads the configuration from environment variables (listed in the README's "Serving the built
 * site"). Every value has a default; a value that is set but unusable throws a ConfigError.
 */
export function loadServeConfig(env: NodeJS.ProcessEnv = process.env): ServeConfig {
  // A relative DIST_DIR is taken from where the command was typed (npm runs workspace scripts in
  // apps/web and says where it was started in INIT_CWD).
  const distDir = env.DIST_DIR ? resolve(env.INIT_CWD || process.cwd(), env.DIST_DIR) : DEFAULT_DIST_DIR;
  if (!existsSync(resolve(distDir, 'index.html'))) {
    throw new ConfigError(
      `${distDir} has no index.html: build the site first (npm run build), or set DIST_DIR to the built site`,
    );
  }
  return {
    host: env.HOST || '127.0.0.1',
    port: port(env.PORT),
    distDir,
    platformUrl: env.PLATFORM_URL ? httpUrl(env.PLATFORM_URL, 'PLATFORM_URL') : null,
    gameOrigins: sources(env.GAME_ORIGINS, 'GAME_ORIGINS'),
    apiOrigins: sources(env.API_ORIGINS, 'API_ORIGINS'),
    imageOrigins: sources(env.IMAGE_ORIGINS, 'IMAGE_ORIGINS'),
    behindHttps: flag(env.BEHIND_HTTPS, 'BEHIND_HTTPS'),
    trustProxy: flag(env.TRUST_PROXY, 'TRUST_PROXY'),
    logLevel: logLevel(env.LOG_LEVEL),
  };
}

function port(value: string | undefined): number {
  if (!value) return 8080;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`PORT must be a port number, not "${value}"`);
  return n;
}

function httpUrl(value: string, name: string): string {
  if (!/^https?:\/\/[^/\s]+/i.test(value)) throw new ConfigError(`${name} must be an http(s) address, not "${value}"`);
  return value.replace(/\/+$/, '');
}

/**
 * A comma-separated list of CSP host sources: an http(s) origin, optionally with a `*.` host
 * wildcard, a `:*` port wildcard or a path (`https://cdn.example.com/images/`).
 */
function sources(value: string | undefined, name: string): string[] {
  if (!value) return [];
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const source of list) {
    if (
      !/^https?:\/\/(\*\.)?[a-z0-9.-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?(\/[^\s;,'"]*)?$/i.test(source) &&
      !/^https?:\/\/\[[0-9a-f:]+\](:\d{1,5})?$/i.test(source)
    ) {
      throw new ConfigError(
        `${name} must list http(s) origins separated by commas (like https://games.example.com), not "${source}"`,
      );
    }
  }
  return list.map((s) => (/^[^/]+\/\/[^/]+\/$/.test(s) ? s.slice(0, -1) : s));
}

function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new ConfigError(`${name} must be 1 (on) or 0 (off), not "${value}"`);
}

function logLevel(value: string | undefined): LogLevel {
  if (!value) return 'info';
  const level = value.toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}
