import type { Page } from '@playwright/test';
import { platformUrl } from '../playwright.config';
import { expect, expectNoAxeViolations, fillCaptcha, latestCode, setWhitelabelFlag, test } from './support';

test.beforeEach(async ({ request }) => {
  await request.delete(`${platformUrl}/__dev/limits`);
});

/** The number of messages the outbox holds for a recipient. */
async function sentTo(page: Page, to: string): Promise<number> {
  const res = await page.request.get(`${platformUrl}/__dev/outbox?to=${to}`);
  return ((await res.json()) as { value: unknown[] }).value.length;
}

/** The login modal's SMS form with a mobile number typed and the captcha answered. */
async function smsForm(page: Page, mobile: string) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('tab', { name: 'SMS code' }).click();
  const form = dialog.getByRole('form', { name: 'SMS code' });
  await form.getByLabel('Mobile number').fill(mobile);
  await fillCaptcha(page, form);
  return form;
}

test('log in with an SMS code read from the outbox', async ({ page }) => {
  const form = await smsForm(page, '912000001');
  const before = await sentTo(page, '912000001');
  await form.getByRole('button', { name: 'Get code' }).click();
  await expect.poll(() => sentTo(page, '912000001')).toBe(before + 1);
  // While the countdown runs the button shows the seconds left and sends nothing more.
  await expect(form.getByRole('button', { name: 'Get code' })).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);

  await form.getByLabel('Verification code').fill(await latestCode(page.request, '912000001'));
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('banner')).toContainText('Demo Member');
});

test('a wrong SMS code says so and keeps the number', async ({ page }) => {
  const form = await smsForm(page, '912000001');
  await form.getByRole('button', { name: 'Get code' }).click();
  await expect(form.getByRole('button', { name: 'Get code' })).toHaveAttribute('aria-disabled', 'true');
  const real = await latestCode(page.request, '912000001');
  await form.getByLabel('Verification code').fill(real === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert')).toContainText('Please enter a valid verification code.');
  await expect(form.getByLabel('Mobile number')).toHaveValue('912000001');
});

test('asking for codes too often shows the platform’s message in a warning dialog', async ({ page, request }) => {
  // Three codes were already sent to this number (the platform allows 3 in 15 minutes).
  for (let i = 0; i < 3; i += 1) {
    const captcha = (await (await request.get(`${platformUrl}/wps/captcha`)).json()) as {
      value: { captchaId: string };
    };
    const answer = (await (await request.get(`${platformUrl}/__dev/captcha/${captcha.value.captchaId}`)).json()) as {
      value: { code: string };
    };
    const res = await request.post(`${platformUrl}/wps/verification/sms/noLogin`, {
      data: {
        mobileNum: '912000002',
        countryDialingCode: '84',
        purpose: 'login',
        captchaId: captcha.value.captchaId,
        captchaCode: answer.value.code,
      },
    });
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
  }
  const form = await smsForm(page, '912000002');
  await form.getByRole('button', { name: 'Get code' }).click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('Too many requests, please retry after 5 minutes.');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();
  // Nothing was counted down, and the number is still there.
  await expect(form.getByRole('button', { name: 'Get code' })).not.toHaveAttribute('aria-disabled', 'true');
  await expect(form.getByLabel('Mobile number')).toHaveValue('912000002');
});

test('a login from a new address asks for a code sent to the bound mobile first', async ({ page, request }) => {
  // demo_agent has logged in before, but never from here.
  const res = await request.put(`${platformUrl}/__dev/members/demo_agent/known-ips`, {
    data: { ips: ['203.0.113.9'] },
  });
  expect(res.ok()).toBe(true);
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username or mobile number').fill('demo_agent');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();

  const form = dialog.getByRole('form', { name: 'Verify it’s you' });
  await expect(form).toContainText('91****002');
  await fillCaptcha(page, form);
  await form.getByRole('button', { name: 'Get code' }).click();
  await form.getByLabel('Verification code').fill(await latestCode(page.request, '912000002'));
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('banner')).toContainText('Demo Agent');
});

test('free play opens a trial account, which is blocked from what needs a real account', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Try for free' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('banner')).toContainText(/Guest \d+/);
  expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');

  // Changing the password is for real accounts: the trial account is told to register instead.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText(
    'This feature is not available to trial accounts. Please register a real account.',
  );
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('dialog', { name: /password/i })).toHaveCount(0);
});

test('with login required for home, visitors reach only the open pages', async ({ page, request }) => {
  await setWhitelabelFlag(request, 'LOGIN_REQUIRED_FOR_HOME', true);
  try {
    await page.goto('/vip');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.goto('/helpmc');
    await expect(page).toHaveURL(/\/helpmc$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help centre');

    // Once logged in, every page opens.
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Username or mobile number').fill('demo_member');
    await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/vip');
    await expect(page).toHaveURL(/\/vip$/);
  } finally {
    await setWhitelabelFlag(request, 'LOGIN_REQUIRED_FOR_HOME', false);
  }
});
