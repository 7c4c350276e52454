import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { platformUrl } from '../playwright.config';
import type { LanguageCode } from '../packages/i18n/src/languages';
import { SERVED_PAGE_ID } from '../apps/web/src/core/servedPage';

const require = createRequire(import.meta.url);
// Evaluated in the page rather than added as an inline <script>, which the site's CSP refuses.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The session-storage key the site sets once its entry pop-up announcements are closed. */
export const ENTRY_POPUP_CLOSED_KEY = 'entryPopupClosed';

/** What the site's document reports about its Content-Security-Policy (see `cspViolations`). */
const CSP_CONSOLE = /Content[- ]Security[- ]Policy/i;
/**
 * The one report that is not the site's doing: DOMPurify parses server HTML with DOMParser, whose
 * inert document inherits the page's policy, and Chromium reports the inline handlers of the
 * *unsanitised* markup (the seeded XSS payloads) as refused while parsing, though nothing can run
 * there. The HTML shown carries no handler (the journeys check that), so a report from the
 * sanitiser's own chunk about inline handlers is set aside; any other is a failure.
 */
const SANITISER_CHUNK = /\/assets\/SanitizedHtml-[\w-]+\.js(:\d+)?$/;

/**
 * The journeys' `test`: each page starts as if its visitor had already closed the entry pop-up
 * announcements that home opens once a session, so they cover nothing a journey reaches for.
 * A journey about the pop-up itself opts back in with `test.use({ entryPopup: true })`.
 *
 * Every journey also proves the production server's Content-Security-Policy: the page's
 * `securitypolicyviolation` events and any console message about the policy are collected, and a
 * journey during which the site broke its own policy fails.
 */
export const test = base.extend<{ entryPopup: boolean; cspViolations: string[] }>({
  entryPopup: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
  cspViolations: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, entryPopup, cspViolations }, use) => {
    await page.exposeBinding('__reportCspViolation', ({ frame }, report: string, directive: string, source: string) => {
      if (directive === 'script-src-attr' && SANITISER_CHUNK.test(source)) return;
      cspViolations.push(`${report} (in ${frame.url()})`);
    });
    await page.addInitScript(() => {
      // The site's own documents; a game's frame answers to its own origin's policy.
      if (window !== window.top) return;
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (
          window as unknown as { __reportCspViolation?: (report: string, directive: string, source: string) => void }
        ).__reportCspViolation;
        const source = event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '';
        report?.(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'}${source ? ` from ${source}` : ''}`,
          event.effectiveDirective,
          source,
        );
      });
    });
    page.on('console', (message) => {
      if (!CSP_CONSOLE.test(message.text())) return;
      if (/script-src-attr/.test(message.text()) && SANITISER_CHUNK.test(message.location().url)) return;
      cspViolations.push(`console ${message.type()}: ${message.text()}`);
    });
    if (!entryPopup) await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), ENTRY_POPUP_CLOSED_KEY);
    await use(page);
    expect(cspViolations, 'the site broke its Content-Security-Policy').toEqual([]);
  },
});
export { expect };

/**
 * Scrolls to the end of the page, as a member going to the footer does (its code and logos come
 * when it is near, or a few seconds after the first view), and answers the footer.
 */
/**
 * Sums the page's layout shifts from its start (not those right after the member's own input, as
 * CLS counts them): call before `page.goto`, read with {@link layoutShiftTotal}.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift so far of the page {@link recordLayoutShifts} watches. */
export const layoutShiftTotal = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);

/** Holds the page's requests matching `pattern` (their answers) until the returned function is called. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export async function scrollToFooter(page: Page) {
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return page.getByRole('contentinfo');
}

/** The data block in which the site's server sends a page's answers (src/core/servedPage.ts). */
export const SERVED_PAGE_BLOCK = new RegExp(
  `<script type="application/json" id="${SERVED_PAGE_ID}">[\\s\\S]*?</script>`,
);

/**
 * Pages arrive as when the platform did not answer the site's server in time: without the answers
 * of their start, so the app asks for the status and the rest itself (and `page.route` can shape
 * what it gets, or cut it off).
 */
export async function withoutServedAnswers(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(SERVED_PAGE_BLOCK, '') });
  });
}

/** Switches the platform's system status through its development control. */
export async function setSystemStatus(request: APIRequestContext, status: 0 | 1 | 2) {
  const res = await request.post(`${platformUrl}/__dev/system-status`, { data: { status } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Runs axe on the page; any violation fails with its rule ids and targets. */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: {
          run: (ctx: Document) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }>;
        };
      }
    ).axe.run(document);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

/** Turns a white-label flag (§6) on or off through the platform's development control. */
export async function setWhitelabelFlag(request: APIRequestContext, modId: string, enabled: boolean) {
  const res = await request.post(`${platformUrl}/__dev/whitelabel`, { data: { modId, enabled } });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Answers the captcha shown inside `scope` the way a person reading it would: its picture carries
 * the captcha's id, and the development control reveals what it says.
 */
export async function fillCaptcha(page: Page, scope: ReturnType<Page['locator']>) {
  const picture = scope.locator('img[data-captcha-id]');
  await expect(picture).toBeVisible();
  const id = await picture.getAttribute('data-captcha-id');
  const res = await page.request.get(`${platformUrl}/__dev/captcha/${id}`);
  expect(res.ok(), await res.text()).toBe(true);
  const { value } = (await res.json()) as { value: { code: string } };
  await scope.getByLabel('Captcha').fill(value.code);
}

/** The newest 6-digit code the platform sent to a mobile number or e-mail address (its development outbox). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`${platformUrl}/__dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
            value: unknown[];
          }
        ).value.length,
    )
    .toBeGreaterThan(0);
  const res = await request.get(`${platformUrl}/__dev/outbox?to=${encodeURIComponent(to)}`);
  const { value } = (await res.json()) as { value: Array<{ body: string }> };
  const code = /\b(\d{6})\b/.exec(value[0]!.body)?.[1];
  expect(code, value[0]!.body).toBeDefined();
  return code!;
}

/** Signs in through the login modal (with the seeded password) and waits for the header to greet the member. */
export async function signIn(page: Page, account: string, nickname: string) {
  await page.request.delete(`${platformUrl}/__dev/limits`);
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username or mobile number').fill(account);
  await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toContainText(nickname);
}

/** A username no earlier run has used: the prefix letter, then letters and digits (the username rule). */
export const uniqueUsername = (prefix = 'u') =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36).toString(36)}`;

/**
 * Registers `username` (password Pass1234) through the username form of the register dialog,
 * which must already be open: at /register, or at an invitation or referral link.
 */
export async function registerInOpenDialog(page: Page, username: string) {
  const form = page.getByRole('dialog', { name: 'Register' }).getByRole('form', { name: 'Username' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('Pass1234');
  await form.getByLabel('Confirm password').fill('Pass1234');
  await form.getByLabel('I confirm that I am 18 years of age or older.').check();
  await form.getByLabel('I agree to the terms and conditions.').check();
  await form.getByRole('button', { name: 'Register' }).click();
}

/**
 * The site's own catalogue of a language, read from the file the site is built from: what the
 * journeys expect to read comes from there, never from the test.
 */
export function catalogue(code: LanguageCode) {
  const url = new URL(`../packages/i18n/src/locales/${code}/common.json`, import.meta.url);
  const entries = JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
  /** The text of `key` as the page shows it: values put in, markup tags (`<terms>`) taken out. */
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = entries[key];
    if (text === undefined) throw new Error(`${code} has no ${key}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name])).replace(/<\/?\w+>/g, '');
  };
}
