import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, uniqueUsername } from './support';

/** Signs in as demo_agent and opens the agent centre from the account menu (at its team overview). */
async function openAgentCentre(page: Page) {
  await signIn(page, 'demo_agent', 'Demo Agent');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Agent centre' }).click();
  const panel = page.getByRole('dialog', { name: 'Agent centre' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Team overview' })).toBeVisible();
  return panel;
}

// The second journey signs in twice and runs axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const section = (panel: ReturnType<Page['getByRole']>, name: string) =>
  panel.getByRole('navigation', { name: 'Agent centre sections' }).getByRole('button', { name });

test('an agent reads the announcements for agents, the chosen one shown in full', async ({ page }) => {
  const panel = await openAgentCentre(page);
  const nav = panel.getByRole('navigation', { name: 'Agent centre sections' }).getByRole('button');
  await expect(nav.first()).toHaveText('Announcement');
  await section(panel, 'Announcement').click();
  await expect(panel.getByRole('heading', { level: 2, name: 'Announcement' })).toBeVisible();

  const titles = panel.getByRole('navigation', { name: 'Announcement titles' });
  const article = panel.getByRole('article');
  await expect(article.getByRole('heading', { level: 3, name: 'Commission statement for June' })).toBeVisible();
  await expect(article.locator('time')).toHaveText('2024-07-01 02:00:00');
  await titles.getByRole('button', { name: /Recruit 5 active members/ }).click();
  await expect(
    article.getByRole('heading', { level: 3, name: 'Recruit 5 active members, earn a 300.00 bonus' }),
  ).toBeVisible();
  await expect(article).toContainText('Paid with August’s first statement');
  await expect(titles.getByRole('button', { name: 'Page 2' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an agent creates an account, is told a taken name, finds the member under Downline management, and the member logs in', async ({
  page,
}) => {
  const username = uniqueUsername('n');
  const panel = await openAgentCentre(page);
  await section(panel, 'Create account').click();
  await expect(panel.getByRole('heading', { level: 2, name: 'Create account' })).toBeVisible();
  const form = panel.getByRole('form', { name: 'Create an account' });
  const fill = async (nickname: string) => {
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password', { exact: true }).fill('Demo1234');
    await form.getByLabel('Confirm password').fill('Demo1234');
    await form.getByLabel('Nickname').fill(nickname);
  };
  await fill('Newcomer');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(panel.getByText(`Account ${username} created`)).toBeVisible();
  await expect(panel.getByTestId('created-account')).toHaveText(username);
  await expect(form.getByLabel('Username')).toHaveValue('');

  // The same name again: refused, and what was typed stays.
  await fill('Second');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('This username is already taken.')).toBeVisible();
  await expect(form.getByLabel('Username')).toHaveValue(username);
  await expect(form.getByLabel('Nickname')).toHaveValue('Second');
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('Demo1234');
  await expectNoAxeViolations(page);

  await section(panel, 'Downline management').click();
  await expect(panel.getByRole('heading', { level: 2, name: 'Downline management' })).toBeVisible();
  await panel.getByRole('searchbox', { name: 'Account' }).fill(username);
  await panel.getByRole('button', { name: 'Search' }).click();
  const table = panel.getByRole('table', { name: 'Team members: 1' });
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    username,
    'Newcomer',
    'Member',
    '1 (direct)',
    /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    'Never',
    '0.00',
  ]);

  await panel.getByRole('button', { name: /Close/ }).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await signIn(page, username, 'Newcomer');
});
