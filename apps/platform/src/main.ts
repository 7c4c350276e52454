import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { authenticatorKeyOf, ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db';
import { DEMO_OPERATOR } from './db/seed/operators';
import type { Db } from './db';
import { systemClock } from './clock';
import { startSettlementJob } from './contracts/settlement';
import { startGameServer } from './game/server';
import { stopOnSignals } from './shutdown';
import { writeSetting } from './system/settings';

let db: Db | undefined;
let app: FastifyInstance | undefined;
let game: FastifyInstance | undefined;
let stopSettlements: (() => void) | undefined;

// Installed first, so a signal that arrives while starting still closes what is already open.
stopOnSignals(
  async () => {
    stopSettlements?.();
    await Promise.all([app?.close(), game?.close()]);
    await db?.destroy();
    app?.log.info('platform stopped');
  },
  (message) => (app ? app.log.info(message) : process.stdout.write(`${message}\n`)),
);

async function main(): Promise<void> {
  const config = loadConfig();
  const authenticatorKey = authenticatorKeyOf(config);
  db = await prepareDatabase(config.databaseFile, {
    // The demo operator (a known password) only where development controls are on.
    operators: config.devEndpoints ? [DEMO_OPERATOR, ...config.operators] : config.operators,
    // In development, how long the seed took (a new database pays the whole seed, a later start only what is missing).
    onSeeded: (ms) => {
      if (config.devEndpoints)
        process.stdout.write(`platform seeded in ${(ms / 1000).toFixed(1)} s (database ${config.databaseFile})\n`);
    },
  });
  if (config.initialSystemStatus !== null) await writeSetting(db, 'system.status', config.initialSystemStatus);
  const logger = { level: config.logLevel };
  // The game first: launch addresses need its origin.
  const gameServer = await startGameServer({
    db,
    logger,
    host: config.host,
    port: config.gamePort,
    siteUrl: config.siteUrl,
    devEndpoints: config.devEndpoints,
    publicUrl: config.gameUrl,
    seed: config.gameSeed,
  });
  game = gameServer.app;
  app = await buildApp({ db, config: { ...config, authenticatorKey }, logger, gameUrl: gameServer.url });
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => `platform listening on ${address} (database ${config.databaseFile})`,
  });
  // Agent contracts settle on the clock: each minute, every window that ended and is not settled yet.
  const log = app.log;
  stopSettlements = startSettlementJob(db, systemClock, (error) =>
    log.error({ err: error }, 'contract settlement failed'),
  );
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`platform failed to start: ${message}\n`);
  process.exit(1);
});
