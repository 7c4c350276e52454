import { expect, expectNoAxeViolations, signIn, test } from './support';

test.describe('point mall', () => {
  test('a visitor sees the reward catalogue and a prompt to log in', async ({ page }) => {
    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 1, name: 'Point mall' })).toBeVisible();
    const rewards = page.getByRole('region', { name: 'Rewards' });
    await expect(rewards.getByRole('heading', { name: 'Shopping voucher 10.00' })).toBeVisible();
    await expect(rewards.getByText('60,000 points plus $500.00')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Redeem history' })).toHaveCount(0);
    await expect(rewards.getByRole('button', { name: /^Redeem/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  // demo_agent's points are free to change (demo_member's money is asserted elsewhere; no money moves here).
  test('an agent sees points, details and history, redeems a reward and sees the balance drop and the order', async ({
    page,
  }) => {
    await signIn(page, 'demo_agent', 'Demo Agent');
    await page.goto('/pointMall');
    const balance = page.getByTestId('point-balance');
    await expect(balance).toHaveText(/^[0-9,]+$/);
    const before = Number((await balance.textContent())!.replaceAll(',', ''));
    expect(before).toBeGreaterThanOrEqual(1_000);
    await expect(page.getByText('100 points = $1.00')).toBeVisible();

    await page.getByRole('tab', { name: 'Points details' }).click();
    const details = page.getByRole('region', { name: 'Points details' });
    await expect(details.getByText('Slots turnover').first()).toBeVisible();
    await page.getByLabel('Type').selectOption('pvp');
    await expect(details.getByText('PVP turnover').first()).toBeVisible();
    await expect(details.getByText('Slots turnover')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Redeem Shopping voucher 10.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem Shopping voucher 10.00' });
    await dialog.getByRole('textbox', { name: /Receiving address/ }).fill('12 Harbour Road, Da Nang');
    await dialog.getByRole('textbox', { name: /Mobile number/ }).fill('0912345678');
    await dialog.getByLabel(/Withdraw password/).fill('Demo1234');
    await expect(dialog.getByText('Total: 1,000 points')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
    await expect(dialog.getByText(/is processing/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    // Grouped by hand, independently of the format module the page uses.
    await expect(balance).toHaveText(String(before - 1_000).replace(/\B(?=(\d{3})+$)/g, ','));
    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const history = page.getByRole('region', { name: 'Redeem history' });
    await expect(history.getByText('Shopping voucher 10.00').first()).toBeVisible();
    await expect(history.getByText('Processing').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
