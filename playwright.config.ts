import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// Overridable so that two checkouts (or two people) can run the journeys side by side.
const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 7101);
/** The platform's demo game: launched games open in a frame from this origin. */
const GAME_PORT = PLATFORM_PORT + 1;
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4174);
const DIST = process.env.E2E_DIST ?? 'dist';
const DATA = `test-results/e2e-data-${PLATFORM_PORT}`;
export const platformUrl = `http://127.0.0.1:${PLATFORM_PORT}`;
export const gameOrigin = `http://127.0.0.1:${GAME_PORT}`;

/**
 * Journeys in Chromium against the built site, served by the production server (`npm run serve`:
 * its compression, caching, history fallback and Content-Security-Policy), and a real platform on
 * a fresh database in test-results/. The platform's development controls are on so tests can
 * switch system status.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Room for a busy two-core machine (the browser, the site, the platform and the trace recorder
  // share it): a journey that needs more says so itself, and what the member waits for is measured
  // in bench/, not here.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    // A failed journey keeps its trace (actions, DOM snapshots, network, console), without the
    // screencast of screenshots: that had Chromium encode frames throughout every journey, about
    // half of the browser's CPU time (one spec file: 87 → 46 s of Chromium CPU).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The built site registers a service worker; journeys watch and stub the page's own requests,
    // which a worker would otherwise answer from its cache.
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: `rm -rf ${DATA} && node --conditions=@tessera/source --import tsx apps/platform/src/main.ts`,
      url: `${platformUrl}/healthz`,
      env: {
        PORT: String(PLATFORM_PORT),
        GAME_PORT: String(GAME_PORT),
        DATA_DIR: DATA,
        TESSERA_DEV_ENDPOINTS: '1',
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node node_modules/vite/bin/vite.js build apps/web --outDir ${DIST} --logLevel warn && node --conditions=@tessera/source --import tsx apps/web/server/main.ts`,
      url: `http://127.0.0.1:${WEB_PORT}`,
      env: {
        PORT: String(WEB_PORT),
        HOST: '127.0.0.1',
        DIST_DIR: `apps/web/${DIST}`,
        PLATFORM_URL: platformUrl,
        GAME_ORIGINS: gameOrigin,
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
