import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  holdRequests,
  layoutShiftTotal,
  recordLayoutShifts,
  scrollToFooter,
  signIn,
  test,
} from './support';

async function signOut(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
}

// Journeys here sign in twice or read whole lobbies with axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

const HA_NOI = '/lottery?gameCode=VNHN&vendor=TCG_LOTTO_VN&playType=LO_2D';

test('home lists the popular lottery; choosing one opens it on /lottery, and a visitor playing it goes to /login', async ({
  page,
}) => {
  await page.goto('/index');
  const popular = page.getByRole('list', { name: 'Popular lottery' });
  // The section's code arrives after the page's own.
  await expect(popular).toBeVisible({ timeout: 15_000 });
  // §9: 20 games, hot ones first and marked.
  await expect(popular.getByRole('listitem')).toHaveCount(20);
  await expect(popular.getByRole('listitem').first()).toContainText('Hot');
  await popular.getByRole('button', { name: /^Ha Noi/ }).click();

  await expect(page).toHaveURL(/\/lottery\?gameCode=VNHN&vendor=TCG_LOTTO_VN&playType=LO_2D$/);
  const chosen = page.getByRole('region', { name: 'Ha Noi' });
  await expect(chosen).toContainText('TCG Lotto VN · Play type: LO_2D');
  await expect(chosen).toContainText('Log in to play this lottery');
  await expectNoAxeViolations(page);

  await chosen.getByRole('button', { name: 'Play' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
])
  test(`at ${viewport.width} px a member already at the end of home is not moved as the popular lottery fills in`, async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.setViewportSize(viewport);
    // The section's code and its games are held: the member reaches the end before either.
    const releaseCode = await holdRequests(page, /\/assets\/PopularLottery-[\w-]+\.js$/);
    const release = await holdRequests(page, /\/lgw\/games\/popular/);
    await page.goto('/index');
    // The member starts reading: once they scroll, the lottery's place is held at its section's height.
    await expect(page.getByRole('region', { name: 'Recent winners' })).toBeVisible();
    await page.mouse.wheel(0, 300);
    await expect(page.locator('[data-placeholder="popular-lottery"]')).toBeAttached();
    const footer = await scrollToFooter(page);
    await expect(footer.getByRole('navigation', { name: 'Help centre' })).toBeInViewport();
    const before = await layoutShiftTotal(page);
    // Its code arrives (the place becomes the section with its cards' placeholders), then its games.
    releaseCode();
    await expect(page.getByRole('heading', { name: 'Popular lottery' })).toBeVisible({ timeout: 15_000 });
    release();
    await expect(page.getByRole('list', { name: 'Popular lottery' }).getByRole('listitem')).toHaveCount(20);
    await expect(footer).toBeInViewport();
    expect((await layoutShiftTotal(page)) - before).toBeLessThanOrEqual(0.01);
  });

test('a visitor choosing a game in the lobby goes to /login', async ({ page }) => {
  await page.goto('/lottery');
  await expect(page.getByRole('list', { name: 'TCG Lotto VN games' }).getByRole('listitem').first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('region', { name: 'Favourite lotteries' })).toContainText(
    'Log in to keep your favourite lotteries here.',
  );
  await expectNoAxeViolations(page);
  await page
    .getByRole('list', { name: 'VR Lottery games' })
    .getByRole('button', { name: /^VR PK10/ })
    .click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a member’s favourite lottery stays after a reload and belongs to that account only', async ({ page }) => {
  await signIn(page, 'demo_member', 'Demo Member');
  await page.goto('/lottery');
  const favourites = page.getByRole('region', { name: 'Favourite lotteries' });
  await expect(favourites).toContainText('No favourite lotteries yet', { timeout: 15_000 });
  await page
    .getByRole('list', { name: 'VR Lottery games' })
    .getByRole('button', { name: 'Add VR Keno to favourites' })
    .click();
  await expect(favourites.getByRole('listitem')).toHaveCount(1);
  await expect(favourites).toContainText('VR Keno');

  await page.reload();
  await expect(favourites.getByRole('listitem')).toHaveCount(1);
  await expect(favourites.getByRole('button', { name: 'Remove VR Keno from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Another account in the same browser has its own (empty) list.
  await signOut(page);
  await signIn(page, 'demo_agent', 'Demo Agent');
  await page.goto('/lottery');
  await expect(favourites).toContainText('No favourite lotteries yet', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Add VR Keno to favourites' })).toBeVisible();
});

test('a member opens a lottery game: the lottery lobby loads in a sandboxed frame in the betting view', async ({
  page,
}) => {
  await signIn(page, 'demo_member', 'Demo Member');
  await page.goto('/lottery');
  await page
    .getByRole('list', { name: 'TCG Lotto VN games' })
    .getByRole('button', { name: /^Ha Noi/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${HA_NOI.replace(/[?]/g, '\\?')}$`));

  const frameElement = page.getByTitle('Ha Noi');
  await expect(frameElement).toHaveAttribute('sandbox', 'allow-scripts');
  const src = new URL((await frameElement.getAttribute('src'))!);
  expect(src.origin).not.toBe(new URL(page.url()).origin);
  expect(src.searchParams.get('lottoGameCode')).toBe('VNHN');
  expect(src.searchParams.get('lottoPrizeMode')).toBe('Elott');
  expect(src.searchParams.get('lottoView')).toBe('betting');
  expect(src.searchParams.get('backUrl')).toBe(`${new URL(page.url()).origin}/lottery`);

  const lobby = page.frameLocator('iframe[title="Ha Noi"]');
  await expect(lobby.getByRole('heading', { level: 1 })).toHaveText('Ha Noi');
  await expect(lobby.locator('#view')).toHaveText('Betting');
  await expect(lobby.locator('#balance')).not.toHaveText('—');

  // The lobby's own way back (the frame may not navigate the site) returns to the lottery lobby.
  await lobby.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(/\/lottery$/);
  await expect(page.getByTitle('Ha Noi')).toHaveCount(0);
});

test('/vnlottery shows the VN games by region and the latest 100 draws, of every game or the one chosen', async ({
  page,
}) => {
  await page.goto('/vnlottery');
  await expect(page.getByRole('tab', { name: 'North' })).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4);
  await page.getByRole('tab', { name: 'Fast draws' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('VN Lotto 45s');

  const draws = page.getByRole('table');
  await expect(draws.locator('tbody tr')).toHaveCount(100);
  await expect(draws.locator('tbody tr').first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'Ha Noi' });
  await expect(draws.locator('tbody tr')).toHaveCount(4);
  for (const row of await draws.locator('tbody tr').all()) await expect(row.locator('th')).toHaveText('Ha Noi');
  // Checked on the shorter table: the same markup, less for axe to read.
  await expectNoAxeViolations(page);
  // The north's special prize has 5 digits, read out as one number.
  await expect(
    draws
      .locator('tbody tr')
      .first()
      .locator('td')
      .nth(1)
      .getByText(/^\d{5}$/),
  ).toHaveCount(1);
});
