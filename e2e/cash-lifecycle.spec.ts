import type { APIRequestContext, Page } from '@playwright/test';
import { platformUrl } from '../playwright.config';
import { expect as baseExpect, expectNoAxeViolations, registerInOpenDialog, test, uniqueUsername } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
// Registering, the panel's chunks, the provider window and the operator's console take a while on a busy machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ request }) => {
  await request.delete(`${platformUrl}/__dev/limits`);
});

/** The seeded operator's bearer token, for calls the journey makes on the operator's side. */
async function operatorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${platformUrl}/ops/api/session`, {
    data: { account: 'demo_operator', password: 'Demo1234' },
  });
  const body = (await res.json()) as { success: boolean; value: { token: string } };
  expect(body.success).toBe(true);
  return body.value.token;
}

async function depositThroughProvider(page: Page, amount: string) {
  const header = page.getByRole('banner', { includeHidden: true });
  await header.getByRole('button', { name: 'Deposit' }).click();
  const panel = page.getByRole('dialog', { name: 'Personal centre' });
  await panel.getByRole('textbox', { name: /Amount/ }).fill(amount);
  const popupOpened = page.waitForEvent('popup');
  await panel.getByRole('form', { name: 'Deposit' }).getByRole('button', { name: 'Deposit' }).click();
  const provider = await popupOpened;
  await expect(provider.getByRole('heading', { name: 'Payment provider simulator' })).toBeVisible();
  await expect(panel.getByTestId('deposit-status')).toHaveText('Waiting for payment');
  await provider.getByRole('button', { name: /^Pay / }).click();
  await expect(provider.getByRole('status')).toContainText('Payment received');
  await provider.close();
  // The deposit saga sees the order paid on its next poll.
  await expect(panel.getByTestId('deposit-status')).toHaveText('Paid');
  return panel;
}

test('deposit through the simulated provider, then a withdrawal paid in two parts and confirmed all received', async ({
  page,
  request,
}) => {
  const username = uniqueUsername('l');
  await page.goto('/register');
  await registerInOpenDialog(page, username);
  const header = page.getByRole('banner', { includeHidden: true });
  await expect(header).toContainText(username);

  const panel = await depositThroughProvider(page, '200');
  await expect(header).toContainText('$200.00');

  // Withdraw 100.00.
  await panel.getByRole('button', { name: 'Close' }).click();
  await header.getByRole('button', { name: 'Withdraw' }).click();
  await expect(panel.getByTestId('withdrawable')).toHaveText('$200.00');
  await expect(panel.getByText('You have no withdrawals yet.')).toBeVisible();
  await panel.getByRole('textbox', { name: /Amount/ }).fill('100');
  await panel.getByRole('textbox', { name: /Bank name/ }).fill('Mekong Commercial Bank');
  await panel.getByRole('textbox', { name: /Account number/ }).fill('0123 4567 8901');
  await panel.getByRole('textbox', { name: /Account holder/ }).fill('Journey Member');
  await panel.getByLabel(/Login password/).fill('Pass1234');
  await panel.getByRole('form', { name: 'Withdraw' }).getByRole('button', { name: 'Withdraw', exact: true }).click();
  const done = panel.getByText(/Order W\d{18} for \$100\.00 is pending/);
  await expect(done).toBeVisible();
  const orderNo = /W\d{18}/.exec((await done.textContent()) ?? '')![0];
  const order = panel.locator(`li[data-order="${orderNo}"]`);
  await expect(order.getByTestId('withdraw-state')).toHaveText('Waiting to be paid');

  // The operator signs in to the console and pays half.
  const ops = await page.context().newPage();
  await ops.goto(`${platformUrl}/ops`);
  await ops.getByLabel('Account').fill('demo_operator');
  await ops.getByLabel('Password').fill('Demo1234');
  await ops.getByRole('button', { name: 'Sign in' }).click();
  const card = ops.locator(`article[data-order="${orderNo}"]`);
  await expect(card).toContainText('PENDING');
  await card.getByLabel(`Amount to pay for ${orderNo}`).fill('50');
  await card.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(ops.getByRole('status')).toHaveText(`Paid 50.00 of ${orderNo}`);
  await expect(card).toContainText('PARTIALLY_PAID');
  await expectNoAxeViolations(ops);

  // The member sees received and remaining, and confirms the first part.
  await page.bringToFront();
  await panel.getByRole('button', { name: 'Close' }).click();
  await header.getByRole('button', { name: 'Withdraw' }).click();
  await expect(order.getByTestId('withdraw-state')).toHaveText('Partly paid');
  await expect(order.getByTestId('withdraw-received')).toHaveText('50.00');
  await expect(order.getByTestId('withdraw-remaining')).toHaveText('50.00');
  await expectNoAxeViolations(page);
  await order.getByRole('button', { name: 'Received the payment of 50.00' }).click();
  await expect(order.getByText('You confirmed receiving it.')).toBeVisible();

  // The operator pays the rest (through the call the console uses).
  const token = await operatorToken(request);
  const rest = await request.post(`${platformUrl}/ops/api/withdrawals/${orderNo}/pay`, {
    headers: { authorization: `Bearer ${token}` },
    data: { amount: 5_000, idempotencyKey: `journey-${orderNo}` },
  });
  expect(((await rest.json()) as { value: { state: string } }).value.state).toBe('PAID');

  await panel.getByRole('button', { name: 'Close' }).click();
  await header.getByRole('button', { name: 'Withdraw' }).click();
  await expect(order.getByTestId('withdraw-state')).toHaveText('Paid in full');
  await expect(order.getByTestId('withdraw-received')).toHaveText('100.00');
  await expect(order.getByTestId('withdraw-remaining')).toHaveText('0.00');
  await expectNoAxeViolations(page);
  await order.getByRole('button', { name: 'All received' }).click();
  await expect(order.getByTestId('withdraw-state')).toHaveText('Completed');
  await expect(order.getByRole('button')).toHaveCount(0);
  await expect(header).toContainText('$100.00');
  await expectNoAxeViolations(page);
});

test('a trial account has no member centre: no entry in its menu, and its calls are refused', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Try for free' }).click();
  await expect(page).toHaveURL(/\/index$/);
  const header = page.getByRole('banner');
  await expect(header).toContainText(/Guest \d+/);
  await header.getByRole('button', { name: /Account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'VIP level' })).toBeVisible();
  for (const name of ['Member centre', 'Betting record', 'Account record'])
    await expect(menu.getByRole('menuitem', { name })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expectNoAxeViolations(page);

  // Deposit stays a gated action: the notice, not the panel.
  await header.getByRole('button', { name: 'Deposit' }).click();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('not available to trial accounts');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog', { name: 'Personal centre' })).toHaveCount(0);

  // The platform refuses the member centre's calls to the trial session as well.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const refused = await page.request.get(`${platformUrl}/wps/relay/MCSFE_getWithdrawList`, {
    headers: { token: token ?? '' },
  });
  expect(((await refused.json()) as { code: string }).code).toBe('TRIAL_ACCOUNT');
});
