import { TOTP, Secret } from 'otpauth';
import { platformUrl } from '../playwright.config';
import { expect as baseExpect, expectNoAxeViolations, registerInOpenDialog, test, uniqueUsername } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });

/** What the member's authenticator app shows for this key at a moment (RFC 6238, as the site sets it up). */
const appCode = (key: string, at = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(key) }).generate({ timestamp: at });

test.beforeEach(async ({ request }) => {
  await request.delete(`${platformUrl}/__dev/limits`);
});

test('Google verification bound in My account, then used to log in from a new address', async ({ page, request }) => {
  const username = uniqueUsername('g');
  await page.goto('/register');
  await registerInOpenDialog(page, username);
  const header = page.getByRole('banner', { includeHidden: true });
  await expect(header).toContainText(username);
  await header.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  const panel = page.getByRole('dialog', { name: 'Personal centre' });
  const card = panel.getByRole('region', { name: 'Google verification' });
  await card.getByRole('button', { name: 'Bind authenticator' }).click();
  await expect(card.getByRole('img', { name: 'QR code to add Tessera to your authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page);
  const key = (await card.getByTestId('authenticator-secret').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await card.getByRole('textbox', { name: 'Code from the app' }).fill(appCode(key));
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText('The authenticator app is bound.')).toBeVisible();
  await expect(card.getByTestId('authenticator-status')).toContainText('is bound');

  // Sign out, and make this address a new one for the account.
  await panel.getByRole('button', { name: 'Close' }).click();
  await header.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner')).not.toContainText(username);
  const moved = await request.put(`${platformUrl}/__dev/members/${username}/known-ips`, {
    data: { ips: ['203.0.113.250'] },
  });
  expect(moved.ok()).toBe(true);

  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username or mobile number').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Pass1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const form = dialog.getByRole('form', { name: 'Verify it’s you' });
  await expect(form).toContainText('authenticator app');
  await expectNoAxeViolations(page);
  // The code that confirmed the binding is used up: the app's next one (a step ahead is accepted).
  await form.getByRole('textbox', { name: 'Authenticator code' }).fill(appCode(key, Date.now() + 30_000));
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('banner')).toContainText(username);
});
