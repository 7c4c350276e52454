import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import type { LoggerOptions } from '../http/logging';
import { buildGameApp } from './app';

export interface GameServerOptions {
  db: Db;
  logger: LoggerOptions;
  clock?: Clock;
  host: string;
  port: number;
  /** The web site's address: the origin allowed to frame the game. */
  siteUrl: string;
  /** Development: any local port may frame the game too (the web app's dev and preview servers). */
  devEndpoints: boolean;
  /** The public address, when it differs from the listening one. */
  publicUrl?: string | null;
  /** A fixed secret for the reels (tests, reproducible demos); random per start otherwise. */
  seed?: string | null;
}

export interface GameServer {
  app: FastifyInstance;
  /** The origin launch addresses point at, without a trailing slash. */
  url: string;
}

/** The origins allowed to frame the game pages. */
export function frameAncestors(siteUrl: string, devEndpoints: boolean): string[] {
  const site = new URL(siteUrl).origin;
  return devEndpoints ? [site, 'http://127.0.0.1:*', 'http://localhost:*'] : [site];
}

/** Builds the demo game and starts listening; the answer carries the address to launch games at. */
export async function startGameServer(o: GameServerOptions): Promise<GameServer> {
  const app = await buildGameApp({
    db: o.db,
    logger: o.logger,
    ...(o.clock ? { clock: o.clock } : {}),
    seed: o.seed ?? randomBytes(32).toString('hex'),
    frameAncestors: frameAncestors(o.siteUrl, o.devEndpoints),
  });
  const address = await app.listen({
    host: o.host,
    port: o.port,
    listenTextResolver: (a) => `demo game listening on ${a}`,
  });
  // A wildcard listening address is not one a browser can open.
  const url = o.publicUrl ?? address.replace(/\/\/(0\.0\.0\.0|\[::\])(?=:)/, '//127.0.0.1');
  return { app, url };
}
