import { expect, expectNoAxeViolations, signIn, test } from './support';

test.describe('platform information', () => {
  // demo_agent's one unread message is read here; demo_member's are never marked in a journey.
  test('an agent sees the unread badge, reads the new message and the badge goes away; on a phone the list and the message take turns', async ({
    page,
  }) => {
    await signIn(page, 'demo_agent', 'Demo Agent');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Member centre' }).click();

    const panel = page.getByRole('dialog', { name: 'Personal centre' });
    const nav = panel.getByRole('navigation', { name: 'Personal centre sections' });
    const entry = nav.getByRole('button', { name: /^Platform information/ });
    await expect(entry).toHaveAccessibleName(/1 new/);
    await entry.click();
    await expect(panel.getByRole('heading', { level: 2, name: 'Platform information' })).toBeVisible();

    const list = panel.getByRole('list', { name: 'Messages' });
    const message = list.getByRole('button', { name: /New downline registered/ });
    await expect(message).toHaveAccessibleName(/^Unread New downline registered/);
    await expect(list.getByRole('button', { name: /Commission statement for May/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await message.click();
    const article = panel.getByRole('article', { name: 'New downline registered' });
    await expect(article).toContainText('A new member registered with your invitation code.');
    await expect(article.getByRole('heading', { level: 3 })).toBeFocused();
    await expect(message).toHaveAttribute('aria-current', 'true');
    await expect(entry).toHaveAccessibleName('Platform information');
    await expect(message).toHaveAccessibleName(/^New downline registered/);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(article).toBeVisible();
    await expect(list).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await article.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await panel.getByRole('button', { name: 'Back to messages' }).click();
    await expect(list).toBeVisible();
    await expect(message).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
