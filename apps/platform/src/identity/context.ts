import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/open';

/** What the identity flows run on. */
export interface IdentityContext {
  db: Db;
  clock: Clock;
  /** The web site's address, for links in e-mails. */
  siteUrl: string;
  /** Development controls on: captcha answers are kept and the outbox logs a line per message. */
  devEndpoints: boolean;
  /** The 32-byte key authenticator (TOTP) secrets are sealed under at rest (AUTHENTICATOR_KEY). */
  authenticatorKey: Buffer;
}

/** Who is asking: the caller's address and the request's logger. */
export interface Caller {
  ip: string;
  log: FastifyBaseLogger;
}

/** The logger the outbox writes its line to: only with the development controls on. */
export const outboxLog = (ctx: IdentityContext, caller: Caller): FastifyBaseLogger | null =>
  ctx.devEndpoints ? caller.log : null;
