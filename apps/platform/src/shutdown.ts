/**
 * Stops the process cleanly on SIGINT or SIGTERM: `stop` should stop accepting connections,
 * let in-flight requests finish and close the database; the process then exits 0 (1 if stopping
 * failed). A second signal while stopping exits at once.
 */
export function stopOnSignals(stop: () => Promise<void>, log: (message: string) => void): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      log(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    log(`${signal} received: finishing requests in flight, then stopping`);
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        log(`stopping failed: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
