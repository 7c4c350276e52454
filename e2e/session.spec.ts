import { platformUrl } from '../playwright.config';
import { expect, expectNoAxeViolations, test } from './support';

test.beforeEach(async ({ request }) => {
  // Each journey starts with no failure counts or locks from earlier ones.
  await request.delete(`${platformUrl}/__dev/limits`);
});

test('log in with a username, see the member in the header, sign out with confirmation', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  // Ready to type: the first field has focus.
  await expect(dialog.getByLabel('Username or mobile number')).toBeFocused();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Username or mobile number').fill('demo_member');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/index$/);
  const header = page.getByRole('banner');
  await expect(header).toContainText('Demo Member');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[0-9a-f]{64}$/);

  // The session survives a reload (restored from the stored token).
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('Demo Member');

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to sign out?');
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('a wrong password shows a clear message and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username or mobile number').fill('demo_member');
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The username or password is incorrect.');
  await expect(dialog.getByLabel('Username or mobile number')).toHaveValue('demo_member');
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
});

test('empty fields are refused before anything is sent', async ({ page }) => {
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/wps/session/login')) sent = true;
  });
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('Please enter your username and password.').first()).toBeVisible();
  expect(sent).toBe(false);
});
