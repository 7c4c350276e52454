import type { Page } from '@playwright/test';
import { platformUrl } from '../playwright.config';
import { expect as baseExpect, expectNoAxeViolations, registerInOpenDialog, test, uniqueUsername } from './support';

// Registering, the panel's chunks and the payment window take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await request.delete(`${platformUrl}/__dev/limits`);
});

/** Registers through demo_agent's invitation link, so demo_agent is the new member's upline. */
async function registerInvited(page: Page, username: string) {
  await page.goto('/register?code=tessera1');
  const form = page.getByRole('dialog', { name: 'Register' }).getByRole('form', { name: 'Username' });
  await expect(form.getByLabel('Invitation code')).toHaveValue('tessera1');
  await registerInOpenDialog(page, username);
}

test('a member invited by an agent sends part of a deposit to the upline and sees it in the history and the account record', async ({
  page,
}) => {
  const username = uniqueUsername();
  await registerInvited(page, username);
  const header = page.getByRole('banner', { includeHidden: true });
  await expect(header).toContainText(username);
  await expect(header).toContainText('$0.00');

  // Fund the new account through the payment page.
  await header.getByRole('button', { name: 'Deposit' }).click();
  const panel = page.getByRole('dialog', { name: 'Personal centre' });
  await panel
    .getByRole('radiogroup', { name: 'Deposit channel' })
    .getByRole('radio', { name: /Online banking/ })
    .check();
  await panel.getByRole('button', { name: '100.00', exact: true }).click();
  const popupOpened = page.waitForEvent('popup');
  await panel.getByRole('form', { name: 'Deposit' }).getByRole('button', { name: 'Deposit' }).click();
  const pay = await popupOpened;
  await pay.getByRole('button', { name: 'Pay 100.00' }).click();
  await expect(pay.getByRole('status')).toContainText('Payment received');
  await pay.close();
  await expect(header).toContainText('$100.00');

  // Transfer to upline, from the panel's navigation.
  const nav = panel.getByRole('navigation', { name: 'Personal centre sections' });
  await nav.getByRole('button', { name: 'Transfer to upline' }).click();
  await expect(panel.getByRole('heading', { level: 2, name: 'Transfer to upline' })).toBeVisible();
  await expect(panel.getByTestId('upline-account')).toHaveText('de***nt');
  await expect(panel.getByTestId('upline-balance')).toHaveText('$100.00');
  await expect(panel.getByText('No transfers yet')).toBeVisible();
  await expectNoAxeViolations(page);

  const form = panel.getByRole('form', { name: 'Transfer to upline' });
  await form.getByRole('textbox', { name: /Amount/ }).fill('30');
  await form.getByRole('textbox', { name: /Remark/ }).fill('Team fund');
  await form.getByLabel(/Login password/).fill('Wrong999');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(/The login password is incorrect\. Nothing was transferred\./);
  await expect(form.getByLabel(/Login password/)).toHaveValue('');
  await expect(form.getByRole('textbox', { name: /Amount/ })).toHaveValue('30');
  await expect(panel.getByTestId('upline-balance')).toHaveText('$100.00');

  await form.getByLabel(/Login password/).fill('Pass1234');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  const done = form.getByText(
    /Transfer U\d{18} of \$30\.00 to de\*\*\*nt is completed\. Your main wallet now holds \$70\.00\./,
  );
  await expect(done).toBeVisible();
  const transferNo = /U\d{18}/.exec((await done.textContent()) ?? '')?.[0] ?? 'missing';
  await expect(panel.getByTestId('upline-balance')).toHaveText('$70.00');
  await expect(header).toContainText('$70.00');
  const history = panel.getByRole('table', { name: /Your transfers to your upline/ });
  const row = history.getByRole('row').filter({ hasText: 'Team fund' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('30.00');
  await expect(row).toContainText('Completed');
  await expectNoAxeViolations(page);

  // The account record lists it as a transfer out of MAIN.
  await nav.getByRole('button', { name: 'Account record' }).click();
  await expect(panel.getByRole('heading', { level: 2, name: 'Account record' })).toBeVisible();
  const moves = panel.getByRole('table', { name: /^Account activity from/ });
  const entry = moves.getByRole('row').filter({ hasText: `Transfer to upline ${transferNo}` });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('cell').nth(1)).toHaveText('Wallet transfer');
  await expect(entry.getByRole('cell').nth(2)).toHaveText('MAIN');
  await expect(entry.getByRole('cell').nth(3)).toHaveText('-30.00');
});
