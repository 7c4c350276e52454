import type { Page } from '@playwright/test';
import { platformUrl } from '../playwright.config';
import { expect, expectNoAxeViolations, test, scrollToFooter } from './support';

async function logIn(page: Page, account: string) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username or mobile number').fill(account);
  await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toContainText('VIP');
}

test('/vip compares every level and marks the member’s own', async ({ page, request }) => {
  await request.delete(`${platformUrl}/__dev/limits`);
  await page.goto('/vip');
  const levels = page.getByRole('table', { name: /VIP levels/ });
  await expect(levels.locator('tbody tr')).toHaveCount(11);
  await expect(levels.locator('tbody tr').first()).toContainText('VIP0');
  await expect(levels.getByRole('row', { name: /VIP10/ })).toContainText('10,000,000.00');
  await expect(levels.getByRole('row', { name: /VIP10/ })).toContainText('1.20%');
  await expect(levels.locator('tr[aria-current="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await logIn(page, 'demo_member');
  await page.goto('/vip');
  await expect(levels.locator('tr[aria-current="true"]')).toContainText('VIP3');
  await expect(levels.locator('tr[aria-current="true"]')).toContainText('Your level');
});

test('/promotions filters by type and opens a promotion with its terms', async ({ page }) => {
  // As many cards as the platform lists running promotions, of every type or of one.
  const running = async (type: string) =>
    (
      (await (await page.request.get(`${platformUrl}/wps/system/promotions?type=${type}`)).json()) as {
        value: unknown[];
      }
    ).value.length;
  await page.goto('/promotions');
  const cards = page.getByRole('tabpanel').getByRole('article');
  const all = await running('all');
  expect(all).toBeGreaterThanOrEqual(30);
  await expect(cards).toHaveCount(all);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Rebate' }).click();
  await expect(page).toHaveURL(/\/promotions\?type=rebate$/);
  await expect(cards).toHaveCount(await running('rebate'));
  await expect(cards.first().getByRole('list', { name: 'Labels' })).toContainText('High rebate');

  await cards.first().getByRole('link', { name: 'Slots daily rebate 1.2%' }).click();
  await expect(page).toHaveURL(/\/promoDetail\?id=3$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Slots daily rebate 1.2%' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Terms' })).toBeVisible();
  await expect(page.getByText('Rebate 1.2% of valid slot bets, at most 8,888.00 a day.')).toBeVisible();
  await expect(page.getByText('Period')).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole('link', { name: /Back to promotions/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/promotions\?type=rebate$/);
  await expect(page.getByRole('tab', { name: 'Rebate' })).toHaveAttribute('aria-selected', 'true');
});

test('an unknown promotion says it was not found', async ({ page }) => {
  await page.goto('/promoDetail?id=9999');
  await expect(page.getByRole('alert')).toContainText('Promotion not found');
  await expect(page.getByRole('link', { name: /Back to promotions/ })).toHaveAttribute('href', '/promotions');
});

test('/help?topic= opens that topic, and choosing another keeps the address in step', async ({ page }) => {
  await page.goto('/help?topic=202');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Logging in safely' })).toBeVisible();
  const tree = page.getByRole('navigation', { name: 'Help topics' });
  await expect(tree.getByRole('link', { name: 'Logging in safely' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await tree.getByRole('link', { name: 'Payment methods' }).click();
  await expect(page).toHaveURL(/\/help\?topic=302$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Payment methods' })).toBeFocused();
  await expect(page.getByRole('article')).toContainText('Minimum deposit 10.00.');
});

test('the footer’s responsible-gaming link opens that help topic, and /helpmc shows help without the header', async ({
  page,
}) => {
  await page.goto('/index');
  await (await scrollToFooter(page)).getByRole('link', { name: 'Responsible gaming' }).last().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Responsible gaming' })).toBeVisible();

  await page.goto('/helpmc?topic=1');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'About Tessera' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/deposit-rank and /bet-rank list the top 20', async ({ page }) => {
  await page.goto('/deposit-rank');
  const deposits = page.getByRole('table', { name: /highest total deposits/ });
  await expect(deposits.locator('tbody tr')).toHaveCount(20);
  await expect(deposits.locator('tbody tr').first()).toContainText(/^1\S+\*\*\*\S*[\d,]+\.\d{2}$/);
  await expectNoAxeViolations(page);

  await page.goto('/bet-rank');
  await expect(page.getByRole('table', { name: /highest total valid bets/ }).locator('tbody tr')).toHaveCount(20);
});

test('a ranking whose banner group is gone says it is not available', async ({ page }) => {
  await page.route('**/wps/system/banners?groupName=w_bet20', (route) =>
    route.fulfill({ json: { success: true, value: [] } }),
  );
  await page.goto('/bet-rank');
  await expect(page.getByText('This ranking is not available')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Top 20 bettors' }),
  ).toHaveCount(0);
});

test('/down shows both apps’ QR codes, #android brings the Android block into view, and the lite app’s manifest is served', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/down#android');
  const android = page.getByRole('region', { name: 'Android app' });
  await expect(android).toBeInViewport();
  await expect(page.getByRole('main').getByRole('heading', { name: 'iOS app' })).not.toBeInViewport();

  for (const name of ['QR code to download the iOS app', 'QR code to download the Android app']) {
    const qr = page.getByRole('img', { name });
    await expect(qr).toHaveJSProperty('complete', true);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(android.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
    'href',
    '/static/app/android.html',
  );
  await expectNoAxeViolations(page);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await page.request.get(href!);
  expect(manifest.headers()['content-type']).toContain('manifest+json');
  const body = (await manifest.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string }>;
  };
  expect(body).toMatchObject({ name: 'Tessera', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    const icon = body.icons.find((i) => i.sizes === size)!;
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type'], size).toBe('image/png');
  }
});

test('the side bar’s app links scroll the download page to each block', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await page.goto('/index');
  const links = page.getByRole('navigation', { name: 'Quick links' });
  await links.getByRole('link', { name: 'Android app' }).click();
  await expect(page).toHaveURL(/\/down#android$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Android app' })).toBeInViewport();
  await page.mouse.wheel(0, -2000);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Android app' })).not.toBeInViewport();
  await links.getByRole('link', { name: 'iOS app' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'iOS app' })).toBeInViewport();
});

test.describe('the lite app', () => {
  // The one journey about the service worker lets it run (the others block it).
  test.use({ serviceWorkers: 'allow' });

  test('the lite app’s service worker serves the app shell offline', async ({ page, context }) => {
    await page.goto('/down');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The worker takes over from the next page load; that load fills its caches.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'App download' })).toBeVisible();
    await context.setOffline(true);
    try {
      await page.reload();
      // The shell and its code come from the cache; the platform is out of reach, and the app says so.
      await expect(page.getByRole('alert')).toContainText('Network link abnormal');
    } finally {
      await context.setOffline(false);
    }
  });
});

test('/join explains the agent programme and links to registration', async ({ page }) => {
  await page.goto('/join');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Why join' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3, name: 'Dividend' })).toBeVisible();
  await expect(page.getByText(/invitation code when you register/)).toBeVisible();
  await page.getByRole('link', { name: 'Register now' }).click();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  await page.goto('/join');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Join us' })).toBeVisible();
  await expectNoAxeViolations(page);
});
