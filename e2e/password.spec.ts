import { createRequire } from 'node:module';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { platformUrl } from '../playwright.config';
import { DEFAULT_TRANSPORT_KEY } from '../packages/api/src/contract/identity';
import { expect, expectNoAxeViolations, fillCaptcha, latestCode, setWhitelabelFlag, test } from './support';

// Each journey runs a whole flow (codes, scrypt hashing, two logins): room for a busy machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ request }) => {
  await request.delete(`${platformUrl}/__dev/limits`);
});

// The contract's body encryption (OpenSSL-format AES under the transport key), as the web app sends it.
const AES = createRequire(import.meta.url)('crypto-js/aes') as {
  encrypt: (text: string, key: string) => { toString: () => string };
};
const encrypted = (payload: object) => ({
  data: AES.encrypt(JSON.stringify(payload), DEFAULT_TRANSPORT_KEY).toString(),
});

/** Calls an identity route with an encrypted body; returns the envelope's value or fails. */
async function identity<T>(
  request: APIRequestContext,
  method: 'post' | 'put',
  path: string,
  payload: object,
  token?: string,
): Promise<T> {
  const res = await request[method](`${platformUrl}${path}`, {
    data: encrypted(payload),
    headers: token ? { token } : {},
  });
  const body = (await res.json()) as { success: boolean; value: T; code?: string };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

/** A member of its own for one journey, so no other journey sees its password change. */
async function registerMember(request: APIRequestContext, withMobile = false) {
  const suffix = `${Date.now()}`.slice(-7) + Math.floor(Math.random() * 10);
  const member = {
    username: `pw${suffix}`,
    password: 'Start1234',
    email: `pw${suffix}@example.com`,
    mobileNum: `93${suffix}`,
  };
  await identity(request, 'put', '/wps/member/register', {
    username: member.username,
    password: member.password,
    confirmPassword: member.password,
    email: member.email,
    ...(withMobile ? { mobileNum: member.mobileNum, countryDialingCode: '84' } : {}),
    registerUrl: 'http://127.0.0.1/register',
    affiliateCode: '',
    referralCode: '',
    domain: '127.0.0.1',
    registerMethod: 'WEB',
  });
  return member;
}

/** Sets a member's password back, whatever it is now among the candidates. */
async function restorePassword(request: APIRequestContext, username: string, candidates: string[], password: string) {
  for (const current of candidates) {
    const res = await request.post(`${platformUrl}/wps/session/login`, {
      data: encrypted({ username, password: current, type: '' }),
    });
    const body = (await res.json()) as { success: boolean; value: { token: string } };
    if (!body.success) continue;
    if (current === password) return;
    await identity(
      request,
      'post',
      '/wps/member/password',
      { oldPassword: current, newPassword: password, confirmNewPassword: password },
      body.value.token,
    );
    return;
  }
  throw new Error(`no candidate password works for ${username}`);
}

/** Whether a white-label flag is on now (so a journey can put it back). */
async function flagIsOn(request: APIRequestContext, modId: string): Promise<boolean> {
  const { value } = (await (await request.get(`${platformUrl}/wps/system/status?url=127.0.0.1`)).json()) as {
    value: { whitelabel: Array<{ modId: string; enabled: string; childrenNodes: unknown[] }> };
  };
  const find = (nodes: typeof value.whitelabel): boolean | undefined => {
    for (const node of nodes) {
      if (node.modId === modId) return node.enabled === '1';
      const inner = find(node.childrenNodes as typeof value.whitelabel);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  return find(value.whitelabel) ?? false;
}

/** Runs a journey with a flag set, then puts it back as it was. */
async function withFlag(request: APIRequestContext, modId: string, on: boolean, journey: () => Promise<void>) {
  const was = await flagIsOn(request, modId);
  await setWhitelabelFlag(request, modId, on);
  try {
    await journey();
  } finally {
    await setWhitelabelFlag(request, modId, was);
  }
}

async function openForgot(page: Page) {
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
  const modal = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(modal).toBeVisible();
  return modal;
}

/** Answers a new captcha picture once the one used before has been replaced. */
async function fillNewCaptcha(page: Page, form: Locator, usedId: string | null) {
  await expect(form.locator('img[data-captcha-id]')).not.toHaveAttribute('data-captcha-id', usedId ?? '');
  await expect(form.getByLabel('Captcha')).toHaveValue('');
  await fillCaptcha(page, form);
}

test('forgot by e-mail: confirmation, then the e-mailed link changes the password without the old one', async ({
  page,
  request,
  baseURL,
}) => {
  try {
    const modal = await openForgot(page);
    await expect(modal.getByRole('button', { name: /By mobile number/ })).toBeVisible();
    await expect(modal.getByRole('button', { name: /By e-mail/ })).toBeFocused();
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: /By e-mail/ }).click();
    const form = modal.getByRole('form', { name: 'By e-mail' });
    await expect(form.getByLabel('Username')).toBeFocused();
    await form.getByLabel('Username').fill('demo_member');
    await form.getByLabel('E-mail').fill('demo.member@example.com');
    await form.getByRole('button', { name: 'Send reset e-mail' }).click();

    const notice = page.getByRole('alertdialog');
    await expect(notice).toContainText('A password reset email has been sent. Please check your inbox.');
    await expect(modal).toBeHidden();
    await page.keyboard.press('Enter'); // dialogs confirm with Enter (§2)
    await expect(notice).toBeHidden();

    const outbox = (await (await request.get(`${platformUrl}/__dev/outbox?to=demo.member@example.com`)).json()) as {
      value: Array<{ body: string }>;
    };
    const link = /https?:\/\/\S+\/reset-password\?token=[0-9a-f]{64}/.exec(outbox.value[0]!.body)?.[0];
    expect(link, outbox.value[0]?.body).toBeDefined();
    const url = new URL(link!);
    await page.goto(`${baseURL}${url.pathname}${url.search}`);

    const change = page.getByRole('dialog', { name: 'Change password' });
    await expect(change).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);
    await expect(change.getByLabel('Account')).toHaveValue('demo_member');
    await expect(change.getByLabel('Current password')).toHaveCount(0);
    await expect(change.getByLabel('New password')).toBeFocused();
    await change.getByLabel('New password').fill('Linked123');
    await change.getByLabel('Confirm password').fill('Linked124');
    await change.getByRole('button', { name: 'Submit' }).click();
    await expect(change.getByText('The two entries are inconsistent.')).toBeVisible();
    await change.getByLabel('Confirm password').fill('Linked123');
    await change.getByRole('button', { name: 'Submit' }).click();
    await expect(change).toBeHidden();
    await expect(page.getByRole('banner')).toContainText('Demo Member');

    // The link worked once; the session is an ordinary one now.
    await page.reload();
    await expect(page.getByRole('banner')).toContainText('Demo Member');
    await expect(page.getByRole('dialog', { name: 'Change password' })).toHaveCount(0);
    await page.goto(`${baseURL}${url.pathname}${url.search}`);
    await expect(page.getByRole('alert')).toContainText(
      'This reset link is invalid, has expired or has already been used.',
    );
  } finally {
    await restorePassword(request, 'demo_member', ['Linked123', 'Demo1234'], 'Demo1234');
  }
});

test('forgot by phone: code from the outbox, new password, logged in at the root', async ({ page, request }) => {
  const member = await registerMember(request, true);
  await withFlag(request, 'CHNGPASSVERIF3', true, async () => {
    const modal = await openForgot(page);
    await modal.getByRole('button', { name: /By mobile number/ }).click();
    const form = modal.getByRole('form', { name: 'By mobile number' });
    await form.getByRole('textbox', { name: 'Mobile number' }).fill(member.mobileNum);
    await fillCaptcha(page, form);
    const used = await form.locator('img[data-captcha-id]').getAttribute('data-captcha-id');
    await form.getByRole('button', { name: 'Get code' }).click();
    await expect(form.getByRole('button', { name: 'Get code' })).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);

    await form.getByLabel('Verification code').fill(await latestCode(request, member.mobileNum));
    await fillNewCaptcha(page, form, used);
    await form.getByLabel('New password').fill('Phone1234');
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('banner')).toContainText(member.username);
    // The new password is the account's password now.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu/ })
      .click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username or mobile number').fill(member.username);
    await login.getByLabel('Password', { exact: true }).fill('Phone1234');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner')).toContainText(member.username);
  });
});

test('a first login must change its password; the member menu changes it again with the old one', async ({
  page,
  request,
}) => {
  await withFlag(request, 'FORCED_PASSWORD_CHANGE', true, async () => {
    try {
      await page.goto('/login');
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByLabel('Username or mobile number').fill('demo_first');
      await login.getByLabel('Password', { exact: true }).fill('Demo1234');
      await login.getByRole('button', { name: 'Log in' }).click();

      const change = page.getByRole('dialog', { name: 'Change password' });
      await expect(change).toContainText('For your security, please choose a new password before you continue.');
      await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);
      await expect(change.getByLabel('Current password')).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(change).toBeVisible();
      await change.getByLabel('Current password').fill('Demo1234');
      await change.getByLabel('New password').fill('First1234');
      await change.getByLabel('Confirm password').fill('First1234');
      await change.getByRole('button', { name: 'Submit' }).click();
      await expect(change).toBeHidden();
      await expect(page.getByRole('banner')).toContainText('First Login');
      await page.reload();
      await expect(page.getByRole('banner')).toContainText('First Login');
      await expect(change).toHaveCount(0);

      // Changing again from the member menu asks for the old password, and says when it is wrong.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Account menu/ })
        .click();
      await page.getByRole('menuitem', { name: 'Change password' }).click();
      await expect(change.getByRole('button', { name: 'Close' })).toBeVisible();
      await change.getByLabel('Current password').fill('wrong-one1');
      await change.getByLabel('New password').fill('Demo1234');
      await change.getByLabel('Confirm password').fill('Demo1234');
      await change.getByRole('button', { name: 'Submit' }).click();
      await expect(change.getByRole('alert')).toContainText('The current password is incorrect.');
      await change.getByLabel('Current password').fill('First1234');
      await change.getByRole('button', { name: 'Submit' }).click();
      await expect(change).toBeHidden();
    } finally {
      await restorePassword(request, 'demo_first', ['Demo1234', 'First1234'], 'Demo1234');
    }
  });
});

test('a wrong code keeps what was typed and says why', async ({ page, request }) => {
  await withFlag(request, 'CHNGPASSVERIF3', true, async () => {
    const modal = await openForgot(page);
    await modal.getByRole('button', { name: /By mobile number/ }).click();
    const form = modal.getByRole('form', { name: 'By mobile number' });
    // Only the number (and the captcha) is checked before a code is requested.
    await form.getByRole('button', { name: 'Get code' }).click();
    await expect(form.getByText('Please enter your phone number.')).toBeVisible();
    await expect(form.getByText('Please enter the verification code.')).toHaveCount(0);

    // A refused code request shows the platform's reason in a warning dialog (§8).
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('987654321');
    await fillCaptcha(page, form);
    const refused = await form.locator('img[data-captcha-id]').getAttribute('data-captcha-id');
    await form.getByRole('button', { name: 'Get code' }).click();
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText('No account uses this mobile number.');
    await warning.getByRole('button', { name: 'OK' }).click();
    await expect(warning).toBeHidden();
    await expect(form.getByRole('button', { name: 'Get code' })).not.toHaveAttribute('aria-disabled', 'true');

    await form.getByRole('textbox', { name: 'Mobile number' }).fill('912000004');
    await fillNewCaptcha(page, form, refused);
    const used = await form.locator('img[data-captcha-id]').getAttribute('data-captcha-id');
    await form.getByRole('button', { name: 'Get code' }).click();
    const real = await latestCode(request, '912000004');
    await form.getByLabel('Verification code').fill(real === '000000' ? '111111' : '000000');
    await fillNewCaptcha(page, form, used);
    await form.getByLabel('New password').fill('Never1234');
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(form.getByRole('alert')).toContainText('Please enter a valid verification code.');
    await expect(form.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('912000004');
    await expect(form.getByLabel('New password')).toHaveValue('Never1234');
    await expect(form.getByLabel('Verification code')).not.toHaveValue('');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    // Back to the choice and out: closing cancels the countdown.
    await modal.getByRole('button', { name: 'Back' }).click();
    await expect(modal.getByRole('button', { name: /By e-mail/ })).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
  });
});

test('an unusable reset link says so and offers a new e-mail, straight to the e-mail form when phone reset is off', async ({
  page,
  request,
}) => {
  await withFlag(request, 'CHNGPASSVERIF3', false, async () => {
    await page.goto(`/reset-password?token=${'0'.repeat(64)}`);
    await expect(page.getByRole('alert')).toContainText(
      'This reset link is invalid, has expired or has already been used.',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.getByRole('button', { name: 'Send a new reset e-mail' }).click();
    const modal = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(modal.getByRole('form', { name: 'By e-mail' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await modal.getByRole('button', { name: 'Send reset e-mail' }).click();
    await expect(modal.getByText('Input cannot be empty.').first()).toBeVisible();
    // The customer-service link opens the chat in a popup.
    const popup = page.waitForEvent('popup');
    await modal.getByRole('link', { name: 'Customer service' }).click();
    await expect.poll(async () => (await popup).url()).not.toBe('about:blank');
  });
});
