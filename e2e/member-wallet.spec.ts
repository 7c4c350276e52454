import type { Locator } from '@playwright/test';
import { expectNoAxeViolations, expect, signIn, test } from './support';

/** Each wallet tile's text (name and balance), in order. */
const tiles = (panel: Locator) => panel.getByRole('list', { name: 'Wallets' }).getByRole('listitem');

// Three transfers and two accessibility scans: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('my wallet', () => {
  test('moves money between the member wallets and recalls it all to the main wallet, the total unchanged', async ({
    page,
  }) => {
    await signIn(page, 'demo_member', 'Demo Member');
    // The open panel hides the page from assistive technology, so the header is found by its element.
    const header = page.locator('header').first();
    await expect(header).toContainText('$13,393.50');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Member centre' }).click();
    const panel = page.getByRole('dialog', { name: 'Personal centre' });
    await panel
      .getByRole('navigation', { name: 'Personal centre sections' })
      .getByRole('button', { name: 'My wallet' })
      .click();
    await expect(panel.getByRole('heading', { level: 2, name: 'My wallet' })).toBeVisible();

    await expect(tiles(panel)).toHaveText(['Main wallet$12,543.50', 'SABA Sports$850.00', 'Evolution Live$0.00']);
    await expect(panel.getByText('$13,393.50', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // 100.00 from MAIN to SABA.
    const form = panel.getByRole('form', { name: 'Transfer between wallets' });
    await form.getByLabel('From').selectOption('MAIN');
    await form.getByLabel('To').selectOption('SABA');
    await form.getByLabel('Amount').fill('100');
    const headerRefreshed = page.waitForResponse((r) => r.url().includes('/wps/v2/wallets/balance'));
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await headerRefreshed;
    await expect(form.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
      '$100.00 moved from Main wallet to SABA Sports.',
    );
    await expect(tiles(panel)).toHaveText(['Main wallet$12,443.50', 'SABA Sports$950.00', 'Evolution Live$0.00']);
    await expect(form.getByLabel('Amount')).toHaveValue('');
    await expect(header).toContainText('$13,393.50');
    await expectNoAxeViolations(page);

    // Everything back to MAIN.
    await panel.getByRole('button', { name: 'Recall all to main wallet' }).click();
    await expect(panel.getByText('Recalled to the main wallet: SABA Sports.')).toBeVisible();
    await expect(tiles(panel)).toHaveText(['Main wallet$13,393.50', 'SABA Sports$0.00', 'Evolution Live$0.00']);
    await expect(panel.getByRole('button', { name: 'Recall all to main wallet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(header).toContainText('$13,393.50');

    // The seeded split again, for the journeys after this one.
    await form.getByLabel('To').selectOption('SABA');
    await form.getByLabel('Amount').fill('850');
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(tiles(panel)).toHaveText(['Main wallet$12,543.50', 'SABA Sports$850.00', 'Evolution Live$0.00']);
    await expect(header).toContainText('$13,393.50');
  });

  test('keeps the amount and says why when it is more than the source holds', async ({ page }) => {
    await signIn(page, 'demo_member', 'Demo Member');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Member centre' }).click();
    const panel = page.getByRole('dialog', { name: 'Personal centre' });
    await panel
      .getByRole('navigation', { name: 'Personal centre sections' })
      .getByRole('button', { name: 'My wallet' })
      .click();
    const form = panel.getByRole('form', { name: 'Transfer between wallets' });
    await form.getByLabel('From').selectOption('EVO');
    await form.getByLabel('To').selectOption('MAIN');
    await form.getByLabel('Amount').fill('13393.51');
    await form.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(form.getByText(/^The amount is more than Evolution Live holds \(\$[\d,]+\.\d\d\)\.$/)).toBeVisible();
    await expect(form.getByLabel('Amount')).toHaveValue('13393.51');
    await expect(form.getByRole('status')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
