import type { Plugin, Rollup } from 'vite';

type OutputChunk = Rollup.OutputChunk;
type OutputBundle = Rollup.OutputBundle;

/** The site's first script (`src/ahead.ts`): it sends the first view's reads while the app's code arrives. */
export const AHEAD_MODULE = '/src/ahead.ts';

/**
 * Where the early script's static imports stop: libraries other than the HTTP client, and the body
 * encryption the calls load on first use (only its loader, `crypto/lazy.ts`, is theirs).
 */
const OUTSIDE = (id: string) =>
  (id.includes('/node_modules/') && !id.includes('/node_modules/axios/')) ||
  (id.includes('/packages/api/src/crypto/') && !id.endsWith('/crypto/lazy.ts'));

/**
 * The early script's build. It is an entry of its own, injected in the page's head before the app
 * (`index.html` names only the app: in development the app's own calls simply ask), and its modules
 * (the API client and what it needs) form one chunk of their own, the `ahead` group, which the app
 * imports too. A browser runs a module only once everything it imports has arrived, so the build
 * fails if that chunk imports any other: the early reads would then wait for the app's code.
 */
export function aheadScript() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'tessera:ahead',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const entry = [...this.getModuleIds()].find((id) => id.endsWith(AHEAD_MODULE));
      const queue = entry ? [entry] : [];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (modules.has(id) || OUTSIDE(id)) continue;
        modules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    generateBundle(_options, bundle) {
      const entry = aheadEntry(bundle);
      if (!entry) this.error(`${AHEAD_MODULE} is not an entry of the build`);
      const outside = staticClosure(entry, bundle).flatMap((file) =>
        (bundle[file] as OutputChunk).moduleIds.filter((id) => !modules.has(id) && !id.startsWith('\0')),
      );
      if (outside.length > 0)
        this.error(
          `${AHEAD_MODULE} would load app modules with it (${outside.slice(0, 5).join(', ')}): it would wait for them`,
        );
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const entry = aheadEntry(bundle);
        if (!entry) return html;
        const [file, ...imports] = staticClosure(entry, bundle);
        const tags = [
          `<script type="module" crossorigin src="/${file}"></script>`,
          ...imports
            .filter((f) => !html.includes(`"/${f}"`))
            .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ];
        // Before the app's script: module scripts run in the order they appear.
        return html.replace('<script type="module"', `${tags.join('\n    ')}\n    <script type="module"`);
      },
    },
  };
  return { plugin, group: { name: 'ahead', test: (id: string) => modules.has(id), priority: 2 } };
}

const aheadEntry = (bundle: OutputBundle) =>
  Object.values(bundle).find(
    (c): c is OutputChunk => c.type === 'chunk' && c.isEntry && !!c.facadeModuleId?.endsWith(AHEAD_MODULE),
  );

/** A chunk's file and, in order, the files of everything it imports statically. */
function staticClosure(chunk: OutputChunk, bundle: OutputBundle): string[] {
  const seen = new Set<string>();
  const visit = (c: OutputChunk) => {
    if (seen.has(c.fileName)) return;
    seen.add(c.fileName);
    for (const file of c.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return [...seen];
}
