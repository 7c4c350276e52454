import { platformUrl } from '../playwright.config';
import {
  expect,
  expectNoAxeViolations,
  holdRequests,
  layoutShiftTotal,
  recordLayoutShifts,
  scrollToFooter,
  test,
  withoutServedAnswers,
} from './support';

test('on a phone the banner strip’s pause button and dots sit in its lower right corner, beside the artwork’s words rather than over them; on a desktop, centred along its bottom edge', async ({
  page,
}) => {
  for (const { width, height, corner } of [
    { width: 390, height: 844, corner: true },
    { width: 1440, height: 900, corner: false },
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto('/index');
    const strip = page.getByRole('region', { name: 'Banners' });
    const bar = strip.getByRole('button', { name: /^(Pause|Play) banners$/ }).locator('..');
    await expect(bar).toBeVisible();
    const box = (await strip.boundingBox())!;
    const controls = (await bar.boundingBox())!;
    // Inside the strip, along its bottom edge.
    expect(controls.y + controls.height, `${width} px`).toBeLessThanOrEqual(box.y + box.height);
    expect(controls.y + controls.height, `${width} px`).toBeGreaterThan(box.y + box.height - 24);
    const gapRight = box.x + box.width - (controls.x + controls.width);
    const gapLeft = controls.x - box.x;
    if (corner) expect(gapRight, `${width} px`).toBeLessThanOrEqual(16);
    else expect(Math.abs(gapRight - gapLeft), `${width} px`).toBeLessThanOrEqual(2);
  }
});

test('on a desktop the menu bar fills in place: its last links come with the game categories before them, so nothing along the bar moves when they arrive', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await withoutServedAnswers(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const release = await holdRequests(page, /\/wps\/relay\/GCSGAME_gameVendor/);
  await page.goto('/vip');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Promotions' })).toHaveCount(0);
  const before = await layoutShiftTotal(page);
  release();
  await expect(menu.getByRole('link', { name: 'Promotions' })).toBeVisible();
  const links = await menu.getByRole('link').allTextContents();
  expect(links.slice(0, 2)).toEqual(['Home', 'Lottery']);
  expect(links.slice(-2)).toEqual(['App download', 'Promotions']);
  expect((await layoutShiftTotal(page)) - before).toBeLessThanOrEqual(0.001);
});

test('the footer appears whole: a member who scrolled to the end sees its place held until its reads answer, then every column and the providers at once, nothing moving as they arrive', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const release = await holdRequests(page, /\/wps\/system\/helpCenter/);
  await page.goto('/vip');
  const footer = await scrollToFooter(page);
  // The footer's code has come and its other reads have answered: still only its place.
  await page.waitForTimeout(1500);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(footer).toHaveCount(0);
  const before = await layoutShiftTotal(page);
  release();
  await expect(footer.getByRole('navigation', { name: 'Help centre' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Game providers' })).toBeVisible();
  await expect(footer.getByRole('button', { name: /TCG Lottery/ }).first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect((await layoutShiftTotal(page)) - before).toBeLessThanOrEqual(0.02);
});

test('the logged-out home shows the header, banners, notices, jackpot, winners, side bar and footer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/index');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Tessera home' })).toBeVisible();
  await expect(header.getByText(/\d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(header.getByRole('button', { name: 'Language' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();

  await expect(page.getByRole('region', { name: 'Banners' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Banners' }).getByRole('img').first()).toHaveAttribute(
    'src',
    /\/static\/banners\//,
  );
  await expect(page.getByRole('button', { name: /Sports provider maintenance/ }).first()).toBeVisible();
  await expect(page.getByText('RNG jackpot')).toBeVisible();
  await expect(page.getByText('Recent winners')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Customer service' }),
  ).toBeVisible();

  const footer = await scrollToFooter(page);
  await expect(footer.getByRole('link', { name: 'Responsible gaming' }).last()).toHaveAttribute(
    'href',
    /\/help\?topic=/,
  );
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
  await page
    .getByRole('button', { name: /Sports provider maintenance/ })
    .first()
    .click();
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

test('the logged-in header shows the balance, hides it as *** and refreshes it', async ({ page, request }) => {
  await request.delete(`${platformUrl}/__dev/limits`);
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username or mobile number').fill('demo_member');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const header = page.getByRole('banner');
  await expect(header).toContainText('$13,393.50');
  await expect(header).toContainText('VIP3');

  // One toggle, whose pressed state says the balance is hidden.
  const hide = header.getByRole('button', { name: 'Hide balance' });
  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await expect(header).toContainText('***');
  await expect(header).not.toContainText('13,393.50');
  await hide.click();
  await expect(header).toContainText('13,393.50');

  let refreshed = false;
  page.on('request', (r) => {
    if (r.url().includes('/wps/v2/wallets/balance')) refreshed = true;
  });
  await header.getByRole('button', { name: 'Refresh balance' }).click();
  await expect.poll(() => refreshed).toBe(true);
  await expect(header).toContainText('13,393.50');

  // The member's menu: VIP level, change password, sign out.
  await header.getByRole('button', { name: /Demo Member.*Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'VIP level' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('the announcement modal pages 7 titles at a time and shows sanitised content', async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto('/index');
  await page.getByRole('button', { name: 'Announcements' }).click();
  const modal = page.getByRole('dialog', { name: 'Announcements' });
  const titles = modal.getByRole('navigation', { name: 'Announcement titles' }).locator('ol > li');
  await expect(titles).toHaveCount(7);
  await expect(modal.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).first()).toBeVisible();

  // The seeded security notice carries a <script> and an onerror payload: neither may run.
  await modal.getByRole('button', { name: /Security notice/ }).click();
  const content = modal.getByRole('article');
  await expect(content.getByRole('heading', { name: /Security notice/ })).toBeVisible();
  expect(await content.locator('script, [onerror]').count()).toBe(0);

  // As many titles as the platform has announcements, 7 a page: the last page holds the rest.
  const answer = (await (
    await page.request.get(
      `${platformUrl}/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B`,
    )
  ).json()) as { value: Record<string, unknown[]> };
  const total = Object.values(answer.value).reduce((sum, list) => sum + list.length, 0);
  expect(total).toBeGreaterThanOrEqual(100);
  await modal.getByRole('button', { name: 'Page 2' }).click();
  await expect(titles).toHaveCount(7);
  const lastPage = Math.ceil(total / 7);
  await modal.getByRole('button', { name: `Page ${lastPage}`, exact: true }).click();
  await expect(titles).toHaveCount(total - (lastPage - 1) * 7);
  await expectNoAxeViolations(page);
  expect(alerts).toEqual([]);
});

test('the navigation lists the categories that have providers, cockfight right after live, and shows a category’s providers on hover', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/index');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The categories appear once the providers have been read.
  await expect(nav.getByRole('link', { name: 'Slots' })).toBeVisible();
  const entries = await nav.getByRole('link').allTextContents();
  expect(entries[0]).toBe('Home');
  expect(entries.slice(-2)).toEqual(['App download', 'Promotions']);
  expect(entries.indexOf('Cockfight')).toBe(entries.indexOf('Live casino') + 1);
  for (const category of ['Lottery', 'Sports', 'Fishing', 'Slots', 'Card games', 'Esports'])
    expect(entries).toContain(category);

  await nav.getByRole('link', { name: 'Slots' }).hover();
  const providers = page.getByLabel('Slots providers');
  await expect(providers.first()).toBeVisible();
  await providers
    .first()
    .getByRole('button', { name: /Pocket Reels/ })
    .click();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
});

test('the slot category’s hover menu shows 15 of its providers, arrows and a more button that opens the whole list', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/index');
  // The slot lane as the platform answers it: far more than the menu shows.
  const vendors = (await (
    await page.request.get(`${platformUrl}/wps/relay/GCSGAME_gameVendor?merchantCode=tessera`)
  ).json()) as { value: { data: { lanes: Array<{ title: string; cards: unknown[] }> } } };
  const slots = vendors.value.data.lanes.find((lane) => lane.title === 'RNG')?.cards.length ?? 0;
  expect(slots).toBeGreaterThan(15);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Slots' }).hover();
  const menu = page.getByRole('toolbar', { name: 'Slots providers' });
  // The menu is a chunk of its own, loaded on the first hover.
  await expect(menu).toBeVisible({ timeout: 15_000 });
  // §9: 15 providers in the dropdown, arrows above 9.
  await expect(menu.locator('[data-part="strip"] > *')).toHaveCount(15);
  await expect(menu.getByRole('button', { name: 'Next providers' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Previous providers' })).toBeVisible();
  const more = menu.getByRole('button', { name: 'More' });
  await expect(more).toBeVisible();
  await expectNoAxeViolations(page);
  await more.click();
  await expect(page).toHaveURL(/\/rng$/);
});

test('the footer’s provider slider shows 9 logos a view, pages with its buttons and opens a provider’s list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/index');
  const slider = (await scrollToFooter(page)).getByRole('region', { name: 'Game providers' });
  await slider.scrollIntoViewIfNeeded();
  const next = slider.getByRole('button', { name: 'Next providers' });
  await expect(next).toBeVisible();
  const inView = slider.locator('li:not([inert])');
  await expect(inView).toHaveCount(9);
  const firstView = await inView.allTextContents();
  await next.click();
  await expect(inView.first()).not.toHaveText(firstView[0]!);
  await expect(inView).toHaveCount(9);
  await expectNoAxeViolations(page);

  // Keyboard: back from "next" lands on the last logo in view; Enter opens that provider's list.
  await next.focus();
  await page.keyboard.press('Shift+Tab');
  const logo = slider.locator('button:focus');
  await expect(logo).toHaveCount(1);
  const code = (await logo.getAttribute('data-code'))!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/[a-z]+\\?vassalage=${code}$`));
});

test('on a phone the provider slider shows fewer logos a view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/index');
  const slider = (await scrollToFooter(page)).getByRole('region', { name: 'Game providers' });
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByRole('button', { name: 'Previous providers' })).toBeVisible();
  await expect(slider.locator('li:not([inert])')).toHaveCount(3);
  // Until it nears the screen the slider holds its first view of logos alone; near it, every one.
  await expect.poll(() => slider.locator('li').count()).toBeGreaterThan(9);
});

test('on a phone, at the end of the page the floating customer-service button covers no footer text', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/index');
  const footer = await scrollToFooter(page);
  const copyright = footer.getByText(/Copyright ©/);
  await expect(copyright).toBeVisible();
  const button = page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('button', { name: 'Customer service' });
  // At the very end of the page (it may still grow as the footer's logos arrive), the footer's last
  // line ends above the button floating over the viewport's lower edge.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const [text, floating] = [await copyright.boundingBox(), await button.boundingBox()];
      return floating!.y - (text!.y + text!.height);
    })
    .toBeGreaterThanOrEqual(0);
});

test.describe('the entry pop-up', () => {
  test.use({ entryPopup: true });

  test('home opens the pop-up announcements once; closed, they stay closed after a reload', async ({ page }) => {
    await page.goto('/index');
    const popup = page.getByRole('dialog', { name: 'What’s new' });
    // It waits for its announcements and then its modal's chunk: allow a loaded machine the time.
    await expect(popup).toBeVisible({ timeout: 15_000 });
    // It opened by itself, and the keyboard is in it: focus is on its first control.
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
    const popups = (await (
      await page.request.get(`${platformUrl}/wps/relay/MCSFE_getListAnnouncements?types=PU&platform=W&execution=B`)
    ).json()) as { value: { popup: unknown[] } };
    await expect(popup.getByRole('navigation', { name: 'Announcement titles' }).locator('ol > li')).toHaveCount(
      Math.min(7, popups.value.popup.length),
    );
    await expect(popup.getByRole('article')).toContainText('100% first deposit bonus');
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the login screen keeps its focus: /login opens no pop-up', async ({ page }) => {
    // The pop-up opens once home's first view has painted; on /login it is not even asked for.
    const popupsAsked: string[] = [];
    page.on('request', (r) => r.url().includes('types=PU') && popupsAsked.push(r.url()));
    await page.goto('/login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect.poll(() => login.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(popupsAsked).toEqual([]);
  });
});
