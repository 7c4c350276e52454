#!/usr/bin/env node
// Every test: types, lint and format, unit + platform API + stories in Chromium (axe, visual baselines), then the
// browser journeys against the built site and the real platform. Ends with one summary line and a line for each
// step, test or journey that failed (also written to test-results/summary.txt, which .ci/run prints last).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
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
  titles.push(title);
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  console.log(
    `◀ ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

const ok = [];
const titles = [];
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
/** What did not pass, by name: printed again at the very end, where a long log's tail shows it. */
const failures = ok.flatMap((passedStep, i) => (passedStep ? [] : [`step: ${titles[i]}`]));
if (existsSync('test-results/vitest.json')) {
  const v = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? []) {
    const where = relative(process.cwd(), file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${where}: ${firstLine(file.message)}`);
    }
  }
}
if (existsSync('test-results/playwright.json')) {
  const p = JSON.parse(readFileSync('test-results/playwright.json', 'utf8'));
  passed += p.stats.expected;
  failed += p.stats.unexpected + p.stats.flaky;
  skipped += p.stats.skipped;
  const root = relative(process.cwd(), p.config?.rootDir ?? 'e2e');
  for (const { spec, titles: path } of playwrightSpecs(p.suites ?? [], [])) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const error = test.results.find((r) => r.status !== 'passed' && r.status !== 'skipped')?.error?.message;
      failures.push(
        `${root}/${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')} (${test.status}): ${firstLine(error)}`,
      );
    }
  }
}
const allOk = ok.every(Boolean);
if (!allOk && failed === 0) failed = 1; // a step failed before reporting tests (types, build)
const summary = [`${passed} passed, ${failed} failed, ${skipped} skipped`, ...failures.map((f) => `  ✘ ${f}`)];
writeFileSync('test-results/summary.txt', `${summary.join('\n')}\n`);
console.log(`\n${summary.join('\n')}`);
process.exit(allOk && failed === 0 ? 0 : 1);

/** The first line of an error message, without colour codes, cut to one terminal line's worth. */
function firstLine(message) {
  if (!message) return 'no message';
  // eslint-disable-next-line no-control-regex -- the escape starts the colour codes it removes
  const colours = /\u001b\[[0-9;]*m/g;
  const line = message.replace(colours, '').trim().split('\n')[0];
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** Every spec of a Playwright JSON report, with the titles of the describe blocks around it. */
function* playwrightSpecs(suites, titles) {
  for (const suite of suites) {
    // A file's own suite is titled by its path, which the spec's file already gives.
    const inner = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) yield { spec, titles: inner };
    yield* playwrightSpecs(suite.suites ?? [], inner);
  }
}
