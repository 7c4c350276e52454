import type { Locator, Page } from '@playwright/test';
import { platformUrl } from '../playwright.config';
import { expect, expectNoAxeViolations, signIn, test } from './support';

/** A call to the platform as the signed-in visitor (the site keeps its session token in session storage). */
async function platformGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const answer = await page.request.get(`${platformUrl}${path}`, { headers: { token: token! } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { value: T }).value;
}

/** The value shown under a figure's label. */
const figure = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** An amount as shown ("1,234.56", "+1.00", "-0.50Loss") in minor units. */
const minorUnits = (text: string) => Number(text.replace(/[^\d-]/g, ''));

/** Signs in as demo_agent, opens the agent centre from the account menu and goes to one of its sections. */
async function openSection(page: Page, section: string) {
  await signIn(page, 'demo_agent', 'Demo Agent');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Agent centre' }).click();
  const panel = page.getByRole('dialog', { name: 'Agent centre' });
  await panel.getByRole('navigation', { name: 'Agent centre sections' }).getByRole('button', { name: section }).click();
  await expect(panel.getByRole('heading', { level: 2, name: section })).toBeVisible();
  return panel;
}

test("User profit and loss this month lists the seeded team with the team's totals, and finds one member", async ({
  page,
}) => {
  const panel = await openSection(page, 'User profit and loss');
  await panel.getByRole('group', { name: 'Range' }).getByRole('button', { name: 'This month' }).click();
  const table = panel.getByRole('table', {
    name: /^Team members' profit and loss, \d{4}-\d\d-01 to \d{4}-\d\d-\d\d: [\d,]+$/,
  });
  await expect(table).toBeVisible();
  const caption = (await table.locator('caption').textContent())!;
  const count = Number(caption.split(': ').at(-1)!.replace(/\D/g, ''));
  // Every member of the team, as the platform counts them for the range (hundreds: the list pages).
  const [, from, to] = /(\d{4}-\d\d-\d\d) to (\d{4}-\d\d-\d\d)/.exec(caption)!;
  const platform = await platformGet<{ totalElements: number; summary: { stake: number } }>(
    page,
    `/wps/relay/MCSFE_getAgentUserProfit?from=${from}&to=${to}&pageNo=1`,
  );
  expect(count).toBe(platform.totalElements);
  expect(count).toBeGreaterThanOrEqual(500);
  const accounts = await table.locator('td[data-column="account"]').allTextContents();
  expect(accounts.length).toBeGreaterThan(1);
  expect(accounts.every((a) => a === 'demo_member' || a.startsWith('team_'))).toBe(true);

  const totals = panel.getByRole('region', { name: 'Team totals' });
  await expect(figure(totals, 'Stake')).toHaveText(/^[\d,]+\.\d\d$/);
  await expect(figure(totals, 'Profit / loss')).toHaveText(/^([+-][\d,]+\.\d\d(Profit|Loss)|0\.00Even)$/);
  // The totals are the whole team's, the platform's, not the page's.
  expect(minorUnits((await figure(totals, 'Stake').textContent())!)).toBe(platform.summary.stake);
  await expectNoAxeViolations(page);

  await panel.getByRole('searchbox', { name: 'Account' }).fill('team_lan');
  await panel.getByRole('button', { name: 'Search' }).click();
  const found = panel.getByRole('table', { name: /: 1$/ });
  await expect(found).toBeVisible();
  const cells = found.getByRole('row').nth(1).getByRole('cell');
  await expect(cells).toHaveText([
    'team_lan',
    /^[1-9][\d,]*$/,
    /^[\d,]+\.\d\d$/,
    /^[\d,]+\.\d\d$/,
    /^[\d,]+\.\d\d$/,
    /^([+-][\d,]+\.\d\d(Profit|Loss)|0\.00Even)$/,
  ]);
  // One member's totals are that member's figures.
  await expect(figure(totals, 'Stake')).toHaveText((await cells.nth(2).textContent())!);
  await expect(figure(totals, 'Profit / loss')).toHaveText((await cells.nth(5).textContent())!);
});

test("Downline transaction details this month lists the team's wallet movements, and one member's withdrawal", async ({
  page,
}) => {
  const panel = await openSection(page, 'Downline transaction details');
  await panel.getByRole('group', { name: 'Range' }).getByRole('button', { name: 'This month' }).click();
  const table = panel.getByRole('table', {
    name: /^Team wallet movements, \d{4}-\d\d-01 to \d{4}-\d\d-\d\d \(UTC\): \d+$/,
  });
  await expect(table).toBeVisible();
  const accounts = await table.locator('td[data-column="account"]').allTextContents();
  expect(accounts.length).toBeGreaterThan(0);
  expect(accounts).not.toContain('demo_agent');
  // Newest first.
  const times = await table.locator('td[data-column="time"]').allTextContents();
  expect([...times].sort().reverse()).toEqual(times);
  await expectNoAxeViolations(page);

  // team_khang, the seeded sub-agent, withdrew 500.00 shortly before the team was seeded.
  await panel.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Withdrawal' });
  await panel.getByRole('searchbox', { name: 'Account' }).fill('team_khang');
  await panel.getByRole('button', { name: 'Search' }).click();
  const found = panel.getByRole('table', { name: /\(UTC\): 1$/ });
  await expect(found).toBeVisible();
  await expect(found.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    'team_khang',
    'Withdrawal',
    'MAIN',
    '-500.00',
    /^[\d,]+\.\d\d$/,
    'Withdrawal to bank account',
  ]);
});
