import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookProject } from './.storybook/vitest.project';

/** Workspace packages resolve to their TypeScript sources through this export condition. */
const conditions = ['@tessera/source', 'module', 'browser', 'development|production'];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { conditions },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
            '.storybook/*.test.ts',
            // The house lint rules' RuleTester suites (each asks for the node environment itself).
            'tools/lint/rules/*.test.js',
          ],
          setupFiles: ['./scripts/vitest.setup.ts'],
          // Each file still gets a fresh worker, window and module graph (isolation stays on: the
          // files stub globals, fake timers, mock modules and write to storage); a worker thread
          // starts faster and costs less to talk to than a child process, which is most of what a
          // short file pays for (the whole project: about 15 % less CPU time).
          pool: 'threads',
          // Page tests render whole routes (lazy code, dialogs, forms) in jsdom; on two cores busy
          // with all three projects one takes seconds. The limit is there to end a hang, not to
          // time anything (speed is measured in bench/), so it leaves room above the waits of
          // findBy… and waitFor (5 s, scripts/vitest.setup.ts).
          testTimeout: 20_000,
        },
      },
      {
        // Node-environment tests resolve through the SSR settings.
        resolve: { conditions: ['@tessera/source', 'node'] },
        ssr: { resolve: { conditions: ['@tessera/source', 'node'], externalConditions: ['@tessera/source'] } },
        test: {
          name: 'platform',
          environment: 'node',
          include: [
            'apps/platform/src/**/*.test.ts',
            'apps/web/server/**/*.test.ts',
            'scripts/*.test.ts',
            'bench/*.test.ts',
          ],
          // Each file starts its own server on its own temporary database. The files share their
          // worker's module graph (isolate: false): none of them mocks a module, stubs a global, fakes
          // timers or sets the environment, and the platform's and the site server's modules keep no
          // state outside the apps a test builds (only `main.ts`, which main.test.ts runs in child
          // processes). So fastify, the database layer and the seeded template are loaded once per
          // worker instead of once per file: about 45 % less CPU time for the project.
          pool: 'forks',
          isolate: false,
          testTimeout: 20_000,
        },
      },
      storybookProject(),
    ],
  },
});
