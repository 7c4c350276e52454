import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Envelope, SystemStatus } from '@tessera/api/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { copySeededDatabase } from './test/platform';

const APP_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs the server as `npm start` does, in a child process. */
function run(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--conditions=@tessera/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: APP_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

async function listeningOn(r: Run): Promise<string> {
  for (let i = 0; i < 150; i += 1) {
    const match = /platform listening on (http:\/\/[\d.]+:\d+)/.exec(r.output());
    if (match?.[1]) return match[1];
    if (r.child.exitCode !== null) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the platform did not start:\n${r.output()}`);
}

describe('the platform process', () => {
  const dirs: string[] = [];
  const running: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
  });
  /** A data folder: empty (the process seeds it whole), or holding a copy of the seeded template (a start with nothing missing). */
  const dataDir = async (seeded = true): Promise<string> => {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-main-'));
    dirs.push(dir);
    if (seeded) await copySeededDatabase(join(dir, 'tessera.db'));
    return dir;
  };

  it('starts on a new data folder with TESSERA_SYSTEM_STATUS applied, prints how long the seed took, and stops cleanly on SIGTERM', async () => {
    const dir = await dataDir(false);
    const r = run({ DATA_DIR: dir, TESSERA_SYSTEM_STATUS: '1', LOG_LEVEL: 'info' });
    running.push(r.child);
    const url = await listeningOn(r);
    const seeded = /platform seeded in (\d+\.\d) s/.exec(r.output());
    expect(seeded, r.output()).not.toBeNull();
    // The whole seed of a new database; generous for a loaded two-core machine (see the README for the measured time).
    expect(Number(seeded?.[1])).toBeLessThan(30);

    const res = await fetch(`${url}/wps/system/status?url=localhost`);
    expect(((await res.json()) as Envelope<SystemStatus>).value.status).toBe(1);
    expect(existsSync(join(dir, 'tessera.db'))).toBe(true);

    r.child.kill('SIGTERM');
    expect(await r.exited).toBe(0);
    expect(r.output()).toContain('platform stopped');
    // The database was closed properly: SQLite folds its write-ahead log back into the file.
    expect(existsSync(join(dir, 'tessera.db-wal'))).toBe(false);
  });

  it('finishes a request in flight when SIGTERM arrives before answering it', async () => {
    const r = run({ DATA_DIR: await dataDir(), LOG_LEVEL: 'info' });
    running.push(r.child);
    const url = await listeningOn(r);
    const body = '{"status":2}';
    const answer = new Promise<{ status: number; body: string }>((done, fail) => {
      const req = request(`${url}/__dev/system-status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
        // A client that would keep its connection open for a minute.
        agent: new Agent({ keepAlive: true, timeout: 60_000 }),
      });
      req.on('response', (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (c: string) => (text += c))
          .on('end', () => done({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', fail);
      req.write(body.slice(0, 5));
      req.flushHeaders();
      setTimeout(() => {
        r.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(5)), 300);
      }, 300);
    });
    expect(await answer).toEqual({ status: 200, body: '{"success":true,"value":{"status":2}}' });
    const answeredAt = Date.now();
    expect(await r.exited).toBe(0);
    // The answer closed its keep-alive connection, so nothing held the stop open.
    expect(Date.now() - answeredAt).toBeLessThan(5_000);
  });

  it('starts the demo game on its own port beside the API, launches games there, and stops both on SIGTERM', async () => {
    const r = run({ DATA_DIR: await dataDir(), LOG_LEVEL: 'info' });
    running.push(r.child);
    const url = await listeningOn(r);
    const game = /demo game listening on (http:\/\/[\d.]+:\d+)/.exec(r.output())?.[1] ?? '';
    expect(game).not.toBe('');
    expect(new URL(game).port).not.toBe(new URL(url).port);
    expect((await fetch(`${game}/healthz`)).status).toBe(200);
    expect((await fetch(`${game}/play`)).headers.get('content-security-policy')).toContain('frame-ancestors');
    r.child.kill('SIGTERM');
    expect(await r.exited).toBe(0);
    await expect(fetch(`${game}/healthz`)).rejects.toThrow();
  });

  it('exits at once on a second signal', async () => {
    const r = run({ DATA_DIR: await dataDir(), LOG_LEVEL: 'info' });
    running.push(r.child);
    const url = await listeningOn(r);
    // A request left unfinished keeps the first stop waiting.
    const req = request(`${url}/__dev/system-status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '12' },
    });
    req.on('error', () => undefined);
    req.write('{"st');
    req.flushHeaders();
    await new Promise((done) => setTimeout(done, 200));
    r.child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 300));
    expect(r.child.exitCode).toBeNull();
    r.child.kill('SIGINT');
    expect(await r.exited).toBe(1);
    expect(r.output()).toContain('SIGINT again: exiting now');
    req.destroy();
  });

  it.each([
    ['an unknown TESSERA_SYSTEM_STATUS', { TESSERA_SYSTEM_STATUS: '7' }, 'TESSERA_SYSTEM_STATUS must be 0'],
    [
      'DATABASE_URL (PostgreSQL is not in this build)',
      { DATABASE_URL: 'postgres://db/tessera' },
      'DATABASE_URL is set',
    ],
    ['a bad PORT', { PORT: 'eighty' }, 'PORT must be a port number'],
    ['no AUTHENTICATOR_KEY in production', { NODE_ENV: 'production' }, 'AUTHENTICATOR_KEY must be set in production'],
    ['an AUTHENTICATOR_KEY of 16 bytes', { AUTHENTICATOR_KEY: '0f'.repeat(16) }, 'AUTHENTICATOR_KEY must be 32 bytes'],
  ])('refuses to start with %s, saying why', async (_name, env, message) => {
    const r = run({ DATA_DIR: await dataDir(), ...env });
    running.push(r.child);
    expect(await r.exited).toBe(1);
    expect(r.output()).toContain(message);
  });
});
