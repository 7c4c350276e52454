import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SystemStatusCode } from '@tessera/api/contract';
import { DEFAULT_TRANSPORT_KEY } from '@tessera/api/contract';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface PlatformConfig {
  host: string;
  port: number;
  /** The data folder (DATA_DIR): the database file by default, and the development authenticator key. */
  dataDir: string;
  /** The SQLite database file. */
  databaseFile: string;
  /** Take the caller's address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  logLevel: LogLevel;
  /** Register the /__dev development controls. */
  devEndpoints: boolean;
  /** A system status to apply at start, overriding the stored one. */
  initialSystemStatus: SystemStatusCode | null;
  /** Passphrase of encrypted request bodies; the web app's runtime config carries the same. */
  transportKey: string;
  /** The web site's address, for links in e-mails (password reset); the origin allowed to frame the demo game. */
  siteUrl: string;
  /** The demo game's listening port (PORT + 1 unless set; 0 picks a free one). */
  gamePort: number;
  /** The demo game's public address, when it is not http://{HOST}:{game port}. */
  gameUrl: string | null;
  /** The secret the demo slot draws its reels with; a random one per start when not set. */
  gameSeed: string | null;
  /** Serve the payment-provider simulator instead of a real provider's checkout (development and tests only). */
  paymentSimulator: boolean;
  /** The secret payment notifications are signed with (shared with the provider); a random one per start when not set. */
  paymentSecret: string | null;
  /**
   * Operator accounts to make sure of at start (OPERATOR_ACCOUNT and OPERATOR_PASSWORD). In
   * development the demo operator is added as well; production has only what is configured.
   */
  operators: OperatorAccount[];
  /**
   * The 32-byte key TOTP secrets are sealed under (AUTHENTICATOR_KEY, base64 or hex). Null outside
   * production when not set: {@link authenticatorKeyOf} then keeps one in the data folder.
   */
  authenticatorKey: Buffer | null;
}

export interface OperatorAccount {
  account: string;
  password: string;
}

const PLATFORM_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Thrown for an environment variable that cannot be used; the message names it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from environment variables (listed in this app's README).
 * Every value has a default; a value that is set but unusable throws a ConfigError.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  if (env.DATABASE_URL) {
    throw new ConfigError('DATABASE_URL is set, but this build runs only the embedded SQLite database: unset it');
  }
  const dataDir = resolve(env.DATA_DIR || resolve(PLATFORM_DIR, 'data'));
  const mainPort = port(env.PORT);
  return {
    host: env.HOST || '127.0.0.1',
    port: mainPort,
    dataDir,
    databaseFile: env.DATABASE_FILE ? resolve(env.DATABASE_FILE) : resolve(dataDir, 'tessera.db'),
    trustProxy: env.TRUST_PROXY === '1',
    logLevel: logLevel(env.LOG_LEVEL),
    devEndpoints: env.NODE_ENV !== 'production' || env.TESSERA_DEV_ENDPOINTS === '1',
    initialSystemStatus: systemStatus(env.TESSERA_SYSTEM_STATUS),
    transportKey: env.TRANSPORT_KEY || DEFAULT_TRANSPORT_KEY,
    siteUrl: siteUrl(env.SITE_URL),
    gamePort: env.GAME_PORT ? port(env.GAME_PORT, 'GAME_PORT') : nextPort(mainPort),
    gameUrl: env.GAME_URL ? httpUrl(env.GAME_URL, 'GAME_URL') : null,
    gameSeed: env.GAME_SEED || null,
    paymentSimulator: paymentSimulator(env),
    paymentSecret: paymentSecret(env.PAYMENT_NOTIFY_SECRET),
    operators: operators(env),
    authenticatorKey: authenticatorKey(env),
  };
}

const AUTHENTICATOR_KEY_BYTES = 32;
const KEY_FORMAT = '32 bytes as base64 (44 characters) or hex (64 characters)';

/**
 * AUTHENTICATOR_KEY: required in production (bound authenticators must keep working across starts
 * and hosts); outside production a key file in the data folder stands in. The value is never echoed.
 */
function authenticatorKey(env: NodeJS.ProcessEnv): Buffer | null {
  const value = env.AUTHENTICATOR_KEY?.trim();
  if (!value) {
    if (env.NODE_ENV === 'production')
      throw new ConfigError(
        `AUTHENTICATOR_KEY must be set in production: the key authenticator secrets are encrypted under, ${KEY_FORMAT}`,
      );
    return null;
  }
  const key = parseKey(value);
  if (!key) throw new ConfigError(`AUTHENTICATOR_KEY must be ${KEY_FORMAT}`);
  return key;
}

/** 32 bytes from hex or base64 (standard or URL-safe, padding optional); null for anything else. */
function parseKey(value: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const key = Buffer.from(value.replace(/=$/, '').replace(/\+/g, '-').replace(/\//g, '_'), 'base64url');
  return key.length === AUTHENTICATOR_KEY_BYTES ? key : null;
}

/** The development key file's name, in the data folder. */
export const AUTHENTICATOR_KEY_FILE = 'authenticator.key';

/**
 * The key to seal authenticator secrets under: AUTHENTICATOR_KEY, else (outside production) the one
 * kept in `{dataDir}/authenticator.key`, written on first start (hex, owner-only 0600) so restarts
 * keep bound authenticators working. A file that does not hold a key throws a ConfigError naming it.
 */
export function authenticatorKeyOf(config: Pick<PlatformConfig, 'authenticatorKey' | 'dataDir'>): Buffer {
  if (config.authenticatorKey) return config.authenticatorKey;
  const file = resolve(config.dataDir, AUTHENTICATOR_KEY_FILE);
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx': only when there is none yet, so two starts at once cannot replace each other's key.
    writeFileSync(file, `${randomBytes(AUTHENTICATOR_KEY_BYTES).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseKey(readFileSync(file, 'utf8').trim());
  if (!key)
    throw new ConfigError(
      `${file} does not hold an authenticator key (${KEY_FORMAT}): set AUTHENTICATOR_KEY or fix the file`,
    );
  return key;
}

/** The operator named by OPERATOR_ACCOUNT and OPERATOR_PASSWORD (both or neither). */
function operators(env: NodeJS.ProcessEnv): OperatorAccount[] {
  const account = env.OPERATOR_ACCOUNT?.trim();
  const password = env.OPERATOR_PASSWORD;
  if (!account && !password) return [];
  if (!account || !password) throw new ConfigError('OPERATOR_ACCOUNT and OPERATOR_PASSWORD go together: set both');
  if (!/^[a-z0-9_]{4,32}$/i.test(account))
    throw new ConfigError('OPERATOR_ACCOUNT must be 4 to 32 letters, digits or underscores');
  if (password.length < 12) throw new ConfigError('OPERATOR_PASSWORD must be at least 12 characters');
  return [{ account, password }];
}

/** On by default outside production; production refuses to start with it on. */
function paymentSimulator(env: NodeJS.ProcessEnv): boolean {
  const value = env.PAYMENT_SIMULATOR;
  if (value !== undefined && value !== '' && value !== '0' && value !== '1')
    throw new ConfigError(`PAYMENT_SIMULATOR must be 0 or 1, not "${value}"`);
  const production = env.NODE_ENV === 'production';
  if (production && value === '1')
    throw new ConfigError('PAYMENT_SIMULATOR=1 is refused in production: the simulator pays orders without money');
  return value === undefined || value === '' ? !production : value === '1';
}

function paymentSecret(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < 32) throw new ConfigError('PAYMENT_NOTIFY_SECRET must be at least 32 characters');
  return value;
}

function port(value: string | undefined, name = 'PORT'): number {
  if (!value) return 7001;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new ConfigError(`${name} must be a port number, not "${value}"`);
  return n;
}

/** The demo game's default port: the one after PORT, or a free one when PORT picks a free one. */
function nextPort(mainPort: number): number {
  if (mainPort === 0) return 0;
  if (mainPort === 65535) throw new ConfigError('PORT is 65535, so GAME_PORT must be set');
  return mainPort + 1;
}

function logLevel(value: string | undefined): LogLevel {
  if (!value) return 'info';
  const level = value.toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
}

function systemStatus(value: string | undefined): SystemStatusCode | null {
  if (value === undefined || value === '') return null;
  if (value === '0' || value === '1' || value === '2') return Number(value) as SystemStatusCode;
  throw new ConfigError(
    `TESSERA_SYSTEM_STATUS must be 0 (normal), 1 (maintenance) or 2 (region-restricted), not "${value}"`,
  );
}

function siteUrl(value: string | undefined): string {
  return value ? httpUrl(value, 'SITE_URL') : 'http://127.0.0.1:5173';
}

function httpUrl(value: string, name: string): string {
  if (!/^https?:\/\/[^/\s]+/i.test(value)) throw new ConfigError(`${name} must be an http(s) address, not "${value}"`);
  return value.replace(/\/+$/, '');
}
