import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright';
import type { Browser, Frame } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '@tessera/format';
import { CHROMIUM_ARGS, findChromium } from '../../../../scripts/chromium.mjs';
import { launch, seededSlot } from '../test/games';
import { tokenFor } from '../test/identity';
import { startPlatform } from '../test/platform';
import type { TestPlatform } from '../test/platform';
import { walletBalance } from '../wallet/ledger';

/** What the page's own scripts see (this project's types hold no DOM). */
interface Window {
  origin: string;
  location: { href: string; reload(): void };
}

/**
 * The demo game as a member meets it: launched from the site into a cross-origin frame sandboxed
 * with `allow-scripts` only (no same-origin, no forms, no top navigation), played with the mouse
 * and the keyboard in Chromium.
 */
describe('the demo slot in a sandboxed frame', () => {
  let p: TestPlatform;
  let browser: Browser;
  let site: Server;
  let siteUrl = '';
  let hostPage = '';
  let token: string;
  let memberId: number;

  beforeAll(async () => {
    const executablePath = findChromium();
    if (!executablePath)
      throw new Error('Chromium was not found: install it (apt-get install chromium) or set CHROMIUM_PATH');
    [p, browser] = await Promise.all([startPlatform(), chromium.launch({ executablePath, args: CHROMIUM_ARGS })]);
    // The site: another origin, which frames whatever game address it is given.
    site = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(hostPage));
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    token = await tokenFor(p, 'demo_member', 'Demo1234');
    memberId = (
      await p.db.selectFrom('members').select('id').where('account', '=', 'demo_member').executeTakeFirstOrThrow()
    ).id;
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    site?.close();
    await p?.dispose();
  });

  /** Launches a slot and opens the site page framing it; the game's frame once it is ready. */
  async function playInFrame(): Promise<{ frame: Frame; launchUrl: string; close: () => Promise<void> }> {
    const launchUrl = (await launch(p, token, { gameType: 'RNG', vassalage: 'PG', nodeId: seededSlot('PG', 1) })).body
      .value.content;
    hostPage = `<!doctype html><title>Site</title><iframe title="Game" sandbox="allow-scripts" src="${launchUrl}" style="width:390px;height:800px"></iframe>`;
    const page = await browser.newPage();
    await page.goto(siteUrl);
    const frame = page.frames().find((f) => f.url().startsWith(p.gameUrl));
    if (!frame) throw new Error('the game frame did not load');
    await frame.waitForSelector('#spin:not([disabled])');
    return { frame, launchUrl, close: () => page.close() };
  }

  it('opens with the ticket, drops it from its address, and settles a click and a key press as one spin each', async () => {
    const { frame, close } = await playInFrame();
    try {
      expect(frame.url()).not.toContain('ticket');
      expect(await frame.evaluate(() => (globalThis as unknown as Window).origin)).toBe('null');
      const before = await walletBalance(p.db, memberId);
      const bets = () => p.db.selectFrom('bets').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
      const already = (await bets()).length;

      await frame.click('#spin');
      await frame.waitForSelector('#spin:not([disabled])');
      await frame.focus('#spin');
      await frame.press('#spin', 'Space');
      await expect.poll(async () => (await bets()).length).toBe(already + 2);
      await frame.waitForSelector('#spin:not([disabled])');

      const placed = (await bets()).slice(already);
      expect(placed.map((b) => b.stake)).toEqual([100, 100]);
      const after = before + placed.reduce((sum, b) => sum + b.win - b.stake, 0);
      expect(await walletBalance(p.db, memberId)).toBe(after);
      expect(await frame.textContent('#balance')).toBe(`${formatAmount(after)} USD`);
      expect(await frame.textContent('#result')).toMatch(/(You win|No win this time)/);
      expect(await frame.locator('#history li').count()).toBeGreaterThanOrEqual(2);
    } finally {
      await close();
    }
  });

  it('shows the way back to the lobby, not the game, when the ticket was already used', async () => {
    const { frame, launchUrl, close } = await playInFrame();
    try {
      // The same address again, ticket and all (as from the browser's history).
      await frame.evaluate((url) => {
        const { location } = globalThis as unknown as Window;
        location.href = url;
        location.reload();
      }, launchUrl);
      await frame.waitForSelector('#gate:not([hidden])');
      expect(await frame.textContent('#gate')).toContain('already used');
      expect(await frame.isHidden('#game')).toBe(true);
    } finally {
      await close();
    }
  });
});
