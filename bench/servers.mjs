// The site as deployed, for benchmarks: a fresh platform (its whole seeded catalogue) and the
// production server (`npm run serve`) over a built folder, on ports of the bench's own; and a
// browser of the bench's own to load it in.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requireChromium } from '../scripts/chromium.mjs';

export async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** Refuses a port something else already listens on: the figures must come from our own servers. */
export function assertFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`port ${port} is in use: set BENCH_PLATFORM_PORT / BENCH_WEB_PORT`)))
      .once('listening', () => probe.close(resolve))
      .listen(port, '127.0.0.1');
  });
}

function start(args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code) => {
    if (code) console.error(`${args.at(-1)} exited with ${code}`);
  });
  return child;
}

/** Serves a built folder with the production server; forwards the contract's paths when given a platform. */
export async function startSite({ distDir, port, platformUrl, gameOrigin }) {
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir} is not built`);
  await assertFree(port);
  const server = start(['--conditions=@tessera/source', '--import', 'tsx', 'apps/web/server/main.ts'], {
    DIST_DIR: path.resolve(distDir),
    INIT_CWD: process.cwd(),
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ...(platformUrl ? { PLATFORM_URL: platformUrl } : {}),
    ...(gameOrigin ? { GAME_ORIGINS: gameOrigin } : {}),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`);
  return { url, stop: () => server.kill() };
}

/** A platform on a fresh database (seeded at start); the demo game listens on the next port. */
export async function startPlatform({ port }) {
  for (const p of [port, port + 1]) await assertFree(p);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-bench-'));
  const platform = start(['--conditions=@tessera/source', '--import', 'tsx', 'apps/platform/src/main.ts'], {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`);
  return {
    url,
    gameOrigin: `http://127.0.0.1:${port + 1}`,
    stop: () => {
      platform.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A Chromium of its own with `args`, in a fresh profile (nothing cached, no earlier visit) and its
 * own process group, so that its renderers and GPU process end with it. `dir` is a temporary
 * folder holding the profile, for the caller's files too (`args` may be a function of it);
 * `stop()` ends the browser and removes the folder.
 */
export function startChromium(args) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-chromium-'));
  const flags = typeof args === 'function' ? args(dir) : args;
  const browser = spawn(requireChromium(), [`--user-data-dir=${path.join(dir, 'profile')}`, ...flags], {
    stdio: 'ignore',
    detached: true,
  });
  return {
    dir,
    stop: async () => {
      if (browser.exitCode === null && browser.signalCode === null) {
        const exited = new Promise((resolve) => browser.once('exit', resolve));
        try {
          process.kill(-browser.pid, 'SIGTERM');
        } catch {
          browser.kill();
        }
        await exited;
      }
      // A helper process may still be writing the profile for a moment after the browser exits.
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}
