import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { readRuntimeConfig, type RuntimeConfig } from '@tessera/api/contract';

/** Longest the deployed runtime-config.js may run when the server reads it. */
const RUN_LIMIT_MS = 50;

/**
 * The runtime configuration the built site's `runtime-config.js` gives the app, read as a browser
 * would (the script run against a window of its own), with the app's own defaults for anything it
 * leaves out or gets wrong, and all of them when the file is missing, broken or slow. The file is
 * replaced at deploy time without a rebuild: it is read again whenever it changes.
 */
export function siteRuntimeConfig(distDir: string): () => Promise<RuntimeConfig> {
  const file = join(distDir, 'runtime-config.js');
  let known: { changed: number; config: RuntimeConfig } | undefined;
  return async () => {
    const changed = await stat(file).then(
      (s) => s.mtimeMs,
      () => -1,
    );
    if (known?.changed === changed) return known.config;
    let source: unknown;
    try {
      // Its own global is its window, whichever name it sets the configuration through.
      const window: Record<string, unknown> = {};
      window.window = window;
      window.self = window;
      runInNewContext(await readFile(file, 'utf8'), window, { timeout: RUN_LIMIT_MS });
      source = window.TESSERA_CONFIG;
    } catch {
      source = undefined;
    }
    known = { changed, config: readRuntimeConfig(source) };
    return known.config;
  };
}
