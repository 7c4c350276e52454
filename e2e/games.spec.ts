import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support';

/** The header balance as a number of minor units. */
async function headerBalance(page: Page): Promise<number> {
  const text = await page
    .getByRole('banner')
    .getByText(/\$[\d,]+\.\d{2}/)
    .first()
    .textContent();
  return Math.round(Number(text!.replace(/[^\d.]/g, '')) * 100);
}

test('category pages show their providers; esports and cockfight providers have their own pages', async ({ page }) => {
  await page.goto('/sports');
  const sports = page.getByRole('list', { name: 'Sports providers' });
  await expect(sports.getByRole('button', { name: /Saba Sports/ })).toBeVisible();
  // §4: esports (IMES…) and cockfight (DS88, DIG) sports providers are split out of sports.
  await expect(sports.getByRole('button')).not.toContainText([/Mekong/]);
  await page.goto('/esports');
  await expect(page.getByRole('list', { name: 'Esports providers' }).getByRole('button').first()).toBeVisible();
  await page.goto('/cockfight');
  await expect(page.getByRole('list', { name: 'Cockfight providers' }).getByRole('button')).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('a live casino opens its tables in a popup; a visitor choosing one goes to /login', async ({ page }) => {
  await page.goto('/live');
  const opener = page.getByRole('list', { name: 'Live casino providers' }).getByRole('button', { name: /Evo Studios/ });
  await opener.click();
  const popup = page.getByRole('dialog', { name: 'Evo Studios games' });
  await expect(popup.getByRole('list', { name: 'Evo Studios games' }).getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await popup.getByRole('button', { name: /Speed Roulette/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: 'Evo Studios games' })).toHaveCount(0);
});

test('a member plays the demo game: bets change the balance in the header', async ({ page }) => {
  await signIn(page, 'demo_agent', 'Demo Agent');
  const before = await headerBalance(page);
  await page.goto('/live');
  await page
    .getByRole('list', { name: 'Live casino providers' })
    .getByRole('button', { name: /Evo Studios/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Evo Studios games' })
    .getByRole('button', { name: /Speed Roulette/ })
    .click();
  await expect(page).toHaveURL(/\/game\?gameType=LIVE&vassalage=EVO&nodeId=\d+$/);

  const frameElement = page.getByTitle('Game');
  await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts');
  // The game lives on its own origin, not the site's.
  expect(new URL((await frameElement.getAttribute('src'))!).origin).not.toBe(new URL(page.url()).origin);
  const game = page.frameLocator('iframe[title="Game"]');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect(game.locator('#balance')).not.toHaveText('—');
  // The game tells the site a bet was placed, and the header balance follows without a reload.
  await expect.poll(() => headerBalance(page)).not.toBe(before);
});

test('a slot played from the lobby appears under recent', async ({ page }) => {
  await signIn(page, 'demo_agent', 'Demo Agent');
  await page.goto('/rng?vassalage=JILI');
  const grid = page.getByRole('list', { name: 'Games' });
  const card = grid.getByRole('listitem').nth(3);
  const name = (await card.locator('[data-part="name"]').textContent())!;
  await card.locator('[data-part="launch"]').click();
  await expect(page).toHaveURL(/\/game\?gameType=RNG&vassalage=JILI&nodeId=\d+$/);
  const spin = page.frameLocator('iframe[title="Game"]').getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  await spin.click();

  await page.goto('/rng?page=recent');
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem').first()).toContainText(name);
});

test('a provider under maintenance suggests other games instead', async ({ page }) => {
  await signIn(page, 'demo_agent', 'Demo Agent');
  await page.goto('/game?gameType=RNG&vassalage=KA');
  await expect(page.getByRole('alert')).toContainText('This game is under maintenance');
  const suggestions = page.getByRole('list', { name: 'Games to try instead' });
  await expect(suggestions.getByRole('listitem').first()).toBeVisible();
  // Signed in: the header's member controls are checked too.
  await expectNoAxeViolations(page);
  await suggestions.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game\?gameType=RNG&vassalage=(?!KA)[A-Z0-9]+&nodeId=\d+$/);
  await expect(page.getByTitle('Game')).toHaveAttribute('src', /#ticket=/);
});

test('a trial account is told it needs a real account instead of launching', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Try for free' }).click();
  await expect(page.getByRole('banner')).toContainText(/Guest \d+/);
  await page.goto('/sports');
  await page
    .getByRole('list', { name: 'Sports providers' })
    .getByRole('button', { name: /Saba Sports/ })
    .click();
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('Please register a real account.');
  await expect(page).toHaveURL(/\/sports$/);
});

test('a visitor opening a game address goes to /login', async ({ page }) => {
  await page.goto('/game?gameType=SPORTS&vassalage=SABA');
  await expect(page).toHaveURL(/\/login$/);
});
