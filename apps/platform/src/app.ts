import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from './config';
import type { Db } from './db/open';
import { installErrorHandlers } from './http/errors';
import { loggerOptions } from './http/logging';
import type { LoggerOptions } from './http/logging';
import { devRoutes } from './routes/dev';
import { healthRoutes } from './routes/health';
import { staticRoutes } from './routes/static';
import { systemRoutes } from './routes/system';

export interface BuildAppOptions {
  db: Db;
  config: Pick<PlatformConfig, 'trustProxy' | 'devEndpoints'>;
  logger: LoggerOptions;
}

/** The platform's HTTP application, ready to `listen` (or to `close`, which leaves the database open). */
export async function buildApp({ db, config, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  installErrorHandlers(app);
  closeConnectionsWhenStopping(app);
  await app.register(formbody);
  await app.register(healthRoutes, { db });
  await app.register(systemRoutes, { db, trustProxy: config.trustProxy });
  await app.register(staticRoutes);
  if (config.devEndpoints) await app.register(devRoutes, { db });
  return app;
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
