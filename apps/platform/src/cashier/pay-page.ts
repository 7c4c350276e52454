import { formatAmount } from '@tessera/format';
import type { PayView } from './deposits';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The page's one style sheet, inline (the policy below allows inline styles and nothing else). */
const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f2f4f7; color: #1a1d23; }
  main { width: min(92vw, 420px); background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 4px 24px rgb(0 0 0 / 12%); }
  h1 { font-size: 1.25rem; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 20px; }
  dt { color: #525a66; } dd { margin: 0; font-weight: 600; text-align: right; overflow-wrap: anywhere; }
  .amount { font-size: 1.5rem; }
  form { display: flex; gap: 12px; }
  button { flex: 1; font: inherit; font-weight: 600; padding: 12px; border-radius: 8px; border: 1px solid #1f5fd1; cursor: pointer; }
  .pay { background: #1f5fd1; color: #fff; } .cancel { background: #fff; color: #1f5fd1; }
  p { margin: 0 0 12px; line-height: 1.5; }
  .note { font-size: 0.875rem; color: #525a66; }
  @media (prefers-color-scheme: dark) {
    body { background: #12151a; color: #e8eaed; } main { background: #1d2128; } dt, .note { color: #a9b0bb; }
    .cancel { background: #1d2128; color: #8fb4ff; border-color: #8fb4ff; }
  }
`;

/** The policy of the page: nothing but its own style and a form posting back to itself. */
export const PAY_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;

const STATUS_TEXT: Record<PayView['status'], string> = {
  PENDING: 'Waiting for payment',
  PAID: 'Payment received. The provider notified the site and the amount is in your main wallet; you can close this window.',
  CANCELLED: 'This payment was cancelled. You can close this window.',
  EXPIRED: 'This payment has expired. Please start a new deposit.',
};

/** The payment page of an order: its amount and, while it can be paid, Pay and Cancel. */
export function payPage(view: PayView, token: string): string {
  const details = `<dl>
  <dt>Order</dt><dd>${escape(view.orderNo)}</dd>
  <dt>Channel</dt><dd>${escape(view.channelName)}</dd>
  <dt>Amount</dt><dd class="amount">${formatAmount(view.amount)}</dd>
  <dt>Status</dt><dd>${view.status}</dd>
</dl>`;
  const instructions =
    view.channelKind === 'BANK_TRANSFER'
      ? '<p>Transfer the amount to Tessera Ltd, account 0123 4567 8901, then press Pay to confirm.</p>'
      : '';
  const actions =
    view.status === 'PENDING'
      ? `${instructions}<form method="post">
  <input type="hidden" name="t" value="${escape(token)}">
  <button class="pay" type="submit" name="action" value="pay">Pay ${formatAmount(view.amount)}</button>
  <button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
</form>`
      : `<p role="status">${STATUS_TEXT[view.status]}</p>`;
  return page(
    `Payment provider simulator ${view.orderNo}`,
    `<h1>Payment provider simulator</h1><p class="note">Development only: Pay sends the site a signed payment notification, as a provider would.</p>${details}${actions}`,
  );
}

/** The answer to a link that opens nothing: an unknown order or a wrong secret look alike. */
export const invalidLinkPage = (): string =>
  page(
    'Payment link not valid',
    '<h1>Payment link not valid</h1><p>This payment link is not valid. Please start the deposit again from the site.</p>',
  );
