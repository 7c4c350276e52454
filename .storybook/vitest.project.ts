import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Stories as browser tests: render, play functions, axe, and screenshots against baselines. */
export function storybookProject(): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir: dirname, disableAddonDocs: true })],
    resolve: { conditions: ['@tessera/source', 'module', 'browser', 'development|production'] },
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'styled-components',
        'radix-ui',
      ],
    },
    test: {
      name: 'storybook',
      setupFiles: [path.join(dirname, 'vitest.setup.ts')],
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        // One device scale and no motion preference from the machine: a baseline is the same everywhere.
        provider: playwright({
          launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
          contextOptions: {
            deviceScaleFactor: 1,
            reducedMotion: 'no-preference',
            colorScheme: 'light',
            locale: 'en-US',
            timezoneId: 'UTC',
          },
        }),
        instances: [{ browser: 'chromium', viewport: { width: 800, height: 600 } }],
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // Tight enough that a changed icon or spacing fails; loose enough for anti-aliasing.
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
          },
        },
      },
    },
  };
}
