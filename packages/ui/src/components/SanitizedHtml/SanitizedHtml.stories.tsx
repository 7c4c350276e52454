import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inlinePadding, isRightOf } from '../../test/rtl';
import { SanitizedHtml, SANITIZED_HTML_ELEMENTS } from './SanitizedHtml';
import { SAMPLE_BANNER_PNG } from './sampleImages';
import { XSS_FLAG, XSS_PAYLOADS } from './xssPayloads';

const ANNOUNCEMENT = `
<h2>System maintenance</h2>
<p>Scheduled maintenance on <strong>Sunday 14 July, 02:00–04:00 (GMT+8)</strong>. Games and wallets are unavailable during this window.</p>
<ul>
  <li>Live casino and sports reopen first.</li>
  <li>Pending withdrawals are processed after the window.</li>
</ul>
<p>Questions? Contact <a href="/help">customer service</a> or read the <a href="https://status.partner.example/">status page</a>.</p>`;

const PROMOTION = `
<img src="${SAMPLE_BANNER_PNG}" alt="Weekend reload bonus" width="480" height="160">
<h2>Weekend reload bonus</h2>
<p>Deposit between Friday and Sunday and receive <mark>20% extra</mark>, up to ₱5,000 per week.</p>
<table>
  <thead><tr><th>VIP level</th><th>Bonus</th><th>Turnover</th></tr></thead>
  <tbody>
    <tr><td>VIP 1–3</td><td>10%</td><td>10×</td></tr>
    <tr><td>VIP 4–6</td><td>15%</td><td>8×</td></tr>
    <tr><td>VIP 7+</td><td>20%</td><td>6×</td></tr>
  </tbody>
</table>
<ol>
  <li>Make a deposit of at least ₱500.</li>
  <li>Claim the bonus in the reward centre within 24 hours.</li>
</ol>
<blockquote>General terms and conditions apply.</blockquote>`;

const HELP = `
<h3>How do I withdraw?</h3>
<p>Open <em>Member centre → Withdraw</em>, choose a bank account and enter the amount.</p>
<ol>
  <li>Bind a bank account
    <ul><li>The account name must match your real name.</li><li>Up to 3 accounts.</li></ul>
  </li>
  <li>Set a withdrawal password.</li>
</ol>
<hr>
<h3>Limits</h3>
<p>Minimum <code>₱100</code>, maximum <code>₱50,000</code> per transaction.</p>
<p><small>Processing usually takes 5–15 minutes.</small></p>`;

const meta = {
  title: 'Content/SanitizedHtml',
  component: SanitizedHtml,
  args: { html: ANNOUNCEMENT, as: 'div' },
  argTypes: {
    html: { control: 'text' },
    as: { control: 'inline-radio', options: SANITIZED_HTML_ELEMENTS },
  },
  // Content columns are about as wide as the announcement modal's reading pane.
  decorators: [(Story, { parameters }) => <div style={{ maxWidth: parameters.contentWidth ?? 560 }}>{Story()}</div>],
} satisfies Meta<typeof SanitizedHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Announcement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
    const external = canvas.getByRole('link', { name: 'status page' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = canvas.getByRole('link', { name: 'customer service' });
    await expect(internal).not.toHaveAttribute('target');
  },
};

export const Promotion: Story = {
  args: { html: PROMOTION, as: 'article', 'aria-label': 'Weekend reload bonus' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('img', { name: 'Weekend reload bonus' });
    await waitFor(() => expect((banner as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    // Images never overflow their container.
    await expect(banner.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.querySelector('article')!.clientWidth,
    );
    await expect(canvas.getByRole('table')).toBeVisible();
  },
};

export const HelpArticle: Story = {
  args: { html: HELP, as: 'section', 'aria-label': 'Help: withdrawals' },
};

export const Empty: Story = {
  args: { html: '', id: 'empty-content' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#empty-content')).toBeEmptyDOMElement();
  },
};

/**
 * Every payload, each in its own component. Any that ran would set a global flag; the play
 * function waits for the broken images to fail and checks that nothing ran or survived.
 */
export const XssPayloadsAreInert: Story = {
  parameters: { contentWidth: 'none' },
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        gap: 6,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {Object.entries(XSS_PAYLOADS).map(([name, payload]) => (
        <li
          key={name}
          style={{
            padding: '4px 8px',
            border: '1px solid var(--ts-color-border-default)',
            borderRadius: 6,
            fontSize: 13,
            minHeight: 44,
          }}
        >
          <div style={{ fontFamily: 'var(--ts-font-family-mono)', fontSize: 11, color: 'var(--ts-color-text-muted)' }}>
            {name}
          </div>
          <SanitizedHtml html={payload} data-payload={name} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const flags = window as unknown as Record<string, unknown>;
    delete flags[XSS_FLAG];
    const rendered = canvasElement.querySelectorAll('[data-payload]');
    await expect(rendered).toHaveLength(Object.keys(XSS_PAYLOADS).length);
    await expect(
      canvasElement.querySelector('script, iframe, object, embed, form, svg, math, style, noscript, base, meta, link'),
    ).toBeNull();
    for (const el of Array.from(canvasElement.querySelectorAll('[data-payload] *'))) {
      for (const attr of Array.from(el.attributes)) {
        await expect(attr.name.startsWith('on')).toBe(false);
        await expect(attr.value).not.toMatch(/^\s*(javascript|vbscript):/i);
      }
    }
    // The neutralised javascript: link is plain text now; clicking it does nothing.
    await userEvent.click(within(canvasElement).getByText('javascript link'));
    // Give the broken images time to fail (their onerror handlers are gone).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(flags[XSS_FLAG]).toBeUndefined();

    // Control: the same payload inserted raw (detached, never shown) does set the flag, so the
    // check above would have caught a payload that ran.
    const raw = document.createElement('div');
    raw.innerHTML = XSS_PAYLOADS.imgOnerror!;
    await waitFor(() => expect(flags[XSS_FLAG]).toBe(1));
    delete flags[XSS_FLAG];
  },
};

const ANNOUNCEMENT_AR = `
<h2>صيانة النظام</h2>
<p>صيانة مجدولة يوم <strong>الأحد 14 يوليو، 02:00–04:00 (GMT+8)</strong>. لا تتوفر الألعاب والمحافظ خلال هذه الفترة.</p>
<ul>
  <li>يُعاد فتح الكازينو المباشر والرياضة أولًا.</li>
  <li>تُعالج طلبات السحب المعلقة بعد انتهاء الفترة.</li>
</ul>
<blockquote>تطبق الشروط والأحكام العامة.</blockquote>
<table>
  <thead><tr><th>مستوى VIP</th><th>المكافأة</th></tr></thead>
  <tbody><tr><td>VIP 1–3</td><td>10%</td></tr><tr><td>VIP 4–6</td><td>15%</td></tr></tbody>
</table>
<p>لديك أسئلة؟ تواصل مع <a href="/help">خدمة العملاء</a>.</p>`;

/** Right to left: list bullets, the quote's rule and table cells all start on the right. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: { html: ANNOUNCEMENT_AR, as: 'article', 'aria-label': 'صيانة النظام' },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'صيانة النظام' });
    const list = article.querySelector('ul')!;
    await expect(inlinePadding(list).start).toBeGreaterThan(0);
    await expect(inlinePadding(list).end).toBe(0);
    const quote = getComputedStyle(article.querySelector('blockquote')!);
    await expect(quote.borderRightWidth).toBe('3px');
    await expect(quote.borderLeftWidth).toBe('0px');
    const [first, second] = Array.from(article.querySelectorAll('th'));
    await expect(isRightOf(first!, second!)).toBe(true);
    await expect(within(article).getByRole('link', { name: 'خدمة العملاء' })).not.toHaveAttribute('target');
  },
};
