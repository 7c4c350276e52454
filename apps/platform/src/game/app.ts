import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { systemClock } from '../clock';
import type { Db } from '../db/open';
import { errorBody } from '../http/envelope';
import { installErrorHandlers } from '../http/errors';
import { loggerOptions } from '../http/logging';
import type { LoggerOptions } from '../http/logging';
import { gameApi } from './api';
import { ASSETS, PAGES } from './assets';

export interface GameAppOptions {
  db: Db;
  logger: LoggerOptions;
  clock?: Clock;
  /** The secret reels are drawn with. */
  seed: string;
  /** Origins allowed to frame the game pages (CSP frame-ancestors). */
  frameAncestors: readonly string[];
}

/**
 * The demo game: a second HTTP listener on its own origin, as a third-party game would be. Its
 * pages authenticate with the one-time ticket of the launch address (read from the fragment,
 * exchanged once for a game session token held in the page's memory) and never see the member's
 * site session. The API takes the token as a bearer header and sends no cookies, so any origin
 * may call it (a page in a sandboxed frame has an opaque origin: `Origin: null`).
 */
export async function buildGameApp({
  db,
  logger,
  clock = systemClock,
  seed,
  frameAncestors,
}: GameAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(logger), bodyLimit: 16 * 1024 });
  installErrorHandlers(app);
  const ctx = { db, clock, seed };
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors.join(' ')}`,
  ].join('; ');

  app.addHook('onSend', async (request, reply) => {
    reply
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store');
    if (request.url.startsWith('/api/')) {
      reply
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-headers', 'authorization, content-type')
        .header('access-control-allow-methods', 'GET, POST');
    }
  });

  const page = (body: string) => async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', csp).send(body);
  app.get('/play', page(PAGES.slot.body));
  app.get('/lottery', page(PAGES.lottery.body));
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const asset = ASSETS.get(request.params.file);
    if (!asset) return reply.code(404).send(errorBody('NOT_FOUND', 'No such file'));
    return reply.type(asset.type).send(asset.body);
  });
  app.options('/api/*', async (_request, reply) => reply.code(204).send());

  await app.register(gameApi, { ctx });
  app.get('/healthz', async () => ({ status: 'ok' }));
  return app;
}
