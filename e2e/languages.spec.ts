import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { platformUrl } from '../playwright.config';
import { NAMED_LANGUAGES } from '../packages/i18n/src/languageNames';
import { LANGUAGE_STORAGE_KEY } from '../packages/i18n/src/storage';
import { expect as baseExpect, catalogue, expectNoAxeViolations, test, uniqueUsername } from './support';

// Every step waits for a route chunk, a catalogue or the platform; a busy machine takes a while.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

type Code = 'EN' | 'VI' | 'TH' | 'AR';

const language = (code: Code) => NAMED_LANGUAGES.find((l) => l.code === code)!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the platform answers a visitor asking in `code` (the `language` parameter). */
async function platformContent<T>(request: APIRequestContext, path: string, code: Code): Promise<T> {
  const answer = await request.get(`${platformUrl}${path}${path.includes('?') ? '&' : '?'}language=${code}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { value: T }).value;
}

/** The notice the marquee shows first, and the promotion listed first, in `code` and in English. */
async function localisedContent(request: APIRequestContext, code: Code) {
  const notices = await platformContent<Array<{ id: string; title: string }>>(request, '/wps/system/notices', code);
  const promotions = await platformContent<Array<{ id: string | number; title: string }>>(
    request,
    '/wps/system/promotions',
    code,
  );
  const englishNotices = await platformContent<Array<{ id: string; title: string }>>(
    request,
    '/wps/system/notices',
    'EN',
  );
  const englishPromotions = await platformContent<Array<{ id: string | number; title: string }>>(
    request,
    '/wps/system/promotions',
    'EN',
  );
  const notice = notices[0]!;
  const promotion = promotions[0]!;
  // Seeded in every content language: the platform's answer is not the English original.
  expect(notice.title).not.toBe(englishNotices.find((n) => n.id === notice.id)?.title);
  expect(promotion.title).not.toBe(englishPromotions.find((p) => p.id === promotion.id)?.title);
  return { notice, promotion };
}

/** Home, read in `code`: the document's language and direction, the page heading, the log-in link. */
async function expectHomeIn(page: Page, code: Code) {
  const t = catalogue(code);
  const { tag, dir } = language(code);
  await expect(page.locator('html')).toHaveAttribute('lang', tag);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('page_home'));
  await expect(page.getByRole('banner').getByRole('link', { name: t('login_submit'), exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(code);
}

/** Chooses `code` in the header's language switch, which is labelled in the language shown. */
async function chooseLanguage(page: Page, from: Code, code: Code) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: catalogue(from)('select_language') })
    .click();
  await page.getByRole('option', { name: new RegExp(escape(language(code).nativeName)) }).click();
}

/** Signs demo_member in through the log-in dialog, whose title, labels and button are in `code`. */
async function logIn(page: Page, code: Code) {
  const t = catalogue(code);
  await page.request.delete(`${platformUrl}/__dev/limits`);
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: t('login_title') });
  await expect(dialog.getByLabel(t('login_username'), { exact: true })).toBeVisible();
  await expect(dialog.getByLabel(t('login_password'), { exact: true })).toBeVisible();
  return {
    dialog,
    submit: async () => {
      await dialog.getByLabel(t('login_username'), { exact: true }).fill('demo_member');
      await dialog.getByLabel(t('login_password'), { exact: true }).fill('Demo1234');
      await dialog.getByRole('button', { name: t('login_submit'), exact: true }).click();
      await expect(page.getByRole('banner')).toContainText('Demo Member');
    },
  };
}

/** Opens the member centre from the header's account menu; answers the panel and its section list. */
async function openMemberCentre(page: Page, code: Code): Promise<{ panel: Locator; nav: Locator }> {
  const t = catalogue(code);
  await page.getByRole('button', { name: new RegExp(escape(t('member_menu'))) }).click();
  await page.getByRole('menuitem', { name: t('menu_member_centre'), exact: true }).click();
  const panel = page.getByRole('dialog', { name: t('mc_title') });
  const nav = panel.getByRole('navigation', { name: t('mc_nav_label') });
  await expect(panel.getByRole('heading', { level: 2, name: t('mc_page_security_center') })).toBeVisible();
  return { panel, nav };
}

/**
 * The document is no wider than the window. When it is, the message names the elements that
 * reach past either edge, so the overflow can be found.
 */
async function expectNoHorizontalOverflow(page: Page, where: string) {
  await page.evaluate(() => document.fonts.ready);
  const measured = await page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.scrollingElement!.scrollWidth;
    const outside =
      scrollWidth <= width
        ? []
        : [...document.querySelectorAll('body *')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
            })
            .slice(0, 10)
            .map((element) => {
              const box = element.getBoundingClientRect();
              const classes = [...element.classList].join('.');
              return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} [${Math.round(box.left)}, ${Math.round(box.right)}]`;
            });
    return { width, scrollWidth, outside };
  });
  expect(
    measured.scrollWidth,
    `${where}: ${measured.scrollWidth} px wide in a ${measured.width} px window; ${measured.outside.join('; ')}`,
  ).toBeLessThanOrEqual(measured.width);
}

for (const code of ['VI', 'TH'] as const) {
  test.describe(`in ${language(code).englishName}`, () => {
    test('home, register, log in, the member centre and a promotion read in the language, the platform’s content too, and it survives a reload', async ({
      page,
      request,
    }) => {
      const t = catalogue(code);
      const en = catalogue('EN');
      const { notice, promotion } = await localisedContent(request, code);

      // Home: the visitor chooses the language in the switch.
      await page.goto('/index');
      await chooseLanguage(page, 'EN', code);
      await expectHomeIn(page, code);
      const notices = page.getByRole('region', { name: t('notices_label') });
      await expect(notices).toContainText(notice.title);
      await expectNoAxeViolations(page);

      // A reload keeps the language, and the platform's notice with it.
      await page.reload();
      await expectHomeIn(page, code);
      await expect(notices).toContainText(notice.title);

      // Register: the form is in the language, and so is the message for a mistyped confirmation.
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('page_register'), exact: true })
        .click();
      const registerDialog = page.getByRole('dialog', { name: t('register_title') });
      const form = registerDialog.getByRole('form', { name: t('register_tab_username') });
      await form.getByLabel(t('field_username'), { exact: true }).fill(uniqueUsername('l'));
      await form.getByLabel(t('login_password'), { exact: true }).fill('Pass1234');
      await form.getByLabel(t('field_confirm_password'), { exact: true }).fill('Pass4321');
      await form.getByLabel(t('register_confirm_age', { age: 18 })).check();
      await form.getByLabel(t('register_agree_terms')).check();
      await form.getByRole('button', { name: t('register_submit'), exact: true }).click();
      await expect(form.getByText(t('error_confirm_inconsistent'))).toBeVisible();
      await expect(form).not.toContainText(en('error_confirm_inconsistent'));
      await expectNoAxeViolations(page);

      // Log in: the dialog's title, labels and button are in the language.
      const login = await logIn(page, code);
      await expectNoAxeViolations(page);
      await login.submit();
      // Signed in, the shown language is stored as the member's on the platform.
      const token = await page.evaluate(() => sessionStorage.getItem('token'));
      await expect
        .poll(async () => {
          const info = await request.get(`${platformUrl}/wps/member/info`, { headers: { token: token! } });
          return ((await info.json()) as { value: { language?: string } }).value.language;
        })
        .toBe(code);

      // The member centre: each page's heading is in the language.
      const { panel, nav } = await openMemberCentre(page, code);
      await expect(nav.getByRole('button', { name: t('mc_page_security_center'), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectNoAxeViolations(page);
      for (const key of ['mc_page_transfer_fund', 'mc_page_messages']) {
        await nav.getByRole('button', { name: new RegExp(`^${escape(t(key))}`) }).click();
        await expect(panel.getByRole('heading', { level: 2, name: t(key) })).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      // A promotion, whose title and terms the platform writes in the member's language.
      await page.goto(`/promoDetail?id=${promotion.id}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: promotion.title })).toBeVisible();
      await expect(main.getByText(t('promo_period'), { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      // Signed in, a reload still reads in the language.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language(code).tag);
      await expect(main.getByRole('heading', { level: 2, name: promotion.title })).toBeVisible();
    });
  });
}

test.describe('in Arabic, right to left', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('home, register and the member centre are mirrored, fit the window and pass axe', async ({ page }) => {
        const t = catalogue('AR');
        // A visitor whose stored language is Arabic.
        await page.addInitScript((key) => {
          if (!localStorage.getItem(key)) localStorage.setItem(key, 'AR');
        }, LANGUAGE_STORAGE_KEY);

        await page.goto('/index');
        await expectHomeIn(page, 'AR');
        await expectNoHorizontalOverflow(page, 'home');
        await expectNoAxeViolations(page);

        await page.goto('/register');
        const form = page
          .getByRole('dialog', { name: t('register_title') })
          .getByRole('form', { name: t('register_tab_username') });
        await expect(form.getByLabel(t('field_username'), { exact: true })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expectNoHorizontalOverflow(page, 'register');
        await expectNoAxeViolations(page);

        const login = await logIn(page, 'AR');
        await login.submit();
        const { panel } = await openMemberCentre(page, 'AR');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(panel).toHaveCSS('direction', 'rtl');
        await expectNoHorizontalOverflow(page, 'member centre');
        await expectNoAxeViolations(page);
      });
    });
  }
});
