import type { Locator, Page } from '@playwright/test';
import { platformUrl } from '../playwright.config';
import { expect, expectNoAxeViolations, setWhitelabelFlag, signIn, test } from './support';

// Several accounts sign in one after another, a game is played, and settlement runs.
test.describe.configure({ timeout: 360_000 });

interface Downline {
  memberId: number;
  account: string;
  nickname: string;
  kind: 'member' | 'agent';
  balance: number;
  registeredAt: string;
}

/** Passwords changed during the run (a seeded team member's password, set when it joined, may have expired). */
const passwords = new Map<string, string>();

/**
 * Signs in with the seeded password; when the platform says the password has expired (a team
 * member who joined over 90 days ago), changes it in the forced dialog first, as a member would.
 */
async function logIn(page: Page, account: string, nickname: string) {
  await page.request.delete(`${platformUrl}/__dev/limits`);
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username or mobile number').fill(account);
  await dialog.getByLabel('Password', { exact: true }).fill(passwords.get(account) ?? 'Demo1234');
  const answer = page.waitForResponse((r) => r.url().includes('/wps/session/login') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  // The login's answer says whether the password has expired; the forced dialog follows it.
  const { value } = (await (await answer).json()) as {
    value?: { passwordExpired?: boolean; firstTimeLogin?: boolean };
  };
  const change = page.getByRole('dialog', { name: 'Change password' });
  if (value?.passwordExpired || value?.firstTimeLogin) {
    await expect(change).toBeVisible();
    const current = change.getByLabel('Current password');
    if (await current.count()) await current.fill(passwords.get(account) ?? 'Demo1234');
    await change.getByLabel('New password').fill('Contract12');
    await change.getByLabel('Confirm password').fill('Contract12');
    await change.getByRole('button', { name: 'Submit' }).click();
    await expect(change).toBeHidden();
    passwords.set(account, 'Contract12');
  }
  await expect(page.getByRole('banner')).toContainText(nickname);
}

async function platformGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const answer = await page.request.get(`${platformUrl}${path}`, { headers: { token: token! } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { value: T }).value;
}

const directDownlines = async (page: Page): Promise<Downline[]> =>
  (
    await platformGet<{ content: Downline[] }>(
      page,
      '/wps/relay/MCSFE_getAgentDownlines?pageNo=1&pageSize=100&directOnly=true',
    )
  ).content;

/** Ends the session in this tab (the stored token), so the next sign-in is another account's. */
async function switchTo(page: Page, account: string, nickname: string) {
  await page.evaluate(() => {
    sessionStorage.removeItem('token');
    sessionStorage.removeItem('isAgent');
  });
  await logIn(page, account, nickname);
}

/** The header balance in minor units. */
async function headerBalance(page: Page): Promise<number> {
  const text = await page
    .getByRole('banner', { includeHidden: true })
    .getByText(/\$[\d,]+\.\d{2}/)
    .first()
    .textContent();
  return Math.round(Number(text!.replace(/[^\d.]/g, '')) * 100);
}

const minor = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

async function openAgentPage(page: Page, section: string): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Agent centre' }).click();
  const panel = page.getByRole('dialog', { name: 'Agent centre' });
  await panel.getByRole('navigation', { name: 'Agent centre sections' }).getByRole('button', { name: section }).click();
  await expect(panel.getByRole('heading', { level: 2, name: section })).toBeVisible();
  return panel;
}

/** Offers daily wages at `rate` (percent) to `account` from the agent centre's daily wages page. */
async function offerDailyWages(page: Page, account: string, rate: string) {
  const panel = await openAgentPage(page, 'Daily wages');
  await panel.getByRole('button', { name: new RegExp(`^(Offer a contract to|Change terms of) ${account}$`) }).click();
  const form = page.getByRole('form', { name: `Contract offer to ${account}` });
  await form.getByRole('textbox', { name: /^Rate/ }).fill(rate);
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(panel.getByTestId(`negotiation-DAILY_SALARY:${account}`)).toContainText(
    'Offer sent. Waiting for the downline’s answer.',
  );
  return panel;
}

/** Agent downlines of `page`'s agent that hold no daily wages contract yet. */
async function freshAgents(page: Page, taken: readonly string[]): Promise<Downline[]> {
  const list = await page.request.post(`${platformUrl}/wps/relay/MCS2_processDailySalContract`, {
    headers: { token: (await page.evaluate(() => sessionStorage.getItem('token')))! },
    data: { action: 'LIST' },
  });
  const value = (
    (await list.json()) as { value: { downlines: Array<{ account: string; contract: unknown; offer: unknown }> } }
  ).value;
  const free = new Set(value.downlines.filter((d) => !d.contract && !d.offer).map((d) => d.account));
  return (await directDownlines(page)).filter(
    (d) => d.kind === 'agent' && free.has(d.account) && !taken.includes(d.account),
  );
}

test('an agent offers daily wages to a downline agent, it accepts, its team bets, and settlement pays exactly what the terms give', async ({
  page,
}) => {
  await signIn(page, 'demo_agent', 'Demo Agent');
  const [agent] = await freshAgents(page, ['team_khang', 'team_10001']);
  expect(agent).toBeDefined();
  await offerDailyWages(page, agent!.account, '1.20');
  await expectNoAxeViolations(page);

  // The downline agent accepts; a member of its team has money to play with.
  await switchTo(page, agent!.account, agent!.nickname);
  const member = (await directDownlines(page)).find((d) => d.kind === 'member' && d.balance >= 500);
  expect(member, 'a member of the downline agent with money').toBeDefined();
  let panel = await openAgentPage(page, 'Daily wages');
  const offer = panel.getByTestId('contract-offer');
  await expect(offer).toContainText('1.20%');
  await offer.getByRole('button', { name: 'Accept' }).click();
  await expect(panel.getByTestId('negotiation-DAILY_SALARY:upline')).toContainText(
    'Contract accepted: it is in force now.',
  );
  await expect(panel.getByTestId('contract-mine-status')).toContainText('Active');
  await expectNoAxeViolations(page);

  // The member bets in the demo game.
  await switchTo(page, member!.account, member!.nickname);
  await page.goto('/live');
  await page
    .getByRole('list', { name: 'Live casino providers' })
    .getByRole('button', { name: /Evo Studios/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Evo Studios games' })
    .getByRole('button', { name: /Speed Roulette/ })
    .click();
  const game = page.frameLocator('iframe[title="Game"]');
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.locator('#history li').first()).not.toHaveText('No spins yet.');

  // The agent's balance, then the day's settlement (run now by the development control).
  await switchTo(page, agent!.account, agent!.nickname);
  const before = await headerBalance(page);
  const settled = await page.request.post(`${platformUrl}/__dev/contracts/settle`, {
    data: { kind: 'DAILY_SALARY', includeOpen: true },
  });
  expect(settled.ok()).toBe(true);
  await page.reload();
  panel = await openAgentPage(page, 'My income');
  await panel.getByRole('group', { name: 'Range' }).getByRole('button', { name: 'Today' }).click();
  const row = panel.getByRole('row').filter({ hasText: 'Daily wages' }).first();
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  await expect(cells.nth(3)).toHaveText('1.20%');
  const base = minor(await cells.nth(2).textContent());
  const amount = minor(await cells.nth(5).textContent());
  expect(base).toBeGreaterThan(0);
  expect(amount).toBe(Math.floor((120 * base) / 10_000));
  await expect(panel.getByTestId('income-range-total')).toHaveText(/[\d,]+\.\d\d/);
  await expect.poll(async () => minor(await panel.getByTestId('income-range-total').textContent())).toBe(amount);
  await expect.poll(() => headerBalance(page)).toBe(before + amount);
  await expectNoAxeViolations(page);
});

test('agreeing to a lower rate ends, with a warning first, the contract the agent gave below it', async ({ page }) => {
  await signIn(page, 'demo_agent', 'Demo Agent');
  const candidates = await freshAgents(page, ['team_khang']);
  // An agent of demo_agent's with an agent of its own.
  let top: Downline | undefined;
  let sub: Downline | undefined;
  for (const candidate of candidates) {
    await switchTo(page, candidate.account, candidate.nickname);
    sub = (await directDownlines(page)).find((d) => d.kind === 'agent');
    if (sub) {
      top = candidate;
      break;
    }
  }
  expect(sub, 'a second-level agent').toBeDefined();
  await switchTo(page, 'demo_agent', 'Demo Agent');
  await offerDailyWages(page, top!.account, '1.00');
  await switchTo(page, top!.account, top!.nickname);
  let panel = await openAgentPage(page, 'Daily wages');
  await panel.getByTestId('contract-offer').getByRole('button', { name: 'Accept' }).click();
  await expect(panel.getByTestId('contract-mine-status')).toContainText('Active');
  await page.keyboard.press('Escape');
  await offerDailyWages(page, sub!.account, '0.80');
  await switchTo(page, sub!.account, sub!.nickname);
  panel = await openAgentPage(page, 'Daily wages');
  await panel.getByTestId('contract-offer').getByRole('button', { name: 'Accept' }).click();
  await expect(panel.getByTestId('contract-mine-status')).toContainText('Active');

  // demo_agent lowers the rate below what its downline gave on.
  await switchTo(page, 'demo_agent', 'Demo Agent');
  await offerDailyWages(page, top!.account, '0.50');
  await switchTo(page, top!.account, top!.nickname);
  panel = await openAgentPage(page, 'Daily wages');
  await panel.getByTestId('contract-offer').getByRole('button', { name: 'Accept' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Accepting ends contracts you gave' });
  await expect(warning.getByTestId('contract-cascade')).toHaveText(`${sub!.account} at 0.80%`);
  await expectNoAxeViolations(page);
  await warning.getByRole('button', { name: 'Accept' }).click();
  await expect(panel.getByTestId('negotiation-DAILY_SALARY:upline')).toContainText(
    'Contracts you gave above the new rate ended with it.',
  );
  await expect(panel.getByRole('row').filter({ hasText: sub!.account })).toContainText('None');

  // The downline is told why in its inbox.
  await switchTo(page, sub!.account, sub!.nickname);
  const inbox = await platformGet<{ content: Array<{ title: string; content: string }> }>(
    page,
    '/wps/relay/CSP_getMessageList?pageNo=1&pageSize=10',
  );
  expect(inbox.content[0]).toMatchObject({ title: 'Your daily wages contract has ended' });
  expect(inbox.content[0]!.content).toContain('below the 0.8% of your contract');
});

test('a contract page whose flag is off is hidden, and a member has no agent centre', async ({ page, request }) => {
  await signIn(page, 'demo_agent', 'Demo Agent');
  await setWhitelabelFlag(request, 'AGENT_HOURLY_SALARY', false);
  try {
    await page.reload();
    const panel = await openAgentPage(page, 'Daily wages');
    const nav = panel.getByRole('navigation', { name: 'Agent centre sections' });
    await expect(nav.getByRole('button', { name: 'Real-time salary' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Hourly salary' })).toHaveCount(0);
  } finally {
    await setWhitelabelFlag(request, 'AGENT_HOURLY_SALARY', true);
  }
  await switchTo(page, 'demo_member', 'Demo Member');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Agent centre' })).toHaveCount(0);
  const answer = await page.request.post(`${platformUrl}/wps/relay/MCS2_processDailySalContract`, {
    headers: { token: (await page.evaluate(() => sessionStorage.getItem('token')))! },
    data: { action: 'LIST' },
  });
  expect(answer.status()).toBe(403);
});

test('an agent transfers to a direct downline and sees it in the history', async ({ page }) => {
  await signIn(page, 'demo_agent', 'Demo Agent');
  const before = await headerBalance(page);
  const panel = await openAgentPage(page, 'Transfer to downline');
  const form = panel.getByRole('form', { name: 'Transfer to downline' });
  await form.getByLabel('Direct downline').selectOption('team_lan');
  await form.getByRole('textbox', { name: /Amount/ }).fill('12.34');
  await form.getByLabel('Login password').fill('Demo1234');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form).toContainText(/Transfer D\d{18} of \$12\.34 to team_lan is completed\./);
  await expect(panel.getByRole('row').filter({ hasText: 'team_lan' }).first()).toContainText('12.34');
  // The header follows the wallet (contract settlements may pay the agent meanwhile, so it is compared with the platform's figure).
  await expect
    .poll(
      async () =>
        (await headerBalance(page)) ===
        (await platformGet<{ sumBalance: number }>(page, '/wps/v2/wallets/balance')).sumBalance,
    )
    .toBe(true);
  expect(await headerBalance(page)).toBeLessThan(before);
  await expectNoAxeViolations(page);
});
