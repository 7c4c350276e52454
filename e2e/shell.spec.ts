import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

test('the logged-out home shows the header, banners, notices, jackpot, winners, side bar and footer', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/index');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Tessera home' })).toBeVisible();
  await expect(header.getByText(/\d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(header.getByRole('button', { name: 'Language' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();

  await expect(page.getByRole('region', { name: 'Banners' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Banners' }).getByRole('img').first()).toHaveAttribute('src', /\/static\/banners\//);
  await expect(page.getByRole('button', { name: /Sports provider maintenance/ }).first()).toBeVisible();
  await expect(page.getByText('RNG jackpot')).toBeVisible();
  await expect(page.getByText('Recent winners')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Customer service' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Responsible gaming' }).last()).toHaveAttribute('href', /\/help\?topic=/);
  await expect(footer).toContainText('Copyright © 2023');
  await expect(footer).toContainText('18+');
  await expect(footer.getByRole('link', { name: 'Telegram' })).toBeVisible();
  await expect(footer.getByRole('img', { name: 'Bank Transfer' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a notice opens from the marquee with its content', async ({ page }) => {
  await page.goto('/index');
  // Hovering the marquee stops it, as for a person reaching for a title.
  await page.getByRole('region', { name: 'Notices' }).hover();
  await page.getByRole('button', { name: /Sports provider maintenance/ }).first().click();
  const notice = page.getByRole('dialog', { name: /Sports provider maintenance/ });
  await expect(notice).toContainText('Open bets are settled as usual');
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
});

test('a page whose banner group is empty shows no banner strip', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Banners' })).toHaveCount(0);
});

test('switching the language changes the text and survives a reload', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
  await page.getByRole('option', { name: /简体中文/ }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('CN');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('首页');
});

test('customer service opens the live chat in a 440 x 500 popup for a visitor', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/index');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Customer service' }).click(),
  ]);
  await popup.waitForURL(/livechat/);
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 500]);
});
