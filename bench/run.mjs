#!/usr/bin/env node
// Benchmarks with budgets and targets. Prints each figure, fails when one is over its budget and
// reports one over its target as a miss. `npm run bench` runs them all; `npm run bench -- size`
// (or lobby, lighthouse) runs one.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { firstLoad, libraryFloorGzipKiB, routeChunks } from './bundle.mjs';
import { lighthouseBench, reportLighthouse } from './lighthouse.mjs';
import { lobbyBench, reportLobby } from './lobby.mjs';

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const only = new Set(process.argv.slice(2));
const wanted = (name) => only.size === 0 || only.has(name);

const build = spawnSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', 'apps/web', '--logLevel', 'warn'],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

let over = 0;
if (wanted('size')) {
  console.log('\nFirst-load JavaScript (gzip)');
  for (const [route, { page, budgetGzipKiB, targetGzipKiB }] of Object.entries(budgets.routes)) {
    const result = firstLoad('apps/web/dist', page);
    const status = result.gzipKiB > budgetGzipKiB ? 'OVER' : result.gzipKiB > targetGzipKiB ? 'miss' : 'ok  ';
    if (status === 'OVER') over += 1;
    console.log(
      `${status} ${route.padEnd(10)} ${result.gzipKiB.toFixed(1).padStart(7)} KiB gz (budget ${budgetGzipKiB}, target ${targetGzipKiB}) · ${result.rawKiB.toFixed(1)} KiB raw · ${result.files.length} files`,
    );
    for (const f of result.files.slice(0, 6)) console.log(`       ${String(f.gzipKiB).padStart(6)} KiB  ${f.file}`);
  }
  console.log(
    `     libraries alone (bench/floor) ${libraryFloorGzipKiB().toFixed(1).padStart(7)} KiB gz: what any page of this stack loads first`,
  );

  const limit = budgets.routeChunkGzipKiB;
  const chunks = routeChunks('apps/web/dist');
  const heavy = chunks.filter((c) => c.ownGzipKiB > limit);
  over += heavy.length;
  console.log(
    `\nEach route's own code, beyond what the site loads first and what other routes share (gzip, budget ${limit} KiB): ${chunks.length} routes, largest ${chunks[0]?.ownGzipKiB.toFixed(1)} KiB (${chunks[0]?.page})`,
  );
  for (const c of chunks.slice(0, 6))
    console.log(
      `${c.ownGzipKiB > limit ? 'OVER' : 'ok  '} ${c.page.padEnd(44)} ${c.ownGzipKiB.toFixed(1).padStart(6)} KiB own, ${c.sharedGzipKiB.toFixed(1).padStart(6)} KiB shared with other routes`,
    );
  for (const c of heavy.slice(6))
    console.log(`OVER ${c.page.padEnd(44)} ${c.ownGzipKiB.toFixed(1).padStart(6)} KiB own`);
}

if (wanted('lobby')) over += reportLobby(await lobbyBench({ dist: 'dist' }), budgets.lobby);
if (wanted('lighthouse'))
  over += reportLighthouse(
    await lighthouseBench({ dist: 'dist', routes: budgets.lighthouse.routes }),
    budgets.lighthouse,
  );
process.exit(over ? 1 : 0);
