// First-load JavaScript per route from the build manifest: what the browser must fetch before
// the route's page can render (entry + static imports + the page chunk + its static imports).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';

export function firstLoad(distDir, pageSrc) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  if (!manifest[pageSrc]) throw new Error(`${pageSrc} is not a chunk of the build`);
  visit(pageSrc);
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
 * answers its JavaScript in KiB gzip, so a route's figure can be read as floor + the site's own code.
 */
export function libraryFloorGzipKiB() {
  const out = mkdtempSync(path.join(tmpdir(), 'tessera-floor-'));
  try {
    const build = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', 'bench/floor', '--outDir', out, '--logLevel', 'error'],
      { stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error('bench/floor did not build');
    let gzip = 0;
    for (const file of readdirSync(path.join(out, 'assets'))) {
      if (file.endsWith('.js')) gzip += gzipSync(readFileSync(path.join(out, 'assets', file)), { level: 9 }).length;
    }
    return gzip / 1024;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Each page the entry loads on demand, with what it adds beyond the first load (its chunk and the
 * static imports the first load does not already bring), in KiB gzip, largest first.
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
  const first = closure('index.html');
  const size = (file) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024;
  return (manifest['index.html'].dynamicImports ?? [])
    .filter((key) => key.startsWith('src/pages/'))
    .map((page) => ({
      page,
      gzipKiB: [...closure(page)]
        .filter((f) => !first.has(f) && f.endsWith('.js'))
        .reduce((sum, f) => sum + size(f), 0),
    }))
    .sort((a, b) => b.gzipKiB - a.gzipKiB);
}
