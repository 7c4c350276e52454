import { platformUrl } from '../playwright.config';
import { expect as baseExpect, expectNoAxeViolations, registerInOpenDialog, test, uniqueUsername } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 240_000 });

// The smallest valid png: a 1×1 pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test.beforeEach(async ({ request }) => {
  await request.delete(`${platformUrl}/__dev/limits`);
});

test('feedback with an image, answered by the operator, read by the member', async ({ page, request }) => {
  const username = uniqueUsername('f');
  await page.goto('/register');
  await registerInOpenDialog(page, username);
  const header = page.getByRole('banner', { includeHidden: true });
  await expect(header).toContainText(username);
  await header.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  const panel = page.getByRole('dialog', { name: 'Personal centre' });
  await panel.getByRole('navigation').getByRole('button', { name: 'Feedback' }).click();
  const form = panel.getByRole('form', { name: 'Send feedback' });
  await expect(panel.getByText('You have not sent any feedback yet.')).toBeVisible();

  // Empty content is refused before sending.
  await form.getByRole('combobox', { name: /Question type/ }).selectOption({ label: 'Game' });
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByText('Please enter feedback content.')).toBeVisible();
  const text = 'The reels stopped turning after my last spin and the balance did not change at all.';
  await form.getByRole('textbox', { name: 'Content' }).fill(text);
  await expect(form.getByTestId('feedback-word-count')).toHaveText('16 / 500 words');
  await form.getByLabel('Images (optional)').setInputFiles({ name: 'reels.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Preview of reels.png' })).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(panel.getByText(/Your feedback was sent/)).toBeVisible();
  const mine = panel.locator('li[data-feedback]').first();
  await expect(mine).toContainText(text);
  await expect(mine).toContainText('Waiting for a reply');
  await expect(mine).toContainText('Images: 1');
  const id = await mine.getAttribute('data-feedback');

  // The operator answers it.
  const login = await request.post(`${platformUrl}/ops/api/session`, {
    data: { account: 'demo_operator', password: 'Demo1234' },
  });
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  const replied = await request.post(`${platformUrl}/ops/api/feedback/${id}/reply`, {
    headers: { authorization: `Bearer ${token}` },
    data: { content: 'Thanks, the spin was settled and your balance is right now.' },
  });
  expect(((await replied.json()) as { success: boolean }).success).toBe(true);

  // The member reads the reply with the feedback, and in the inbox.
  await panel
    .getByRole('navigation')
    .getByRole('button', { name: /Platform information/ })
    .click();
  await expect(panel.getByText('Reply to your feedback')).toBeVisible();
  await panel.getByRole('navigation').getByRole('button', { name: 'Feedback' }).click();
  await expect(mine).toContainText('Replied');
  await expect(mine.getByRole('blockquote')).toContainText(
    'Thanks, the spin was settled and your balance is right now.',
  );
  await expectNoAxeViolations(page);
});
