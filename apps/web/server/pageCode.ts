import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGE_PATHS, pageAt, pageModule, type PageName } from '../src/app/pagePaths';

/** What the build's manifest (`.vite/manifest.json`) says of one chunk. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk keys `key` loads at once: itself and its static imports, to the end. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * Modules the app asks for as it starts on every page, outside the entry: the contract's transport
 * (axios, which @tessera/api's client loads on its own), needed by the first read that did not
 * come with the document. Matched by the end of their manifest key (a path from the app's root).
 */
const START_MODULES = ['packages/api/src/transport.ts'];

/**
 * The files of each page's code beyond what the document already loads: the page's chunk and every
 * chunk it imports statically, to the end of the chain, then the modules every start asks for
 * ({@link START_MODULES}), without the entry and its own imports.
 */
export function pageFilesByPage(manifest: Manifest): Map<PageName, string[]> {
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, loaded);
  const start = Object.keys(manifest).filter((key) => START_MODULES.some((module) => key.endsWith(module)));
  const pages = new Set(Object.values(PAGE_PATHS).flatMap((frame) => frame.map(([page]) => page)));
  return new Map(
    [...pages].map((page) => {
      const keys = closure(manifest, pageModule(page));
      for (const key of start) closure(manifest, key, keys);
      return [
        page,
        [...keys].flatMap((key) => {
          const file = manifest[key]?.file;
          return file && !loaded.has(key) ? [file] : [];
        }),
      ];
    }),
  );
}

/** The files of the code of the page at `pathname` (see {@link pageFilesByPage}); none for a path no page names. */
export function pageFiles(manifest: Manifest, pathname: string): string[] {
  const page = pageAt(pathname);
  return page ? (pageFilesByPage(manifest).get(page) ?? []) : [];
}

/** The document with a page's code preloaded in its head, after the entry's own tags and as they are (codePriority.ts). */
export function withPageCode(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const tags = files.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
  return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * The code of each page, read from the build's manifest once and worked out once per page (a
 * deployment serves one build). Sent with the page's document, a page's chunk and its imports
 * download beside the entry, in one go, instead of once the entry has run (which then asks for the
 * page) and a step more for each level of imports the browser finds as they arrive; the app's own
 * preload of the page finds them there. A build without a manifest sends no page code: the app
 * fetches it as before.
 */
export function pageCode(distDir: string): (pathname: string) => Promise<string[]> {
  let byPage: Promise<Map<PageName, string[]>> | undefined;
  return async (pathname) => {
    byPage ??= readFile(join(distDir, '.vite', 'manifest.json'), 'utf8').then(
      (text) => pageFilesByPage(JSON.parse(text) as Manifest),
      () => new Map(),
    );
    const page = pageAt(pathname);
    return page ? ((await byPage).get(page) ?? []) : [];
  };
}
