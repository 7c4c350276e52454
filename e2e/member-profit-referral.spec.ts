import type { Page } from '@playwright/test';
import { platformUrl } from '../playwright.config';
import {
  expect as baseExpect,
  expectNoAxeViolations,
  registerInOpenDialog,
  signIn,
  test,
  uniqueUsername,
} from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await request.delete(`${platformUrl}/__dev/limits`);
});

/** The platform's masking of an account in the friends list. */
const masked = (account: string) =>
  `${account.slice(0, 2)}${'*'.repeat(Math.max(account.length - 4, 3))}${account.slice(-2)}`;

async function openMemberCentre(page: Page, section: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Member centre' }).click();
  const panel = page.getByRole('dialog', { name: 'Personal centre' });
  await panel
    .getByRole('navigation', { name: 'Personal centre sections' })
    .getByRole('button', { name: section })
    .click();
  await expect(panel.getByRole('heading', { level: 2, name: section })).toBeVisible();
  return panel;
}

/** Registers in the register dialog already open and waits for the header to greet the new member. */
async function registerHere(page: Page, username: string) {
  await registerInOpenDialog(page, username);
  await expect(page.getByRole('banner')).toContainText(username);
}

test('a member sees the profit or loss of the seeded bets over the last 7 days, the same as the platform counts it', async ({
  page,
}) => {
  await signIn(page, 'team_khang', 'Khang');
  const panel = await openMemberCentre(page, 'Personal profit and loss');
  await expect(panel.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  const totals = panel.getByRole('region', { name: 'Totals for the period' });
  await expect(totals).toBeVisible();

  // What the platform itself answers for the same days.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const caption = await panel
    .getByRole('table', { name: /^Days with bets from/ })
    .locator('caption')
    .textContent();
  const [, from, to] = /from (\S+) to (\S+) /.exec(caption ?? '')!;
  const answer = await page.request.get(`${platformUrl}/wps/relay/MCSFE_getPersonalProfit?from=${from}&to=${to}`, {
    headers: { token: token! },
  });
  const { summary } = (await answer.json()).value as { summary: { betCount: number; stake: number; profit: number } };
  expect(summary.betCount).toBeGreaterThan(0);
  expect(summary.profit).not.toBe(0);
  // Written by hand, independently of the format module the page uses: 123456 -> 1,234.56.
  const money = (minor: number) =>
    `${String(Math.trunc(Math.abs(minor) / 100)).replace(/\B(?=(\d{3})+$)/g, ',')}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;
  await expect(totals).toContainText(`Bets${summary.betCount}`);
  await expect(totals).toContainText(`Stake${money(summary.stake)}`);
  await expect(totals).toContainText(
    `Profit/loss${summary.profit > 0 ? '+' : '-'}${money(summary.profit)}${summary.profit > 0 ? 'Profit' : 'Loss'}`,
  );
  await expectNoAxeViolations(page);

  // A day with no bets of a kind: the same page says so.
  await panel.getByLabel('Game type').selectOption({ label: 'Sports' });
  await expect(panel.getByText('No bets in this period')).toBeVisible();
});

test('a friend who registers through the copied invite link appears in the referrer’s friends list', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const referrer = uniqueUsername('r');
  await page.goto('/register');
  await registerHere(page, referrer);

  const panel = await openMemberCentre(page, 'Invite friends');
  const invite = panel.getByRole('region', { name: 'Your invite' });
  await expect(panel.getByText('No friends yet')).toBeVisible();
  await expect(invite.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  await invite.getByRole('button', { name: 'Copy link' }).click();
  await expect(invite.getByRole('status')).toHaveText('Invite link copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/register\?referralCode=R[2-9A-HJ-NP-Z]{7}$/);
  await expect(invite.getByLabel('Invite link')).toHaveValue(link);
  await expectNoAxeViolations(page);

  // The friend opens the link in a fresh tab (a session of its own) and registers.
  const friendPage = await context.newPage();
  const friend = uniqueUsername('f');
  await friendPage.goto(link);
  const form = friendPage.getByRole('dialog', { name: 'Register' }).getByRole('form', { name: 'Username' });
  await expect(form.getByLabel('Referrer')).toHaveValue(new URL(link).searchParams.get('referralCode')!);
  await registerHere(friendPage, friend);
  await friendPage.close();

  // The referrer opens the page again: the friend is there, masked, registered today.
  await page.keyboard.press('Escape');
  const again = await openMemberCentre(page, 'Invite friends');
  const friends = again.getByRole('table', { name: 'Friends who registered with your code: 1' });
  await expect(friends).toBeVisible();
  const row = friends.getByRole('row').nth(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText(masked(friend));
  await expect(row.getByRole('cell').nth(1)).toContainText(new Date().toISOString().slice(0, 10));
  await expect(again.getByRole('region', { name: 'Your invite' })).toContainText('Friends registered1');
});
