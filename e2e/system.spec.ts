import {
  expect,
  expectNoAxeViolations,
  scrollToFooter,
  SERVED_PAGE_BLOCK,
  setSystemStatus,
  test,
  withoutServedAnswers,
} from './support';

test.afterEach(async ({ request }) => {
  await setSystemStatus(request, 0);
});

test('normal start: the status comes with the page, and the home page shows inside the shell', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/wps\/system\/(status|setting\/register)/.test(r.url())) asked.push(r.url());
  });
  const document = await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  // The server read the visitor's status and the registration settings on the page's way out.
  const served = SERVED_PAGE_BLOCK.exec(await document!.text())?.[0] ?? '';
  expect(served).toContain('/wps/system/status?url=');
  expect(served).toContain('/wps/system/setting/register');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(await scrollToFooter(page)).toContainText('18+');
  await expectNoAxeViolations(page);
  // The app took those answers instead of asking again.
  expect(asked).toEqual([]);
});

test('a page sent without its answers asks for the status itself and starts as usual', async ({ page }) => {
  await withoutServedAnswers(page);
  const status = page.waitForResponse((r) => r.url().includes('/wps/system/status'));
  const countries = page.waitForResponse((r) => r.url().includes('/wps/system/setting/register'));
  await page.goto('/index');
  expect((await status).ok()).toBe(true);
  expect((await countries).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('maintenance (status 1): the maintenance page replaces the site', async ({ page, request }) => {
  await setSystemStatus(request, 1);
  await page.goto('/vip');
  await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
  await expect(page.getByText('We are carrying out maintenance', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('region block (status 2): title, the visitor IP, the text and customer service', async ({ page, request }) => {
  await setSystemStatus(request, 2);
  await page.goto('/index');
  await expect(page.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
  await expect(page.getByTestId('visitor-ip')).toContainText('127.0.0.1');
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the customer-service button opens the chat in a 440×500 popup', async ({ page, request }) => {
  await setSystemStatus(request, 1);
  await page.goto('/index');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Customer service' }).click();
  const popup = await popupPromise;
  expect(popup.viewportSize()).toEqual({ width: 440, height: 500 });
});

test('unreachable platform: a clear message and a retry that recovers', async ({ page }) => {
  await withoutServedAnswers(page);
  await page.route('**/wps/system/status**', (route) => route.abort('connectionrefused'));
  await page.goto('/index');
  await expect(page.getByRole('alert')).toContainText('Network link abnormal');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.unroute('**/wps/system/status**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

test('a platform answering 500 or garbage JSON gives a clear message and a retry', async ({ page }) => {
  await withoutServedAnswers(page);
  await page.route('**/wps/system/status**', (route) => route.fulfill({ status: 500, body: '<html>oops</html>' }));
  await page.goto('/index');
  await expect(page.getByRole('alert')).toContainText('Network link abnormal');
  await page.unroute('**/wps/system/status**');
  await page.route('**/wps/system/status**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"succ' }),
  );
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toContainText('answered unexpectedly');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled();
});

test('maintenance wins over region block', async ({ page }) => {
  await withoutServedAnswers(page);
  await page.route('**/wps/system/status**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.value.status = 2;
    body.value.maintenance = { active: true };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/index');
  await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
});

test('unknown routes render a not-found page inside the shell', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/index$/);
});

test('theme toggle persists over a reload (default light)', async ({ page }) => {
  await page.goto('/index');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
});

test('every route of the product is registered and loads its own page', async ({ page }) => {
  // Thirty page loads in one journey.
  test.setTimeout(120_000);
  const paths = [
    '/index.html',
    '/noticePage',
    '/vip',
    '/pointMall',
    '/live',
    '/sports',
    '/esports',
    '/elott',
    '/pvp',
    '/fish',
    '/cockfight',
    '/lottery',
    '/vnlottery',
    '/rng',
    '/promotions',
    '/promoDetail',
    '/seamless',
    '/help',
    '/down',
    '/join',
    '/game',
    '/helpmc',
    '/deposit-rank',
    '/bet-rank',
  ];
  for (const path of paths) {
    await page.goto(path);
    // Each route's code is fetched cold here, so a busy machine gets more than the usual 5 s.
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 }), path).not.toHaveText('Page not found');
  }
  await page.goto('/helpmc');
  await expect(page.getByRole('banner')).toHaveCount(0);
  // The sports book is registered too: a visitor opening it is sent to log in, not to "Page not found".
  await page.goto('/fbsports');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  // /login and /register are their modals over the shared page (the page behind is inert while they are open).
  await page.goto('/login');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  for (const path of ['/register', '/register.html']) {
    await page.goto(path);
    await expect(page.getByRole('dialog', { name: 'Register' }), path).toBeVisible();
  }
});

test('a route whose code cannot load shows a message and a reload button', async ({ page }) => {
  await page.route(/\/assets\/VipPage-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/vip');
  await expect(page.getByRole('alert')).toContainText('could not be loaded');
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a part of the frame whose code cannot load leaves the page working, and says so when opened', async ({
  page,
}) => {
  // The footer, the language menu's list and the announcements' dialog each come in a chunk of their own.
  await page.route(/\/assets\/(SiteFooter|LanguageSelectPanel|AnnouncementModal)-[^/]+\.js$/, (route) =>
    route.abort('failed'),
  );
  await page.goto('/index');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Banners' })).toBeVisible();
  await scrollToFooter(page);
  await expect(page.getByText('Recent winners')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  // Opened by the member, a part that cannot load explains itself instead of doing nothing.
  await page.getByRole('button', { name: 'Announcements' }).click();
  await expect(page.getByRole('alert')).toContainText('could not be loaded');
  await expect(page.getByRole('alert').getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // Closed (Escape), the message hands focus back to what opened the part.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Announcements' })).toBeFocused();

  // So does the language menu, whose button is there from the start and whose list comes when opened.
  const language = page.getByRole('banner').getByRole('button', { name: /^Language:/ });
  await language.click();
  await expect(page.getByRole('alert')).toContainText('could not be loaded');
  await expect(page.getByRole('dialog', { name: 'Language' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(language).toBeFocused();
});
