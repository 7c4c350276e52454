import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support';

/**
 * demo_agent's seeded team: demo_member and the seven team_ accounts (apps/platform/src/db/seed/team.ts).
 * Other journeys create accounts under demo_agent (agent-accounts.spec.ts), so these are floors.
 */
const SEEDED_TEAM_SIZE = 8;
const SEEDED_DIRECT_DOWNLINES = 5;

const openAccountMenu = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: /Account menu/ }).click();
  return page.getByRole('menu');
};

/** The value shown under a figure's label. */
const figure = (scope: Locator, label: string) => scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** A count shown by `locator` (in its text) that reaches at least `floor`. */
const expectAtLeast = (locator: Locator, floor: number) =>
  expect.poll(async () => Number(((await locator.textContent()) ?? '').replace(/\D/g, '') || Number.NaN)).toBeGreaterThanOrEqual(floor);

/** Signs in as demo_agent and opens the agent centre from the account menu. */
async function openAgentCentre(page: Page) {
  await signIn(page, 'demo_agent', 'Demo Agent');
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Agent centre' }).click();
  const panel = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Team overview' })).toBeVisible();
  return panel;
}

test("an agent opens the agent centre from the account menu and sees today's team overview", async ({ page }) => {
  const panel = await openAgentCentre(page);
  const range = panel.getByRole('group', { name: 'Range' });
  await expect(range.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  await expectAtLeast(figure(panel, 'Team size'), SEEDED_TEAM_SIZE);
  await expectAtLeast(figure(panel, 'Direct downlines'), SEEDED_DIRECT_DOWNLINES);
  await expect(figure(panel, 'Team balance')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expectNoAxeViolations(page);
});

test('the team overview follows the range an agent picks', async ({ page }) => {
  const panel = await openAgentCentre(page);
  const range = panel.getByRole('group', { name: 'Range' });
  await expectAtLeast(figure(panel, 'Team size'), SEEDED_TEAM_SIZE);
  await range.getByRole('button', { name: 'This month' }).click();
  await expect(range.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
  await expect(range.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
  await expect(panel.getByText(/^Figures (of|from) \d{4}-\d{2}-01/)).toBeVisible();
  await expectAtLeast(figure(panel, 'Team size'), SEEDED_TEAM_SIZE);
  await expect(figure(panel, 'Bet amount')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(figure(panel, 'Profit / loss')).toHaveText(/^[+-]?\$[\d,]+\.\d\d$/);
});

test("a member's account menu has no agent centre", async ({ page }) => {
  await signIn(page, 'demo_member', 'Demo Member');
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Member centre' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Agent centre' })).toHaveCount(0);
});

/** An amount as shown ("1,234.56", "+1.00", "-0.50") in minor units. */
const minorUnits = (text: string) => Number(text.replace(/[^\d-]/g, ''));

test('an agent finds a downline by part of the account in Downline management', async ({ page }) => {
  const panel = await openAgentCentre(page);
  await panel.getByRole('navigation', { name: 'Agent centre sections' }).getByRole('button', { name: 'Downline management' }).click();
  await expect(panel.getByRole('heading', { level: 2, name: 'Downline management' })).toBeVisible();
  await expect(panel.getByRole('table', { name: /^Team members: \d+$/ })).toBeVisible();
  await expectAtLeast(panel.getByRole('table', { name: /^Team members: \d+$/ }).locator('caption'), SEEDED_TEAM_SIZE);
  await panel.getByRole('searchbox', { name: 'Account' }).fill('team_k');
  await panel.getByRole('button', { name: 'Search' }).click();
  const table = panel.getByRole('table', { name: 'Team members: 1' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveText(['team_khang', 'Khang', 'Agent', '1 (direct)', /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/, /.+/, /^[\d,]+\.\d\d$/]);
  await expectNoAxeViolations(page);
});

test("Team betting this month lists the seeded team's bettors with the range's totals", async ({ page }) => {
  const panel = await openAgentCentre(page);
  await panel.getByRole('navigation', { name: 'Agent centre sections' }).getByRole('button', { name: 'Team betting' }).click();
  await expect(panel.getByRole('heading', { level: 2, name: 'Team betting' })).toBeVisible();
  await panel.getByRole('group', { name: 'Range' }).getByRole('button', { name: 'This month' }).click();
  const table = panel.getByRole('table', { name: /^Team members who bet, \d{4}-\d\d-01 to \d{4}-\d\d-\d\d: \d+$/ });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const count = Number((await table.locator('caption').textContent())!.split(': ').at(-1));
  expect(count).toBeGreaterThan(1);
  await expect(rows).toHaveCount(count + 1);
  // Every bettor is on this one page, so the rows add up to the totals.
  const totals = panel.getByRole('region', { name: 'Totals of the range' });
  const betAmounts = await table.locator('td[data-column="betAmount"]').allTextContents();
  await expect(figure(totals, 'Bet amount')).toHaveText(/^[\d,]+\.\d\d$/);
  expect(minorUnits((await figure(totals, 'Bet amount').textContent())!)).toBe(betAmounts.reduce((sum, a) => sum + minorUnits(a), 0));
  await expect(figure(totals, 'Profit / loss')).toHaveText(/^[+-]?[\d,]+\.\d\d$/);
  const accounts = await table.locator('td[data-column="account"]').allTextContents();
  expect(accounts.every((a) => a === 'demo_member' || a.startsWith('team_'))).toBe(true);
  await expectNoAxeViolations(page);
});
