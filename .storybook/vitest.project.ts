import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** The system Chromium (Debian's package), or CHROMIUM_PATH. Nothing is downloaded. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/** Stories as browser tests: render, play functions, axe, and screenshots against baselines. */
export function storybookProject(): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir: dirname, disableAddonDocs: true })],
    resolve: { conditions: ['@tessera/source', 'module', 'browser', 'development|production'] },
    optimizeDeps: {
      include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'styled-components', 'radix-ui'],
    },
    test: {
      name: 'storybook',
      setupFiles: [path.join(dirname, 'vitest.setup.ts')],
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } }),
        instances: [{ browser: 'chromium', viewport: { width: 800, height: 600 } }],
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0.15, allowedMismatchedPixelRatio: 0.002 },
          },
        },
      },
    },
  };
}
