import type { Page } from '@playwright/test';
import { expect, test } from './support';

/** The web-font files the page has fetched so far, by file name without the build hash. */
function fontFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('response', (response) => {
    const name = /\/assets\/([^/?]+?)-[\w-]{8}\.woff2$/.exec(response.url())?.[1];
    if (name) files.push(name);
  });
  return files;
}

/**
 * The faces Chromium drew an element's text with (its own report, through the DevTools protocol).
 * React may replace the element between the look-up and the report: then it is looked up again.
 */
async function facesOf(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    for (let attempt = 1; ; attempt++) {
      try {
        const { root } = await cdp.send('DOM.getDocument');
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts;
      } catch (error) {
        if (attempt === 5 || !/Could not find node/.test(String(error))) throw error;
        await page.waitForTimeout(200);
      }
    }
  } finally {
    await cdp.detach();
  }
}

/** True when one of the faces belongs to the family (variable faces report a named instance, such as "Noto Sans SC Thin"). */
const drawnWith = (faces: { familyName: string }[], family: string) =>
  faces.some((f) => f.familyName.startsWith(family));

// Each journey opens the site cold and switches language once or twice: slower than most.
test.slow();

async function chooseLanguage(page: Page, name: RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Language|语言|ภาษา/ })
    .click();
  await page.getByRole('option', { name }).click();
}

test('an English visitor fetches Inter only, after the first view; the first page keeps its metric twin, the next is drawn in Inter', async ({
  page,
}) => {
  const files = fontFiles(page);
  await page.goto('/index');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  // Fetched once the first view has painted, without changing the face of the page being read.
  await expect
    .poll(() => page.evaluate(() => document.fonts.check("1em 'Inter Variable'")), { timeout: 10_000 })
    .toBe(true);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) expect(file).toMatch(/^inter-/);
  expect((await facesOf(page, 'h1')).some((f) => f.familyName.startsWith('Inter'))).toBe(false);

  // The next page is laid out in Inter.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Slots' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  const faces = await facesOf(page, 'h1');
  expect(faces.every((f) => f.isCustomFont && f.familyName.startsWith('Inter'))).toBe(true);

  // The next document names it before its first paint (boot.js), from the browser's copy of the file.
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--ts-font-family-body-face'))).toBe(
    "'Inter Variable'",
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  expect((await facesOf(page, 'h1')).every((f) => f.familyName.startsWith('Inter'))).toBe(true);
});

test('switching to Thai fetches the Thai face, draws the page in it, and nothing of the Han faces', async ({
  page,
}) => {
  const files = fontFiles(page);
  await page.goto('/index');
  await chooseLanguage(page, /ไทย/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\p{Script=Thai}/u);
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => files.some((f) => f.startsWith('noto-sans-thai-thai-'))).toBe(true);
  const faces = await facesOf(page, 'h1');
  expect(drawnWith(faces, 'Noto Sans Thai')).toBe(true);
  expect(faces.every((f) => f.isCustomFont)).toBe(true);
  expect(files.filter((f) => /noto-sans-(sc|tc|jp|kr)-/.test(f))).toEqual([]);

  // A reload in Thai declares the face before the first paint.
  files.length = 0;
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\p{Script=Thai}/u, { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
  expect(drawnWith(await facesOf(page, 'h1'), 'Noto Sans Thai')).toBe(true);
});

test('Simplified Chinese draws in the Simplified Chinese face, fetching only the subsets the page uses', async ({
  page,
}) => {
  const files = fontFiles(page);
  await page.goto('/index');
  await chooseLanguage(page, /简体中文/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\p{Script=Han}/u);
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => files.filter((f) => f.startsWith('noto-sans-sc-')).length).toBeGreaterThan(0);
  expect(drawnWith(await facesOf(page, 'h1'), 'Noto Sans SC')).toBe(true);
  // Of the face's hundred-odd subsets, a page draws from a handful.
  expect(files.filter((f) => f.startsWith('noto-sans-sc-')).length).toBeLessThan(30);
});
