import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { PLATFORM_PATHS } from './server/platformPaths.js';
import { precompress } from './server/precompress.js';
import { cataloguePreload } from './server/cataloguePreload.js';
import { tokenStylesheet } from './server/tokenStylesheet.js';
import { axiosWithoutFetch } from './server/axiosWithoutFetch.js';
import { compileHints } from './server/compileHints.js';
import { codePriority } from './server/codePriority.js';
import { bootStages } from './server/bootStages.js';

/** Where the platform answers; the dev server and `vite preview` forward the contract's paths there (as `npm run serve` does). */
const platform = process.env.PLATFORM_URL ?? 'http://127.0.0.1:7001';
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  PLATFORM_PATHS.map((path) => [path, { target: platform, changeOrigin: false, xfwd: true }]),
);

export default defineConfig({
  plugins: [
    react(),
    // The styles of the styled components are written to be read (indented, with comments on why);
    // the built site ships them minified (0.7 KiB gz less of home's first load), and
    // styled-components parses less as each component first renders. The official plugin does
    // it; nothing else of its (display names, server rendering) is wanted here.
    babel({
      plugins: [
        [
          'babel-plugin-styled-components',
          {
            minify: true,
            transpileTemplateLiterals: true,
            pure: true,
            displayName: false,
            fileName: false,
            ssr: false,
          },
        ],
      ],
    }).then((plugin) => ({ ...plugin, apply: 'build' as const })),
    axiosWithoutFetch(),
    tokenStylesheet(),
    cataloguePreload(),
    // The start's stages, in the order src/main.tsx asks for them; then what every page asks for
    // as the store starts: the flows' runtime, as one file (it was five). The header's and the
    // notice bar's parts stay apart: together they would arrive as one file but also run as one
    // task, where apart each is a short one.
    bootStages(['src/boot/store.ts', 'src/boot/language.ts', 'src/boot/reactDom.ts', 'src/app/App.tsx'], {
      late: [['src/store/sagaRuntime.ts']],
    }),
    codePriority(),
    compileHints(),
    precompress(),
  ],
  resolve: { conditions: ['@tessera/source', 'module', 'browser', 'development|production'] },
  server: { port: 5173, strictPort: true, host: '127.0.0.1', proxy },
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true, host: '127.0.0.1', proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 250,
    // The entry, the start's stages and their chunks: server/bootStages.ts.
  },
});
