import type { Locator, Page } from '@playwright/test';
import { platformUrl } from '../playwright.config';
import {
  expect as baseExpect,
  expectNoAxeViolations,
  fillCaptcha,
  latestCode,
  setWhitelabelFlag,
  test,
  uniqueUsername,
} from './support';

// The register screen waits for its route chunk and its settings; a busy machine takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ request }) => {
  await request.delete(`${platformUrl}/__dev/limits`);
});

/** A 9-digit mobile number no earlier run has used. */
const uniqueMobile = () => `7${String(Date.now()).slice(-8)}`;

async function openRegister(page: Page, tab?: 'Username' | 'Mobile number'): Promise<Locator> {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  if (tab) await dialog.getByRole('tab', { name: tab }).click();
  const form = dialog.getByRole('form', { name: tab ?? 'Username' });
  await expect(form).toBeVisible();
  return form;
}

async function fillUsernameForm(form: Locator, username: string, password = 'Pass1234') {
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
}

async function agree(form: Locator) {
  await form.getByLabel('I confirm that I am 18 years of age or older.').check();
  await form.getByLabel('I agree to the terms and conditions.').check();
}

test('register by username, signed in at once; sign out and log in again with the new account', async ({ page }) => {
  const username = uniqueUsername();
  await page.goto('/index');
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const form = page.getByRole('dialog', { name: 'Register' }).getByRole('form', { name: 'Username' });
  await expect(form.getByLabel('Invitation code')).toBeVisible();
  await expectNoAxeViolations(page);

  await fillUsernameForm(form, username);
  await agree(form);
  await form.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('banner')).toContainText(username);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[0-9a-f]{64}$/);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username or mobile number').fill(username);
  await login.getByLabel('Password', { exact: true }).fill('Pass1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('banner')).toContainText(username);
});

test('register by mobile number with the SMS code from the outbox', async ({ page }) => {
  const mobile = uniqueMobile();
  const form = await openRegister(page, 'Mobile number');
  await form.getByLabel('Mobile number').fill(mobile);

  // Before a code is sent only the number and the captcha are checked.
  await form.getByRole('button', { name: 'Get code' }).click();
  await expect(form.getByText('Please enter the captcha.')).toBeVisible();
  await expect(form.getByText('Input cannot be empty.')).toHaveCount(0);

  await fillCaptcha(page, form);
  await form.getByRole('button', { name: 'Get code' }).click();
  await expect(form.getByRole('button', { name: 'Get code' })).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);

  await form.getByLabel('SMS code').fill(await latestCode(page.request, mobile));
  await form.getByLabel('Password', { exact: true }).fill('Pass1234');
  await form.getByLabel('Confirm password').fill('Pass1234');
  await agree(form);
  await form.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('banner')).toContainText(`m${mobile}`);
});

test('a refused code request shows the platform’s message in a warning dialog', async ({ page }) => {
  const form = await openRegister(page, 'Mobile number');
  await form.getByLabel('Mobile number').fill('912000001'); // demo_member's number
  await fillCaptcha(page, form);
  await form.getByRole('button', { name: 'Get code' }).click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText(/already registered/);
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toHaveCount(0);
  await expect(form.getByLabel('Mobile number')).toHaveValue('912000001');
  await expect(form.getByRole('button', { name: 'Get code' })).not.toHaveAttribute('aria-disabled', 'true');
});

test('a refused registration says why and keeps everything typed', async ({ page, browser }) => {
  const username = uniqueUsername();
  // Someone registers the name first.
  const other = await browser.newPage();
  const first = await openRegister(other);
  await fillUsernameForm(first, username);
  await agree(first);
  await first.getByRole('button', { name: 'Register' }).click();
  await expect(other).toHaveURL(/\/index$/);
  await other.close();

  const form = await openRegister(page);
  await fillUsernameForm(form, username.toUpperCase(), 'Secret99');
  await form.getByLabel('E-mail').fill('someone@example.com');
  await agree(form);
  await form.getByRole('button', { name: 'Register' }).click();

  const field = form.getByLabel('Username');
  await expect(field).toHaveAccessibleDescription('This username is already taken.');
  await expect(field).toBeFocused();
  await expect(page).toHaveURL(/\/register$/);
  await expect(field).toHaveValue(username.toUpperCase());
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('Secret99');
  await expect(form.getByLabel('Confirm password')).toHaveValue('Secret99');
  await expect(form.getByLabel('E-mail')).toHaveValue('someone@example.com');
  await expect(form.getByLabel('I agree to the terms and conditions.')).toBeChecked();

  // Another name clears the message and goes through.
  await field.fill(uniqueUsername());
  await expect(form.getByText('This username is already taken.')).toHaveCount(0);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/index$/);
});

test('the terms must be agreed before anything is sent', async ({ page }) => {
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().includes('/wps/member/register')) sent += 1;
  });
  const form = await openRegister(page);
  await fillUsernameForm(form, uniqueUsername());
  await form.getByLabel('I confirm that I am 18 years of age or older.').check();
  await form.getByRole('button', { name: 'Register' }).click();

  const terms = form.getByLabel('I agree to the terms and conditions.');
  await expect(terms).toHaveAccessibleDescription('Please agree to the terms.');
  await expect(terms).toBeFocused();
  expect(sent).toBe(0);

  await terms.check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/index$/);
  expect(sent).toBe(1);
});

test.describe('white-label flags decide the ways to register', () => {
  test.afterEach(async ({ request }) => {
    for (const flag of ['DIRECT_REGISTRATION', 'USERNAME_REGISTRATION', 'MOBILE_REGISTRATION', 'SMS_VERIFICATION']) {
      await setWhitelabelFlag(request, flag, true);
    }
  });

  test('one way: no tabs; without SMS verification no code is asked', async ({ page, request }) => {
    await setWhitelabelFlag(request, 'USERNAME_REGISTRATION', false);
    await setWhitelabelFlag(request, 'SMS_VERIFICATION', false);
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    const form = dialog.getByRole('form', { name: 'Register' });
    await expect(form.getByLabel('Mobile number')).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveCount(0);
    await expect(form.getByLabel('SMS code')).toHaveCount(0);
    await expect(form.getByLabel('Captcha')).toHaveCount(0);

    const mobile = uniqueMobile();
    await form.getByLabel('Mobile number').fill(mobile);
    await form.getByLabel('Password', { exact: true }).fill('Pass1234');
    await form.getByLabel('Confirm password').fill('Pass1234');
    await agree(form);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('banner')).toContainText(`m${mobile}`);
  });

  test('direct registration off: a clear message and no form', async ({ page, request }) => {
    await setWhitelabelFlag(request, 'DIRECT_REGISTRATION', false);
    await page.goto('/register.html');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await expect(dialog.getByText('Registration is not available at the moment.', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('form')).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('an invitation link fills the code and names the agent; closing goes home', async ({ page }) => {
  await page.goto('/register?code=tessera1');
  const form = page.getByRole('dialog', { name: 'Register' }).getByRole('form', { name: 'Username' });
  await expect(form.getByLabel('Invitation code')).toHaveValue('tessera1');
  await expect(form.getByLabel('Invitation code')).toHaveAccessibleDescription(/Invited by/);
  await page.getByRole('dialog', { name: 'Register' }).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/index$/);
});
