import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './chromium.mjs';

/** The features the installed Playwright turns off, read from its launch switches. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('playwright-core/package.json'));
  const source = readFileSync(join(dir, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1];
  if (!list) throw new Error("Playwright's list of disabled features was not found in playwright-core");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

describe('Chromium launch flags', () => {
  const disabled = CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));

  it('turn features off in one list, which Chromium reads whole', () => {
    expect(disabled).toHaveLength(1);
  });

  it('keep every feature Playwright turns off (ours replaces its list, so it must carry it)', () => {
    const ours = disabled[0]!.slice('--disable-features='.length).split(',');
    const playwright = playwrightDisabledFeatures();
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwright);
    for (const feature of playwright) expect(ours).toContain(feature);
  });

  it("turn off the browser's own address-bar page", () => {
    expect(disabled[0]).toMatch(/\bWebUIOmniboxPopup\b/);
    expect(disabled[0]).toMatch(/\bWebUIOmniboxAimPopup\b/);
  });
});
