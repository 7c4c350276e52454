import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { platformUrl } from '../playwright.config';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

/** Switches the platform's system status through its development control. */
export async function setSystemStatus(request: APIRequestContext, status: 0 | 1 | 2) {
  const res = await request.post(`${platformUrl}/__dev/system-status`, { data: { status } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Runs axe on the page; any violation fails with its rule ids and targets. */
export async function expectNoAxeViolations(page: Page) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }).axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
  expect(violations).toEqual([]);
}
