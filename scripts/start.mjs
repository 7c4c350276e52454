#!/usr/bin/env node
// Starts the reference platform (embedded database, seeded on first run) and the web app's
// development server, which forwards the platform's paths. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const PLATFORM_PORT = process.env.PLATFORM_PORT ?? '7001';
const platformUrl = `http://127.0.0.1:${PLATFORM_PORT}`;
const children = [];

function run(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForPlatform() {
  for (let i = 0; i < 120; i += 1) {
    try {
      const res = await fetch(`${platformUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`The platform did not answer on ${platformUrl} within 60 s`);
}

run('platform', process.execPath, ['--conditions=@tessera/source', '--import', 'tsx', 'src/main.ts'], {
  cwd: 'apps/platform',
  env: { PORT: PLATFORM_PORT, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
await waitForPlatform();
run('web', process.execPath, ['../../node_modules/vite/bin/vite.js'], {
  cwd: 'apps/web',
  env: { PLATFORM_URL: platformUrl },
});
