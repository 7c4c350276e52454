// First-load JavaScript per route from the build manifest: what the browser must fetch before
// the route's page can render (the entry and the start's stages, which the document preloads with
// it, with their static imports + the page chunk + its static imports).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';

/** The document's entry and the start's stages (apps/web/server/bootStages.ts): every entry of the build. */
const startKeys = (manifest) => Object.keys(manifest).filter((key) => manifest[key].isEntry);

export function firstLoad(distDir, pageSrc = null) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of startKeys(manifest)) visit(key);
  if (pageSrc !== null) {
    if (!manifest[pageSrc]) throw new Error(`${pageSrc} is not a chunk of the build`);
    visit(pageSrc);
  }
  let raw = 0;
  let gzip = 0;
  const rows = [];
  for (const file of files) {
    const bytes = readFileSync(path.join(distDir, file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += gz;
    rows.push({ file, gzipKiB: +(gz / 1024).toFixed(1) });
  }
  rows.sort((a, b) => b.gzipKiB - a.gzipKiB);
  return { rawKiB: raw / 1024, gzipKiB: gzip / 1024, files: rows };
}

/**
 * The stack's floor: builds bench/floor (the libraries alone, used as the site uses them) and
 * answers its first-load JavaScript in KiB gzip (what its document loads, not the chunk it asks
 * for as it starts), so a route's figure can be read as floor + the site's own code.
 */
export function libraryFloorGzipKiB() {
  const out = mkdtempSync(path.join(tmpdir(), 'tessera-floor-'));
  try {
    const build = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', 'bench/floor', '--outDir', out, '--manifest', '--logLevel', 'error'],
      { stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('bench/floor did not build');
    return firstLoad(out).gzipKiB;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Each page the entry loads on demand, with what it adds beyond the first load, in KiB gzip,
 * largest own code first. `ownGzipKiB` is the code only this route loads (its page chunk and what
 * no other route imports): what opening it costs beyond chunks the member already has from any
 * other page. `sharedGzipKiB` is the rest (form and dialog libraries, shared widgets), fetched once
 * for every route that uses them; `shared` names those chunks with how many routes use each.
 */
export function routeChunks(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const first = new Set();
  for (const key of startKeys(manifest)) closure(key, first);
  const size = (file) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024;
  // The pages the start's code loads on demand.
  const loadedKeys = Object.keys(manifest).filter((key) => first.has(manifest[key].file));
  const pages = [...new Set(loadedKeys.flatMap((key) => manifest[key].dynamicImports ?? []))].filter((key) =>
    key.startsWith('src/pages/'),
  );
  const files = new Map(
    pages.map((page) => [page, [...closure(page)].filter((f) => !first.has(f) && f.endsWith('.js'))]),
  );
  const users = new Map();
  for (const list of files.values()) for (const f of list) users.set(f, (users.get(f) ?? 0) + 1);
  const sum = (list) => list.reduce((total, f) => total + size(f), 0);
  return pages
    .map((page) => {
      const own = files.get(page).filter((f) => users.get(f) === 1);
      const shared = files.get(page).filter((f) => users.get(f) > 1);
      return {
        page,
        ownGzipKiB: sum(own),
        sharedGzipKiB: sum(shared),
        shared: shared.map((f) => ({ file: f, routes: users.get(f), gzipKiB: +size(f).toFixed(1) })),
      };
    })
    .sort((a, b) => b.ownGzipKiB - a.ownGzipKiB);
}
