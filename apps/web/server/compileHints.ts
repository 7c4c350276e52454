import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint: the functions of the file that starts with it are compiled while the
 * file streams in, on a background thread, rather than one by one on the main thread the first
 * time each is called (https://v8.dev/blog/explicit-compile-hints).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A source map's mappings one generated line further down. A map that maps nothing (a chunk of
 * data only, with no sources) stays empty: tools read a line of it as a line from a source.
 */
const shifted = (mappings: string) => (mappings ? `;${mappings}` : mappings);

/**
 * Starts every JavaScript chunk of the build with {@link COMPILE_HINT}, on its first line, where
 * V8 looks for it. Each chunk is fetched only when its code is about to run (the entry at start, a
 * route's page when it opens, a part when it is shown), and then most of its functions run at once;
 * without the hint a phone compiled them lazily on the main thread, in the middle of the start's
 * tasks (on the built /index here: several hundred milliseconds of main-thread compilation at
 * start without it, a few tens with it). Chunks without functions (the catalogues) gain and lose
 * nothing.
 *
 * Written once the bundle is complete: after minification (which drops comments) and after the
 * build's own preamble of the chunk's dependencies (which would otherwise come first). The chunk's
 * source map gains the one empty line in front. File names are hashed before this, so they do not
 * change with the hint: a browser holding a file from before it keeps the same code, only without
 * the hint.
 */
export function compileHints(): Plugin {
  return {
    name: 'tessera:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = shifted(chunk.map.mappings);
          const mapFile = bundle[`${chunk.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            map.mappings = shifted(map.mappings);
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
