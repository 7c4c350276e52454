import type { AnnouncementType } from '@tessera/api/contract';
import type { NewAnnouncement, NewNotice } from '../schema-content';

/** [type, title, HTML content, published at] */
type Row = readonly [AnnouncementType, string, string, string];

/**
 * Announcements of every type. The security notice carries hostile markup (a script element and an
 * image whose error handler runs code) exactly as an operator might paste it: the platform keeps
 * and serves HTML as written, and the web app's sanitising must neutralise it.
 */
const ANNOUNCEMENTS: readonly Row[] = [
  [
    'B',
    'Summer festival: 30 days of rewards',
    '<p>From <strong>1 July to 30 July</strong> every day brings a new reward: free spins, reload bonuses and lucky draws.</p><p>See the promotions page for each day’s offer.</p>',
    '2024-06-28T02:00:00.000Z',
  ],
  [
    'B',
    'New live studio: Lotus Live',
    '<p>Six new baccarat and dragon tiger tables from <em>Lotus Live</em> are open in the live casino.</p>',
    '2024-06-20T03:30:00.000Z',
  ],
  [
    'PL',
    'Security notice: use official links only',
    '<p>Fake sites copy our pages to steal accounts. Always log in from the official address.</p><script>alert(\'xss\')</script><img src=x onerror="alert(document.cookie)"><p>We never ask for your password or SMS code.</p>',
    '2024-06-27T01:00:00.000Z',
  ],
  [
    'PL',
    'Scheduled maintenance on 12 June',
    '<p>The site will be unavailable on <strong>12 June from 02:00 to 04:00 (GMT+7)</strong> for system upgrades.</p><p>Balances and bets are not affected.</p>',
    '2024-06-10T09:00:00.000Z',
  ],
  [
    'PL',
    'Withdrawal times during the holidays',
    '<p>Withdrawals requested between 30 April and 1 May may take up to <strong>2 hours</strong> to arrive.</p>',
    '2024-04-28T04:00:00.000Z',
  ],
  [
    'PL',
    'Keep your bank details up to date',
    '<p>Withdrawals go only to a bank account in your own name. Update it under <em>My account → Bank cards</em>.</p>',
    '2024-04-15T06:00:00.000Z',
  ],
  [
    'PL',
    'New payment method: QR banking',
    '<p>Scan a QR code with your banking app and the deposit is credited within <strong>1 minute</strong>.</p><ul><li>Minimum 10.00</li><li>Maximum 50,000.00</li></ul>',
    '2024-03-20T05:00:00.000Z',
  ],
  [
    'PL',
    'Verification for logins from new devices',
    '<p>When you log in from a new device we send a code to your bound mobile number or e-mail. Keep them up to date.</p>',
    '2024-03-01T02:00:00.000Z',
  ],
  [
    'PU',
    'Welcome to Tessera',
    '<h3>Welcome!</h3><p>Claim your <strong>100% first deposit bonus</strong> up to 500.00 and explore more than 10,000 games.</p>',
    '2024-06-25T00:00:00.000Z',
  ],
  [
    'PU',
    'The Tessera app is here',
    '<p>Install the app from the <a href="/down">download page</a> for faster log in and notifications.</p>',
    '2024-05-05T00:00:00.000Z',
  ],
  [
    'PR',
    'Slots rebate raised to 1.2%',
    '<p>From today, valid bets on slots earn a <strong>1.2% daily rebate</strong>, paid by 12:00 the next day.</p>',
    '2024-06-26T03:00:00.000Z',
  ],
  [
    'PR',
    'Parlay boost this weekend',
    '<p>Parlays of four legs or more get up to <strong>20% extra winnings</strong> on Saturday and Sunday.</p>',
    '2024-06-21T08:00:00.000Z',
  ],
  [
    'PR',
    'Lucky number of the day',
    '<p>Bet on the day’s lucky number in VN Lotto and a hit pays <strong>88x</strong>.</p>',
    '2024-06-01T01:00:00.000Z',
  ],
  [
    'H',
    'Customer service around the clock',
    '<p>Our live chat answers 24 hours a day, 7 days a week. VIP5 and above have a personal host.</p>',
    '2024-06-15T00:00:00.000Z',
  ],
  [
    'H',
    'Deposit bonus limits updated',
    '<p>The daily reload bonus is capped at <strong>200.00</strong> per member per day from 1 June.</p>',
    '2024-05-30T00:00:00.000Z',
  ],
  [
    'H',
    'Terms of service updated',
    '<p>We updated the terms of service on 1 May 2024. Read them in the <a href="/help">help centre</a>.</p>',
    '2024-05-01T00:00:00.000Z',
  ],
];

const STUDIOS = [
  'Aurora Reels',
  'Nova Spin',
  'Tidewater Studio',
  'Lotus Live',
  'Pearl River Live',
  'Koi Pond Studio',
  'Jade Dragon Games',
  'Skyline Casino',
];
const MONTHS = ['June', 'July', 'August', 'September', 'October', 'November', 'December', 'January', 'February'];

/** One more announcement of a type, the n-th of its kind: an operator's routine notices. */
function routine(type: AnnouncementType, n: number): readonly [string, string] {
  const month = MONTHS[n % MONTHS.length] ?? 'June';
  const studio = STUDIOS[n % STUDIOS.length] ?? 'Aurora Reels';
  switch (type) {
    case 'B':
      return [
        `${studio}: new games this month`,
        `<p>New releases from <strong>${studio}</strong> are in the lobby. Find them under <em>New</em>.</p>`,
      ];
    case 'PL':
      return n % 3 === 0
        ? [
            `Scheduled maintenance, ${month} (${n})`,
            `<p>The site is unavailable for up to two hours on the first Tuesday of ${month}, from 02:00 (GMT+7).</p><p>Balances and bets are not affected.</p>`,
          ]
        : n % 3 === 1
          ? [
              `${studio} maintenance notice (${n})`,
              `<p>Games from <em>${studio}</em> pause for maintenance for about an hour. Open rounds are settled as usual.</p>`,
            ]
          : [
              `Payment channel update (${n})`,
              `<p>Deposit limits of one channel change from ${month}: see <em>Deposit</em> for each channel's minimum and maximum.</p>`,
            ];
    case 'PU':
      return [
        `${month} welcome offer`,
        `<p>New members who deposit in ${month} get <strong>100% up to 500.00</strong>.</p>`,
      ];
    case 'PR':
      return [
        `${month} promotion calendar (${n})`,
        `<p>Rebates, reloads and tournaments for ${month} are on the promotions page.</p>`,
      ];
    default:
      return [
        `Help centre update (${n})`,
        `<p>We added answers about ${n % 2 ? 'deposits and withdrawals' : 'VIP levels and rebates'} to the <a href="/help">help centre</a>.</p>`,
      ];
  }
}

/** How many routine announcements of each type are added: a real board has a hundred and more. */
const ROUTINE_COUNTS: ReadonlyArray<readonly [AnnouncementType, number]> = [
  ['B', 16],
  ['PL', 36],
  ['PU', 3],
  ['PR', 20],
  ['H', 17],
];

/** Routine announcements, all older than the hand-written ones (so those stay first), a few days apart back from 29 February 2024. */
const ROUTINE: readonly Row[] = ROUTINE_COUNTS.flatMap(([type, count]) =>
  Array.from({ length: count }, (_, n): readonly [AnnouncementType, number] => [type, n]),
).map(([type, n], i): Row => {
  const [title, content] = routine(type, n);
  return [
    type,
    title,
    content,
    new Date(Date.parse('2024-02-29T03:00:00.000Z') - i * 3 * 86_400_000 - (i % 7) * 3_600_000).toISOString(),
  ];
});

/** What each routine announcement is made of, by id: its translations are made from the same parts (`translations/`). */
export const ROUTINE_ANNOUNCEMENTS: ReadonlyArray<{
  id: number;
  type: AnnouncementType;
  n: number;
  studio: string;
  /** Index into June … February. */
  month: number;
}> = ROUTINE_COUNTS.flatMap(([type, count]) => Array.from({ length: count }, (_, n) => ({ type, n }))).map(
  ({ type, n }, i) => ({
    id: ANNOUNCEMENTS.length + i + 1,
    type,
    n,
    studio: STUDIOS[n % STUDIOS.length] ?? 'Aurora Reels',
    month: n % MONTHS.length,
  }),
);

export const SEED_ANNOUNCEMENTS: NewAnnouncement[] = [...ANNOUNCEMENTS, ...ROUTINE].map(
  ([type, title, content, published_at], i) => ({
    id: i + 1,
    type,
    title,
    content,
    published_at,
  }),
);

/** System notices of the marquee, with the text the notice modal shows. */
const NOTICES: ReadonlyArray<readonly [string, string, string]> = [
  [
    'Sports provider maintenance on 15 June, 03:00–05:00 (GMT+7)',
    '<p>Sports betting pauses during the provider’s maintenance. Open bets are settled as usual.</p>',
    '2024-06-14T10:00:00.000Z',
  ],
  [
    'QR banking deposits now credit in under 1 minute',
    '<p>Deposits by QR banking are credited automatically, usually within a minute.</p>',
    '2024-06-12T02:00:00.000Z',
  ],
  [
    'We never ask for your password: beware of fake customer-service accounts',
    '<p>Our staff never ask for your password or SMS code, on chat or by phone.</p>',
    '2024-06-05T01:00:00.000Z',
  ],
  [
    'New slots from Golden Reel Studios every Friday',
    '<p>Find the week’s releases under <em>Slots → New</em>.</p>',
    '2024-05-31T03:00:00.000Z',
  ],
  [
    'Higher daily withdrawal limits for VIP5 and above',
    '<p>VIP5 members can now withdraw up to 300,000.00 per day; see the VIP page for every level.</p>',
    '2024-05-20T04:00:00.000Z',
  ],
];

export const SEED_NOTICES: NewNotice[] = NOTICES.map(([title, content, published_at], i) => ({
  id: i + 1,
  title,
  content,
  published_at,
}));
