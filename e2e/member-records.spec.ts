import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support';

const openFromAccountMenu = async (page: Page, entry: string) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: entry }).click();
  return page.getByRole('dialog', { name: 'Personal centre' });
};

/** Minor units as the records show them (small amounts: no thousands). */
const shown = (minor: number) => `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

test('a spin appears in the betting record and its stake in the account record', async ({ page }) => {
  // A game, two pages of the panel and two accessibility checks.
  test.setTimeout(90_000);
  await signIn(page, 'demo_agent', 'Demo Agent');
  await page.goto('/live');
  await page
    .getByRole('list', { name: 'Live casino providers' })
    .getByRole('button', { name: /Evo Studios/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Evo Studios games' })
    .getByRole('button', { name: /Speed Roulette/ })
    .click();
  await expect(page).toHaveURL(/\/game\?gameType=LIVE&vassalage=EVO&nodeId=\d+$/);
  const nodeId = new URL(page.url()).searchParams.get('nodeId')!;
  const game = page.frameLocator('iframe[title="Game"]');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  const stake = Number(await game.locator('input[name="stake"]:checked').getAttribute('value'));
  await spin.click();
  await expect(game.locator('#history li').first()).not.toHaveText('No spins yet.');

  const panel = await openFromAccountMenu(page, 'Betting record');
  await expect(panel.getByRole('heading', { level: 2, name: 'Betting record' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  const bets = panel.getByRole('table', { name: /^Bets from/ });
  const bet = bets.getByRole('row').filter({ hasText: 'Speed Roulette' }).first();
  await expect(bet).toBeVisible();
  await expect(bet.getByRole('cell').nth(2)).toHaveText('EVO');
  await expect(bet.getByRole('cell').nth(3)).toHaveText(shown(stake));
  await expect(panel.getByRole('region', { name: 'Totals for the period' })).toContainText('Total stake');
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  const again = await openFromAccountMenu(page, 'Account record');
  await expect(again.getByRole('heading', { level: 2, name: 'Account record' })).toBeVisible();
  await again.getByLabel('Type', { exact: true }).selectOption({ label: 'Bet' });
  const moves = again.getByRole('table', { name: /^Account activity from/ });
  const entry = moves
    .getByRole('row')
    .filter({ hasText: `spin in game ${nodeId}` })
    .first();
  await expect(entry).toBeVisible();
  await expect(entry.getByRole('cell').nth(1)).toHaveText('Bet');
  await expect(entry.getByRole('cell').nth(2)).toHaveText('MAIN');
  await expect(entry.getByRole('cell').nth(3)).toHaveText(`-${shown(stake)}`);
  await expect(moves.getByRole('row').filter({ hasText: 'Win' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('on a phone the records fit the panel: each bet is a card of labelled lines', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'demo_agent', 'Demo Agent');
  const panel = await openFromAccountMenu(page, 'Betting record');
  const table = panel.getByRole('table', { name: /^Bets from/ });
  await expect(table).toBeVisible();
  const region = panel.getByRole('region', { name: /^Bets from/ });
  // Nothing wider than its region: no sideways scrolling on a phone.
  const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await expect(table.locator('tbody td[data-column="stake"]').first()).toHaveCSS('display', 'flex');
  await expectNoAxeViolations(page);
});
