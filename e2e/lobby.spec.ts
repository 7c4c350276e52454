import type { Page } from '@playwright/test';
import { platformUrl } from '../playwright.config';
import { expect as baseExpect, expectNoAxeViolations, signIn, test } from './support';

// The lobby reads a 10,000-game catalogue; on a busy two-core machine a first page can take a while.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const grid = (page: Page) => page.getByRole('list', { name: 'Games' });
const cards = (page: Page) => grid(page).getByRole('listitem');
/** The game names on the cards in the DOM. */
const names = (page: Page) => cards(page).locator('[data-part="name"]').allTextContents();

test('/rng lists slot games 30 at a time in a grid that keeps only the rows in view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/rng');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText(/Games found: more than [\d,]+/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);

  // Scrolling to the end loads the next pages; the DOM keeps only what is in view.
  let furthest = 0;
  for (let i = 0; i < 30 && furthest < 150; i++) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(150);
    const positions = await cards(page).evaluateAll((items) =>
      items.map((item) => Number(item.getAttribute('aria-posinset'))),
    );
    furthest = Math.max(furthest, ...positions);
    expect(positions.length).toBeLessThanOrEqual(70);
  }
  expect(furthest).toBeGreaterThan(150);
  const inDom = await grid(page).evaluate((list) => list.querySelectorAll('[role="listitem"]').length);
  expect(inDom).toBeLessThanOrEqual(70);
});

test('searching by name narrows the grid after the debounce and stays in the address', async ({ page }) => {
  await page.goto('/rng');
  await expect(cards(page).first()).toBeVisible();
  const word = (await names(page))[0]!.split(' ')[0]!;
  const answered = page.waitForResponse(
    (res) => res.url().includes('GCSGAME_gameList') && res.url().includes(`gameName=${word}`),
  );
  await page.getByRole('searchbox', { name: 'Search by game name' }).fill(word);
  await answered;
  await expect(page).toHaveURL(new RegExp(`gameName=${word}`));
  await expect
    .poll(async () => (await names(page)).every((name) => name.toLowerCase().includes(word.toLowerCase())))
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by game name' })).toHaveValue(word);

  await page.getByRole('searchbox', { name: 'Search by game name' }).fill('no game is called this');
  await expect(page.getByRole('heading', { name: 'No games found' })).toBeVisible();
});

test('the provider filter comes from ?vassalage and the minimum bet from its select', async ({ page }) => {
  await page.goto('/rng?vassalage=PG');
  const pg = page.getByRole('group', { name: 'Providers' }).getByRole('button', { name: /^Pocket Reels/ });
  await expect(pg).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).locator('[data-part="provider"]')).toContainText(
    Array(await cards(page).count()).fill('Pocket Reels'),
  );

  const answered = page.waitForResponse(
    (res) => res.url().includes('GCSGAME_gameList') && res.url().includes('minBet=75'),
  );
  await page.getByRole('combobox', { name: 'Minimum bet' }).selectOption('0.75');
  const body = (await (await answered).json()) as { value: { games: Array<{ minBet: number; vassalage: string }> } };
  expect(body.value.games.length).toBeGreaterThan(0);
  expect(body.value.games.every((g) => g.minBet === 75 && g.vassalage === 'PG')).toBe(true);
  await expect(page).toHaveURL(/vassalage=PG&minBet=75/);
  await page.goBack();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  await expect(page.getByRole('combobox', { name: 'Minimum bet' })).toHaveValue('');

  await page.getByRole('group', { name: 'Providers' }).getByRole('button', { name: 'All providers' }).click();
  await expect(page).toHaveURL(/\/rng$/);
});

test('on a 390 px phone the 45 slot providers scroll inside their strip: the page never scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const vendors = (await (
    await page.request.get(`${platformUrl}/wps/relay/GCSGAME_gameVendor?merchantCode=tessera`)
  ).json()) as { value: { data: { lanes: Array<{ title: string; cards: unknown[] }> } } };
  const slots = vendors.value.data.lanes.find((lane) => lane.title === 'RNG')?.cards.length ?? 0;
  expect(slots).toBeGreaterThanOrEqual(45);
  await page.goto('/rng');
  const filter = page.getByRole('group', { name: 'Providers' });
  // "All providers" and one chip per provider.
  await expect(filter.getByRole('button')).toHaveCount(slots + 1);
  await expect(cards(page).first()).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
    body: document.body.scrollWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  expect(widths.body).toBeLessThanOrEqual(widths.view);
  const strip = await filter.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    right: el.getBoundingClientRect().right,
  }));
  expect(strip.scroll).toBeGreaterThan(strip.client);
  expect(strip.right).toBeLessThanOrEqual(390);
  // The last provider is reached by scrolling the strip, and choosing it keeps the page in place sideways.
  const last = filter.getByRole('button').last();
  await last.scrollIntoViewIfNeeded();
  await last.click();
  await expect(page).toHaveURL(/\/rng\?vassalage=[A-Z0-9_]+$/);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

test('on a phone the provider strip asks only for the logos near its view; a swipe brings the others', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const asked = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/static/providers/')) asked.add(request.url());
  });
  await page.goto('/rng');
  const filter = page.getByRole('group', { name: 'Providers' });
  await expect(cards(page).first()).toBeVisible();
  const logos = filter.locator('img');
  const total = await logos.count();
  expect(total).toBeGreaterThan(12);
  // The chips in the strip's view show their logos; the far ones hold their place, unasked.
  await expect(logos.first()).toHaveJSProperty('complete', true);
  await expect.poll(() => logos.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const near = await filter.locator('img[src]').count();
  expect(near).toBeGreaterThan(2);
  expect(near).toBeLessThan(total / 2);
  expect(asked.size).toBe(near);
  await expect(logos.last()).not.toHaveAttribute('src');

  // Swiping to the strip's end asks for the logos it passes.
  await filter.evaluate((strip) => strip.scrollTo({ left: strip.scrollWidth }));
  await expect(logos.last()).toHaveAttribute('src', /\/static\/providers\//);
  await expect.poll(() => logos.last().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(asked.size).toBeGreaterThan(near);
  await expectNoAxeViolations(page);
});

test('a visitor choosing favourites or a game goes to /login', async ({ page }) => {
  await page.goto('/rng');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/rng');
  await cards(page).first().locator('[data-part="launch"]').click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a member’s starred game is under favourites after a reload', async ({ page }) => {
  await signIn(page, 'demo_member', 'Demo Member');
  await page.goto('/rng?vassalage=JILI');
  const card = cards(page).nth(1);
  const name = (await card.locator('[data-part="name"]').textContent())!;
  const star = card.getByRole('button', { name: 'Add to favourites' });
  const saved = page.waitForResponse((res) => res.url().includes('MCSFE_addFavoriteGame'));
  await star.click();
  await saved;
  await expect(card.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/page=favourites/);
  await expect(cards(page).filter({ hasText: name })).toHaveCount(1);

  // Un-starring it there takes it off the list.
  await cards(page).filter({ hasText: name }).getByRole('button', { name: 'Remove from favourites' }).click();
  await expect(cards(page).filter({ hasText: name })).toHaveCount(0);
});
