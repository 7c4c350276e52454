import type { Locator, Page } from '@playwright/test';
import { platformUrl } from '../playwright.config';
import { expect, expectNoAxeViolations, signIn, test } from './support';

/**
 * demo_agent's seeded team (apps/platform/src/db/seed/team.ts): hundreds of members over four
 * levels. Its size is read from the platform; other journeys create accounts under demo_agent
 * (agent-accounts.spec.ts), so what a page shows is at least what was read before it.
 */
const SEEDED_TEAM_FLOOR = 500;

/** A call to the platform as the signed-in visitor (the site keeps its session token in session storage). */
async function platformGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const answer = await page.request.get(`${platformUrl}${path}`, { headers: { token: token! } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { value: T }).value;
}

/** The team's size and direct downlines as the platform counts them now. */
async function teamCounts(page: Page): Promise<{ teamSize: number; direct: number }> {
  const all = await platformGet<{ totalElements: number }>(
    page,
    '/wps/relay/MCSFE_getAgentDownlines?pageNo=1&pageSize=1',
  );
  const direct = await platformGet<{ totalElements: number }>(
    page,
    '/wps/relay/MCSFE_getAgentDownlines?pageNo=1&pageSize=1&directOnly=true',
  );
  return { teamSize: all.totalElements, direct: direct.totalElements };
}

const openAccountMenu = async (page: Page) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  return page.getByRole('menu');
};

/** The value shown under a figure's label. */
const figure = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** A count shown by `locator` (in its text) that reaches at least `floor`. */
const expectAtLeast = (locator: Locator, floor: number) =>
  expect
    .poll(async () => Number(((await locator.textContent()) ?? '').replace(/\D/g, '') || Number.NaN))
    .toBeGreaterThanOrEqual(floor);

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
  const counts = await teamCounts(page);
  expect(counts.teamSize).toBeGreaterThanOrEqual(SEEDED_TEAM_FLOOR);
  await expectAtLeast(figure(panel, 'Team size'), counts.teamSize);
  await expectAtLeast(figure(panel, 'Direct downlines'), counts.direct);
  await expect(figure(panel, 'Team balance')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expectNoAxeViolations(page);
});

test('the team overview follows the range an agent picks', async ({ page }) => {
  const panel = await openAgentCentre(page);
  const range = panel.getByRole('group', { name: 'Range' });
  const { teamSize } = await teamCounts(page);
  await expectAtLeast(figure(panel, 'Team size'), teamSize);
  await range.getByRole('button', { name: 'This month' }).click();
  await expect(range.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
  await expect(range.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
  await expect(panel.getByText(/^Figures (of|from) \d{4}-\d{2}-01/)).toBeVisible();
  await expectAtLeast(figure(panel, 'Team size'), teamSize);
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
  await panel
    .getByRole('navigation', { name: 'Agent centre sections' })
    .getByRole('button', { name: 'Downline management' })
    .click();
  await expect(panel.getByRole('heading', { level: 2, name: 'Downline management' })).toBeVisible();
  await expect(panel.getByRole('table', { name: /^Team members: \d+$/ })).toBeVisible();
  await expectAtLeast(
    panel.getByRole('table', { name: /^Team members: \d+$/ }).locator('caption'),
    (await teamCounts(page)).teamSize,
  );
  await panel.getByRole('searchbox', { name: 'Account' }).fill('team_k');
  await panel.getByRole('button', { name: 'Search' }).click();
  const table = panel.getByRole('table', { name: 'Team members: 1' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveText([
    'team_khang',
    'Khang',
    'Agent',
    '1 (direct)',
    /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    /.+/,
    /^[\d,]+\.\d\d$/,
  ]);
  await expectNoAxeViolations(page);
});

test("Downline management pages through demo_agent's hundreds of team members, as many as the platform counts", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const panel = await openAgentCentre(page);
  await panel
    .getByRole('navigation', { name: 'Agent centre sections' })
    .getByRole('button', { name: 'Downline management' })
    .click();
  const table = panel.getByRole('table', { name: /^Team members: [\d,]+$/ });
  await expect(table).toBeVisible();
  const { teamSize } = await teamCounts(page);
  const shown = Number((await table.locator('caption').textContent())!.replace(/\D/g, ''));
  expect(shown).toBeGreaterThanOrEqual(teamSize);
  const rows = table.locator('tbody tr');
  const perPage = await rows.count();
  expect(perPage).toBeGreaterThan(1);
  const pages = panel.getByRole('navigation', { name: 'Pages' });
  const firstPage = await rows.first().locator('td').first().textContent();
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2, current page' })).toBeVisible();
  await expect(rows.first().locator('td').first()).not.toHaveText(firstPage!);
  // The last page holds the rest of the team.
  const lastPage = Math.ceil(shown / perPage);
  await pages.getByRole('button', { name: `Page ${lastPage}`, exact: true }).click();
  await expect(pages.getByRole('button', { name: `Page ${lastPage}, current page` })).toBeVisible();
  await expect(rows).toHaveCount(shown - (lastPage - 1) * perPage);
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test("Team betting this week pages through the seeded team's bettors; the pages add up to the range's totals, as the platform's", async ({
  page,
}) => {
  // A page of 20 bettors at a time, every page of the week.
  test.setTimeout(180_000);
  const panel = await openAgentCentre(page);
  await panel
    .getByRole('navigation', { name: 'Agent centre sections' })
    .getByRole('button', { name: 'Team betting' })
    .click();
  await expect(panel.getByRole('heading', { level: 2, name: 'Team betting' })).toBeVisible();
  await panel.getByRole('group', { name: 'Range' }).getByRole('button', { name: 'This week' }).click();
  const table = panel.getByRole('table', {
    name: /^Team members who bet, (\d{4}-\d\d-\d\d) to (\d{4}-\d\d-\d\d): [\d,]+$/,
  });
  await expect(table).toBeVisible();
  const caption = (await table.locator('caption').textContent())!;
  const [, from, to] = /(\d{4}-\d\d-\d\d) to (\d{4}-\d\d-\d\d)/.exec(caption)!;
  const count = Number(caption.split(': ').at(-1)!.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  const totals = panel.getByRole('region', { name: 'Totals of the range' });
  await expect(figure(totals, 'Bet amount')).toHaveText(/^[\d,]+\.\d\d$/);
  const total = minorUnits((await figure(totals, 'Bet amount').textContent())!);
  // The platform's own totals of the range.
  const platform = await platformGet<{ totalElements: number; summary: { betAmount: number } }>(
    page,
    `/wps/relay/MCSFE_getAgentTeamBetting?from=${from}&to=${to}&pageNo=1`,
  );
  expect([count, total]).toEqual([platform.totalElements, platform.summary.betAmount]);
  // Every page, from the first to the last: each bettor once, and the rows add up to the totals.
  const pages = panel.getByRole('navigation', { name: 'Pages' });
  const accounts: string[] = [];
  let sum = 0;
  // Early in a week (a Monday's first hours) the team may have fewer bettors than a page holds:
  // one page, without the page buttons.
  const paged = count > 20;
  for (let pageNo = 1; ; pageNo += 1) {
    if (paged) await expect(pages.getByRole('button', { name: `Page ${pageNo}, current page` })).toBeVisible();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const names = await table.locator('td[data-column="account"]').allTextContents();
    expect(
      names.some((a) => accounts.includes(a)),
      `page ${pageNo} repeats a bettor`,
    ).toBe(false);
    accounts.push(...names);
    sum += (await table.locator('td[data-column="betAmount"]').allTextContents()).reduce(
      (s, a) => s + minorUnits(a),
      0,
    );
    if (!paged) break;
    const next = pages.getByRole('button', { name: 'Next page' });
    if (await next.isDisabled()) break;
    await next.click();
  }
  expect(accounts).toHaveLength(count);
  expect(sum).toBe(total);
  expect(accounts.every((a) => a === 'demo_member' || a.startsWith('team_'))).toBe(true);
  await expectNoAxeViolations(page);
});
