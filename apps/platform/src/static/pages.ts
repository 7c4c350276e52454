/** The few small HTML pages the seeded resources link to: app install guides, support, terms. */

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1d24}h1{font-size:1.4rem}</style>` +
  `</head><body><h1>${title}</h1>${body}</body></html>`;

export const PAGES: Readonly<Record<string, string>> = {
  'app/ios.html': page(
    'Tessera for iPhone and iPad',
    '<ol><li>Open this page in Safari.</li><li>Tap Share, then Add to Home Screen.</li><li>Open Tessera from your home screen and log in.</li></ol>',
  ),
  'app/android.html': page(
    'Tessera for Android',
    '<ol><li>Open this page in Chrome.</li><li>Open the menu, then Install app (or Add to Home screen).</li><li>Open Tessera from your home screen and log in.</li></ol>',
  ),
  'support/livechat.html': page(
    'Live chat',
    '<p>Our support team answers around the clock. Describe your question and an agent will join this chat shortly.</p>',
  ),
  'support/vip.html': page(
    'VIP host',
    '<p>Your personal VIP host answers here. Share your account name and what you need; we reply within minutes.</p>',
  ),
  'terms.html': page(
    'Terms and conditions',
    '<p>You must be 18 or older to register and play. One account per person. Bets are final once accepted. ' +
      'Deposits and withdrawals are subject to verification. Play responsibly.</p>',
  ),
};
