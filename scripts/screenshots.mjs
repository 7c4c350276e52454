#!/usr/bin/env node
// Screenshots of running pages for a person to look at: every path at a phone and a desktop
// width, light and dark. Usage: node scripts/screenshots.mjs http://127.0.0.1:5173 /index /vip
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';

const [base = 'http://127.0.0.1:5173', ...paths] = process.argv.slice(2);
const out = process.env.SCREENSHOT_DIR ?? 'test-results/screens';
mkdirSync(out, { recursive: true });
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
for (const theme of ['light', 'dark']) {
  for (const size of widths) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const page = await context.newPage();
    for (const path of paths.length ? paths : ['/index']) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${size.name}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
