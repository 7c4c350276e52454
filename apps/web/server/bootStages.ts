import path from 'node:path';
import type { Plugin } from 'vite';

/** The modules `root` loads at once: itself and its static imports, to the end of the chain. */
function staticClosure(root: string, importsOf: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of importsOf(id)) visit(imported);
  };
  visit(root);
  return seen;
}

/**
 * The part of the start each module belongs to: 0 for what the entry imports at once, then 1, 2 …
 * for the first stage that reaches it through static imports, in the order of `stages`. A module
 * reached by none is not listed.
 */
export function assignStages(
  entry: string,
  stages: readonly string[],
  importsOf: (id: string) => readonly string[],
): Map<string, number> {
  const part = new Map<string, number>();
  [entry, ...stages].forEach((root, index) => {
    for (const id of staticClosure(root, importsOf)) if (!part.has(id)) part.set(id, index);
  });
  return part;
}

/**
 * The file each module of the start's later parts goes to: `late` lists them, each a few modules
 * the site asks for together soon after the start on every page (its flows' runtime; the header's
 * and the notice bar's parts). A part takes what its modules reach through static imports that no
 * part of the start (`start`, from assignStages) and no earlier late part holds.
 */
export function assignLateParts(
  start: ReadonlyMap<string, number>,
  late: readonly (readonly string[])[],
  importsOf: (id: string) => readonly string[],
): Map<string, number> {
  const part = new Map<string, number>();
  late.forEach((roots, index) => {
    for (const root of roots)
      for (const id of staticClosure(root, importsOf)) if (!start.has(id) && !part.has(id)) part.set(id, index);
  });
  return part;
}

interface BundleChunk {
  type: string;
  fileName?: string;
  imports?: string[];
  isEntry?: boolean;
  facadeModuleId?: string | null;
  viteMetadata?: { importedCss?: Set<string> };
}

/** The files a chunk loads at once, itself first: its static imports, to the end of the chain. */
const chunkFiles = (bundle: Record<string, BundleChunk>, file: string) =>
  staticClosure(file, (f) => (bundle[f]?.type === 'chunk' ? (bundle[f].imports ?? []) : []));

/**
 * The app's start in stages (src/main.tsx asks for each with `import()`, one task after another):
 * each stage is an entry of the build, and what the entry and the stages need at start is grouped
 * into one file per part: the entry's, then each stage's own modules. A part's code runs when the
 * start asks for it, so the code's evaluation is a few tasks, not one long one after the first
 * paint; and the document preloads every stage with the entry, so none is fetched late.
 *
 * A module a later part needs and an earlier one reaches (the packages' barrels re-export much)
 * runs with the earlier part: the same code in the same order, only sooner. What no part needs at
 * start stays in the chunks of the routes and parts that load it.
 *
 * `late` gives a file of its own to each group of modules that every page asks for together soon
 * after the start (assignLateParts). Left to itself the bundler splits such a group by the other
 * chunks that share its modules: files of a few hundred bytes each, each one more request beside
 * the first view's on every page.
 */
export function bootStages(
  stages: readonly string[],
  { entry = 'src/main.tsx', late = [] }: { entry?: string; late?: readonly (readonly string[])[] } = {},
): Plugin {
  let root = process.cwd();
  let part = new Map<string, number>();
  let latePart = new Map<string, number>();
  const absolute = (file: string) => path.resolve(root, file);
  const baseName = (file: string) => path.basename(file).replace(/\.[jt]sx?$/, '');
  return {
    name: 'tessera:boot-stages',
    apply: 'build',
    config: (config) => {
      root = path.resolve(config.root ?? process.cwd());
      // The start's parts first, then the later parts, each before the next: a module that two
      // could take stays with the one it was given to.
      const group = (index: number) => ({
        name: index === 0 ? 'boot' : `boot-${baseName(stages[index - 1]!)}`,
        // Only what some entry needs at once (tree-shaken), and of it only this part's share.
        tags: ['$initial' as const],
        test: (id: string) => part.get(id) === index,
        priority: late.length + stages.length + 1 - index,
      });
      const lateGroup = (roots: readonly string[], index: number) => ({
        name: `late-${baseName(roots[0]!)}`,
        test: (id: string) => latePart.get(id) === index,
        priority: late.length - index,
      });
      return {
        build: {
          rolldownOptions: {
            input: {
              index: path.resolve(root, 'index.html'),
              ...Object.fromEntries(
                stages.map((stage) => [path.basename(stage).replace(/\.[jt]sx?$/, ''), absolute(stage)]),
              ),
            },
            output: {
              codeSplitting: {
                groups: [...[0, ...stages.map((_, i) => i + 1)].map(group), ...late.map(lateGroup)],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      part = assignStages(absolute(entry), stages.map(absolute), importsOf);
      latePart = assignLateParts(
        part,
        late.map((roots) => roots.map(absolute)),
        importsOf,
      );
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Record<string, BundleChunk>;
        if (!ctx.chunk) return html;
        const loaded = chunkFiles(bundle, ctx.chunk.fileName);
        const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.isEntry);
        const files: string[] = [];
        // In the order the start asks for them.
        for (const stage of stages.map(absolute)) {
          const chunk = entries.find((candidate) => candidate.facadeModuleId === stage);
          if (!chunk) continue;
          for (const file of chunkFiles(bundle, chunk.fileName!)) {
            if (loaded.has(file)) continue;
            loaded.add(file);
            files.push(file);
          }
        }
        const tags = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        // Their styles too, as the entry's: the document's first paint draws with all of them
        // (the typefaces' faces among them), rather than the page restyling as each stage runs.
        const styles = [
          ...new Set(files.flatMap((file) => [...(bundle[file]?.viteMetadata?.importedCss ?? [])])),
        ].filter((css) => !html.includes(`/${css}"`));
        if (tags.length === 0 && styles.length === 0) return html;
        const withStyles = styles.reduce(
          (doc, css) => doc.replace('</head>', `  <link rel="stylesheet" crossorigin href="/${css}">\n  </head>`),
          html,
        );
        // After the entry's own tags (its script and its imports' preloads), which come first;
        // codePriority.ts then asks for all of them at low priority.
        const own = [
          ...withStyles.matchAll(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g),
        ].at(-1);
        if (!own || tags.length === 0) return withStyles;
        const at = own.index + own[0].length;
        return `${withStyles.slice(0, at)}\n    ${tags.join('\n    ')}${withStyles.slice(at)}`;
      },
    },
  };
}
