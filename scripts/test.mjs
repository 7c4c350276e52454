#!/usr/bin/env node
// Every test: types, lint and format, unit + platform API + stories in Chromium (axe, visual baselines), then the
// browser journeys against the built site and the real platform. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { requireChromium } from './chromium.mjs';

const chromium = requireChromium();
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};
mkdirSync('test-results', { recursive: true });

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(
    `◀ ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

const ok = [];
ok.push(step('typecheck', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']));
ok.push(step('typecheck: story setup', 'npx', ['tsc', '-p', '.storybook/tsconfig.json', '--noEmit']));
ok.push(step('typecheck: journeys', 'npx', ['tsc', '-p', 'e2e/tsconfig.json', '--noEmit']));
ok.push(step('lint', 'npx', ['eslint', '.']));
ok.push(step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']));
ok.push(
  step('unit, platform and story tests', process.execPath, [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/vitest.json',
  ]),
);
ok.push(step('browser journeys', process.execPath, ['node_modules/@playwright/test/cli.js', 'test']));

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync('test-results/vitest.json')) {
  const v = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
}
if (existsSync('test-results/playwright.json')) {
  const p = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'));
  passed += p.stats.expected;
  failed += p.stats.unexpected + p.stats.flaky;
  skipped += p.stats.skipped;
}
const allOk = ok.every(Boolean);
if (!allOk && failed === 0) failed = 1; // a step failed before reporting tests (types, build)
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk && failed === 0 ? 0 : 1);
