import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

export async function startPlatform(options: PlatformOptions = {}): Promise<TestPlatform> {
  const dir = options.dir ?? (await mkdtemp(join(tmpdir(), 'tessera-platform-')));
  const file = join(dir, 'tessera.db');
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
  { json, form, headers = {} }: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const body = json !== undefined ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined;
  const type: Record<string, string> =
    json !== undefined ? { 'content-type': 'application/json' } : form ? { 'content-type': 'application/x-www-form-urlencoded' } : {};
  const res = await fetch(base + path, { method, headers: { ...type, ...headers }, ...(body === undefined ? {} : { body }) });
  return { status: res.status, body: (await res.json()) as T };
}
