import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { PlatformConfig } from './config';
import type { Db } from './db/open';
import { installErrorHandlers } from './http/errors';
import { loggerOptions } from './http/logging';
import type { LoggerOptions } from './http/logging';
import { sealStoredSecrets } from './identity/authenticator';
import type { IdentityContext } from './identity/context';
import { installLanguage } from './language/request';
import { affiliateRoutes } from './routes/affiliate';
import { agentRoutes } from './routes/agent';
import { installAuth } from './routes/auth';
import { agentAccountRoutes } from './routes/agentAccounts';
import { forceDueReceipts } from './cashier/lifecycle';
import { captchaRoutes } from './routes/captcha';
import { cashierRoutes } from './routes/cashier';
import { contentRoutes } from './routes/content';
import { contractRoutes, devContractRoutes } from './routes/contracts';
import { devRoutes } from './routes/dev';
import { devIdentityRoutes } from './routes/dev-identity';
import { gameRoutes } from './routes/games';
import { healthRoutes } from './routes/health';
import { inboxRoutes } from './routes/inbox';
import { launchRoutes } from './routes/launch';
import { lotteryRoutes } from './routes/lottery';
import { memberRoutes } from './routes/member';
import { memberWalletRoutes } from './routes/member-wallets';
import { operatorRoutes } from './routes/operator';
import { feedbackRoutes } from './routes/feedback';
import { securityRoutes } from './routes/security';
import { gameExtraRoutes } from './routes/game-extras';
import { pointsRoutes } from './routes/points';
import { rankRoutes } from './routes/ranks';
import { recordsRoutes } from './routes/records';
import { referralRoutes } from './routes/referral';
import { sessionRoutes } from './routes/session';
import { staticRoutes } from './routes/static';
import { systemRoutes } from './routes/system';
import { uplineRoutes } from './routes/upline';
import { verificationRoutes } from './routes/verification';
import { walletRoutes } from './routes/wallet';

export interface BuildAppOptions {
  db: Db;
  config: Pick<PlatformConfig, 'trustProxy' | 'devEndpoints' | 'transportKey' | 'siteUrl'> &
    Partial<Pick<PlatformConfig, 'paymentSimulator' | 'paymentSecret'>> & {
      /**
       * The key authenticator secrets are sealed under (`authenticatorKeyOf` in config.ts); a random one for
       * this start when not given (tests), which secrets bound in an earlier start do not open under.
       */
      authenticatorKey?: Buffer;
    };
  logger: LoggerOptions;
  /** Time for every expiry, window and delay; the system clock unless a test moves its own. */
  clock?: Clock;
  /** The demo game's origin: launch addresses point there. */
  gameUrl: string;
}

/** The platform's HTTP application, ready to `listen` (or to `close`, which leaves the database open). */
export async function buildApp({
  db,
  config,
  logger,
  clock = systemClock,
  gameUrl,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  installErrorHandlers(app);
  const ctx: IdentityContext = {
    db,
    clock,
    siteUrl: config.siteUrl,
    devEndpoints: config.devEndpoints,
    authenticatorKey: config.authenticatorKey ?? randomBytes(32),
  };
  // Secrets stored before they were sealed are sealed now; ones another key sealed are reported.
  const secrets = await sealStoredSecrets(db, ctx.authenticatorKey);
  if (secrets.sealed > 0) app.log.info(`sealed ${secrets.sealed} authenticator secrets stored in plain text`);
  if (secrets.unreadable > 0)
    app.log.error(
      `${secrets.unreadable} stored authenticator secrets do not open under AUTHENTICATOR_KEY: those authenticators cannot verify`,
    );
  installAuth(app, ctx);
  installLanguage(app, { db, clock });
  closeConnectionsWhenStopping(app);
  await app.register(formbody);
  await app.register(healthRoutes, { db });
  await app.register(systemRoutes, { db, trustProxy: config.trustProxy });
  await app.register(staticRoutes);
  await app.register(captchaRoutes, { ctx });
  await app.register(verificationRoutes, { ctx });
  await app.register(sessionRoutes, { ctx, transportKey: config.transportKey });
  await app.register(memberRoutes, { ctx, transportKey: config.transportKey });
  await app.register(affiliateRoutes, { db });
  await app.register(contentRoutes, { db, clock });
  await app.register(rankRoutes, { db });
  await app.register(walletRoutes, { ctx });
  // Without a configured secret, one for this start: the simulator can sign, no outside provider can.
  const paymentSecret =
    config.paymentSecret ??
    (config.paymentSimulator !== false && config.devEndpoints ? randomBytes(32).toString('hex') : null);
  await app.register(cashierRoutes, {
    ctx,
    transportKey: config.transportKey,
    paymentSimulator: config.paymentSimulator ?? config.devEndpoints,
    paymentSecret,
  });
  await app.register(operatorRoutes, { ctx });
  await app.register(feedbackRoutes, { ctx });
  await app.register(securityRoutes, { ctx });
  await app.register(gameExtraRoutes, { ctx });
  sweepForcedReceipts(app, ctx);
  await app.register(agentRoutes, { ctx });
  await app.register(agentAccountRoutes, { ctx, transportKey: config.transportKey });
  await app.register(memberWalletRoutes, { ctx });
  await app.register(recordsRoutes, { ctx });
  await app.register(referralRoutes, { ctx });
  await app.register(inboxRoutes, { ctx });
  await app.register(pointsRoutes, { ctx, transportKey: config.transportKey });
  await app.register(uplineRoutes, { ctx, transportKey: config.transportKey });
  await app.register(contractRoutes, { ctx, transportKey: config.transportKey });
  await app.register(gameRoutes, { ctx });
  await app.register(lotteryRoutes, { ctx });
  await app.register(launchRoutes, { ctx, gameUrl });
  if (config.devEndpoints) {
    await app.register(devRoutes, { db });
    await app.register(devIdentityRoutes, { ctx });
    await app.register(devContractRoutes, { ctx });
  }
  return app;
}

/** How often unanswered withdrawal payments past their time limit are counted as received (reads sweep too). */
const FORCED_RECEIPT_SWEEP_MS = 60_000;

function sweepForcedReceipts(app: FastifyInstance, ctx: IdentityContext): void {
  const timer = setInterval(() => {
    forceDueReceipts(ctx).catch((error: unknown) => app.log.error({ err: error }, 'forced receipt sweep failed'));
  }, FORCED_RECEIPT_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * While the server stops, answers to requests still in flight close their connection, so a
 * keep-alive client cannot hold the shutdown open.
 */
function closeConnectionsWhenStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
}
