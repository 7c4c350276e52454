import { expectNoAxeViolations, expect, signIn, test } from './support';

test.describe('member centre', () => {
  test('opens from the header at my account, moves between its pages and closes back to where it was opened', async ({
    page,
  }) => {
    await signIn(page, 'demo_member', 'Demo Member');
    const menuButton = page.getByRole('button', { name: /Account menu/ });
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Member centre' }).click();

    const panel = page.getByRole('dialog', { name: 'Personal centre' });
    const nav = panel.getByRole('navigation', { name: 'Personal centre sections' });
    await expect(nav.getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    await expect(panel.getByRole('heading', { level: 2, name: 'My account' })).toBeVisible();
    await expect(panel.getByText('demo_member')).toBeVisible();
    await expect(panel.getByText('$ 13,393.50')).toBeVisible();
    for (const name of ['My wallet', 'Deposit', 'Withdraw', 'Betting record', 'Account record']) {
      await expect(nav.getByRole('button', { name })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await nav.getByRole('button', { name: 'Account record' }).click();
    await expect(panel.getByRole('heading', { level: 2, name: 'Account record' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menuButton).toBeFocused();

    const deposit = page.getByRole('banner').getByRole('button', { name: 'Deposit' });
    await deposit.click();
    await expect(panel.getByRole('heading', { level: 2, name: 'Deposit' })).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).first().click();
    await expect(panel).toBeHidden();
    await expect(deposit).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('fits the header in the screen width and reaches withdraw through the account menu', async ({ page }) => {
      await signIn(page, 'demo_member', 'Demo Member');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('button', { name: 'Deposit' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Withdraw' }).click();
      const panel = page.getByRole('dialog', { name: 'Personal centre' });
      await expect(panel.getByRole('heading', { level: 2, name: 'Withdraw' })).toBeVisible();
      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await expectNoAxeViolations(page);
    });
  });
});
