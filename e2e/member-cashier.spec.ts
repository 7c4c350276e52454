import { platformUrl } from '../playwright.config';
import { expect as baseExpect, expectNoAxeViolations, registerInOpenDialog, test, uniqueUsername } from './support';

// Registering, the panel's chunks and the payment window take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request }) => {
  await request.delete(`${platformUrl}/__dev/limits`);
});

test('a new member deposits 100.00 through the payment page and withdraws 40.00 with the password', async ({
  page,
}) => {
  const username = uniqueUsername('c');
  await page.goto('/register');
  await registerInOpenDialog(page, username);
  // The panel is a modal dialog: while it is open the header is hidden from the accessibility tree, not from sight.
  const header = page.getByRole('banner', { includeHidden: true });
  await expect(header).toContainText(username);
  await expect(header).toContainText('$0.00');

  // Deposit: channel, a quick amount, then pay in the payment window.
  await header.getByRole('button', { name: 'Deposit' }).click();
  const panel = page.getByRole('dialog', { name: 'Personal centre' });
  const channels = panel.getByRole('radiogroup', { name: 'Deposit channel' });
  await expect(channels.getByRole('radio', { name: /QR banking/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await channels.getByRole('radio', { name: /Online banking/ }).check();
  await panel.getByRole('button', { name: '100.00', exact: true }).click();
  await expect(panel.getByRole('textbox', { name: /Amount/ })).toHaveValue('100');
  const popupOpened = page.waitForEvent('popup');
  await panel.getByRole('form', { name: 'Deposit' }).getByRole('button', { name: 'Deposit' }).click();
  const pay = await popupOpened;
  await pay.waitForURL(/\/wps\/cashier\/pay\/D\d+\?t=[0-9a-f]{64}$/);
  await expect(pay.getByRole('heading', { name: 'Payment provider simulator' })).toBeVisible();
  await expect(pay.locator('dd.amount')).toHaveText('100.00');
  await expect(panel.getByTestId('deposit-status')).toHaveText('Waiting for payment');
  await pay.getByRole('button', { name: 'Pay 100.00' }).click();
  await expect(pay.getByRole('status')).toContainText('Payment received');
  await pay.close();

  await expect(panel.getByTestId('deposit-status')).toHaveText('Paid');
  await expect(panel.getByText('Payment received: $100.00 is in your main wallet.')).toBeVisible();
  await expect(header).toContainText('$100.00');
  await expectNoAxeViolations(page);

  // Withdraw 40.00 of it.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await header.getByRole('button', { name: 'Withdraw' }).click();
  await expect(panel.getByTestId('withdrawable')).toHaveText('$100.00');
  await expectNoAxeViolations(page);
  await panel.getByRole('textbox', { name: /Amount/ }).fill('40');
  await panel.getByRole('textbox', { name: /Bank name/ }).fill('Mekong Commercial Bank');
  await panel.getByRole('textbox', { name: /Account number/ }).fill('0123 4567 8901');
  await panel.getByRole('textbox', { name: /Account holder/ }).fill('Journey Member');
  await panel.getByLabel(/Login password/).fill('Wrong999');
  await panel.getByRole('form', { name: 'Withdraw' }).getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText(/The login password is incorrect/);
  await expect(panel.getByLabel(/Login password/)).toHaveValue('');
  await expect(panel.getByRole('textbox', { name: /Amount/ })).toHaveValue('40');

  await panel.getByLabel(/Login password/).fill('Pass1234');
  await panel.getByRole('form', { name: 'Withdraw' }).getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(
    panel.getByText(/Order W\d{18} for \$40\.00 is pending\. Your main wallet now holds \$60\.00\./),
  ).toBeVisible();
  await expect(panel.getByTestId('withdrawable')).toHaveText('$60.00');
  await expect(header).toContainText('$60.00');
  await expectNoAxeViolations(page);
});
