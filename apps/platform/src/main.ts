import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './db';
import type { Db } from './db';
import { stopOnSignals } from './shutdown';
import { writeSetting } from './system/settings';

let db: Db | undefined;
let app: FastifyInstance | undefined;

// Installed first, so a signal that arrives while starting still closes what is already open.
stopOnSignals(
  async () => {
    await app?.close();
    await db?.destroy();
    app?.log.info('platform stopped');
  },
  (message) => (app ? app.log.info(message) : process.stdout.write(`${message}\n`)),
);

async function main(): Promise<void> {
  const config = loadConfig();
  db = await prepareDatabase(config.databaseFile);
  if (config.initialSystemStatus !== null) await writeSetting(db, 'system.status', config.initialSystemStatus);
  app = await buildApp({ db, config, logger: { level: config.logLevel } });
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => `platform listening on ${address} (database ${config.databaseFile})`,
  });
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`platform failed to start: ${message}\n`);
  process.exit(1);
});
