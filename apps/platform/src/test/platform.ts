import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { copyFile, mkdtemp, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TRANSPORT_KEY } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Clock } from '../clock';
import { prepareDatabase } from '../db';
import type { Db } from '../db';
import { startGameServer } from '../game/server';
import type { LoggerOptions } from '../http/logging';

export interface PlatformOptions {
  /** Reuse this folder's database (a restart); a new temporary folder otherwise. */
  dir?: string;
  devEndpoints?: boolean;
  trustProxy?: boolean;
  logger?: LoggerOptions;
  clock?: Clock;
  /** The demo slot's secret (tests that predict the reels pass {@link TEST_GAME_SEED}). */
  gameSeed?: string;
}

/** The demo slot secret of test platforms: tests draw the same reels with it. */
export const TEST_GAME_SEED = 'tessera-test-seed';

/** The web site address test platforms put in e-mail links. */
export const TEST_SITE_URL = 'http://site.test';

/** The test platforms' AUTHENTICATOR_KEY (fixed, so a restarted platform still opens what it sealed). */
export const TEST_AUTHENTICATOR_KEY = Buffer.alloc(32, 7);

/** A real platform on 127.0.0.1 and a free port, over a real database file in a temporary folder. */
export interface TestPlatform {
  url: string;
  dir: string;
  file: string;
  db: Db;
  app: FastifyInstance;
  /** The demo game's origin (its own listener) and app. */
  gameUrl: string;
  game: FastifyInstance;
  /** Stops the server and closes the database, keeping the folder. */
  stop: () => Promise<void>;
  /** Stops and deletes the folder. */
  dispose: () => Promise<void>;
}

/** The platform's sources folder. */
const SOURCES = fileURLToPath(new URL('..', import.meta.url));
/** What a seeded database is made from: the migrations and seed, and what the seed calls. */
const SEED_INPUTS = [
  'db',
  'wallet',
  'static',
  'game/slot.ts',
  'identity/passwords.ts',
  'clock',
  'cashier/withdrawals.ts',
  'points/points.ts',
];

async function sourceFiles(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isDirectory()) return [path];
  const names = (await readdir(path)).sort();
  return (await Promise.all(names.map((name) => sourceFiles(join(path, name))))).flat();
}

/**
 * The template's name: a hash of the seed's sources (tests excluded) and today's UTC date, so a
 * change to the seed makes a new template, and the seeded "today" and "this month" stay today's.
 */
async function templateFile(): Promise<string> {
  const hash = createHash('sha256');
  for (const input of SEED_INPUTS) {
    for (const file of await sourceFiles(join(SOURCES, input))) {
      if (file.endsWith('.test.ts')) continue;
      hash
        .update(relative(SOURCES, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  hash.update(new Date().toISOString().slice(0, 10));
  return join(tmpdir(), `tessera-seeded-${hash.digest('hex').slice(0, 16)}.db`);
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A lock older than this was left by a run that died while building. */
const STALE_LOCK_MS = 120_000;

/**
 * Builds the seeded template once for every test file of every run that shares it: the first
 * process to take the lock file seeds a new database and moves it into place whole (rename is
 * atomic); the others wait for it. Templates of other hashes are removed when a new one is made.
 */
async function buildTemplate(): Promise<string> {
  const template = await templateFile();
  const lock = `${template}.lock`;
  for (;;) {
    if (await exists(template)) return template;
    const held = await open(lock, 'wx').catch(() => undefined);
    if (!held) {
      const since = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > STALE_LOCK_MS) await rm(lock, { force: true });
      else await pause(200);
      continue;
    }
    try {
      if (await exists(template)) return template;
      const dir = await mkdtemp(join(tmpdir(), 'tessera-template-'));
      try {
        const db = await prepareDatabase(join(dir, 'tessera.db'));
        // Closing the only connection checkpoints the write-ahead log into the file, so one file is the whole database.
        await db.destroy();
        await copyFile(join(dir, 'tessera.db'), `${template}.${process.pid}`);
        await rename(`${template}.${process.pid}`, template);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      for (const name of await readdir(tmpdir())) {
        const path = join(tmpdir(), name);
        if (/^tessera-seeded-[0-9a-f]{16}\.db$/.test(name) && path !== template) await rm(path, { force: true });
      }
      return template;
    } finally {
      await held.close();
      await rm(lock, { force: true });
    }
  }
}

/**
 * Made (or waited for) while this module is imported, before any test's hooks run: a file whose
 * tests start platforms does not wait for the seed inside a hook's time limit.
 */
const template = await buildTemplate();

/**
 * Puts a freshly seeded database at `file`: a copy of the template, seeded once per change of the
 * seed and day rather than once per test file (the full seed takes seconds; a copy milliseconds).
 * Each copy is a database of its own, so tests stay isolated.
 */
export async function copySeededDatabase(file: string): Promise<void> {
  await copyFile(template, file);
}

export async function startPlatform(options: PlatformOptions = {}): Promise<TestPlatform> {
  const dir = options.dir ?? (await mkdtemp(join(tmpdir(), 'tessera-platform-')));
  const file = join(dir, 'tessera.db');
  // A new folder starts from the seeded template; a reused one (a restart) keeps its database.
  if (!options.dir) await copySeededDatabase(file);
  const db = await prepareDatabase(file);
  const logger = options.logger ?? { level: 'silent' as const };
  const clockOption = options.clock ? { clock: options.clock } : {};
  const game = await startGameServer({
    db,
    logger,
    ...clockOption,
    host: '127.0.0.1',
    port: 0,
    siteUrl: TEST_SITE_URL,
    devEndpoints: options.devEndpoints ?? true,
    seed: options.gameSeed ?? TEST_GAME_SEED,
  });
  const app = await buildApp({
    db,
    config: {
      devEndpoints: options.devEndpoints ?? true,
      trustProxy: options.trustProxy ?? false,
      transportKey: DEFAULT_TRANSPORT_KEY,
      siteUrl: TEST_SITE_URL,
      authenticatorKey: TEST_AUTHENTICATOR_KEY,
    },
    logger,
    ...clockOption,
    gameUrl: game.url,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    await Promise.all([app.close(), game.app.close()]);
    await db.destroy();
  };
  return {
    url,
    dir,
    file,
    db,
    app,
    gameUrl: game.url,
    game: game.app,
    stop,
    dispose: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** GETs a path and returns the status, content type and parsed JSON body. */
export async function getJson<T = unknown>(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { headers });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: (await res.json()) as T };
}

/** POSTs a raw body (JSON content type unless told otherwise). */
export async function post<T = unknown>(base: string, path: string, body: string, type = 'application/json') {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': type }, body });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: (await res.json()) as T };
}

/** Any request with an optional JSON or form body; returns the status and parsed JSON body. */
export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  {
    json,
    form,
    headers = {},
  }: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const body = json !== undefined ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined;
  const type: Record<string, string> =
    json !== undefined
      ? { 'content-type': 'application/json' }
      : form
        ? { 'content-type': 'application/x-www-form-urlencoded' }
        : {};
  const res = await fetch(base + path, {
    method,
    headers: { ...type, ...headers },
    ...(body === undefined ? {} : { body }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** The size of the WebP picture `res` answers with; fails unless the body is a WebP file. */
export async function webpSize(res: Response): Promise<{ width: number; height: number }> {
  const body = Buffer.from(await res.arrayBuffer());
  expect([body.subarray(0, 4).toString('latin1'), body.subarray(8, 12).toString('latin1')]).toEqual(['RIFF', 'WEBP']);
  const { width = 0, height = 0 } = await sharp(body).metadata();
  return { width, height };
}
