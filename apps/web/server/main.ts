/**
 * `npm run serve`: the built site (apps/web/dist) served as in production. The environment
 * variables are described in the README ("Serving the built site") and in ./config.ts.
 */
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app';
import { ConfigError, loadServeConfig } from './config';
import { PLATFORM_PATHS } from './platformPaths';

let app: FastifyInstance | undefined;
let stopping = false;

// A signal stops accepting connections and lets answers in flight finish; a second one exits at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    void (app?.close() ?? Promise.resolve()).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

async function main(): Promise<void> {
  const config = loadServeConfig();
  app = await buildServer({ ...config, logger: { level: config.logLevel } });
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => `site listening on ${address} (serving ${config.distDir})`,
  });
  if (!config.platformUrl) app.log.warn(`PLATFORM_URL is not set: ${PLATFORM_PATHS.join(', ')} answer 404`);
  if (config.gameOrigins.length === 0)
    app.log.warn('GAME_ORIGINS is not set: the Content-Security-Policy lets no game frame load');
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`site server failed to start: ${message}\n`);
  process.exit(1);
});
