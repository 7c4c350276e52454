import type { NewHelpTopic } from '../schema-content';

interface Topic {
  title: string;
  content: string;
  children?: readonly Topic[];
}

/** The help centre: sections (the footer lists their titles) and their topics. */
const HELP: readonly Topic[] = [
  {
    title: 'About Tessera',
    content:
      '<p>Tessera is an online gaming site offering live casino, slots, fishing, card games, sports, esports and lottery. You must be <strong>18 or older</strong> to play.</p>',
    children: [
      {
        title: 'Licences and fair play',
        content:
          '<p>We hold a gaming operator licence, and our random number generators are certified fair by an independent test laboratory.</p>',
      },
      {
        title: 'Contact us',
        content:
          '<p>Live chat answers 24/7 from the customer-service button on every page. VIP5 members and above have a personal VIP host.</p>',
      },
    ],
  },
  {
    title: 'Account',
    content: '<p>Everything about opening and looking after your account.</p>',
    children: [
      {
        title: 'Registering',
        content:
          '<ol><li>Choose <em>Register</em>.</li><li>Pick a username (6–16 letters and digits, starting with a letter) or use your mobile number.</li><li>Choose a password of 6–20 characters mixing letters and digits.</li></ol><p>One account per person.</p>',
      },
      {
        title: 'Logging in safely',
        content:
          '<p>Log in with your username and password, or with a code sent to your mobile. From a new device we ask for a second verification.</p>',
      },
      {
        title: 'Forgot password',
        content:
          '<p>Choose <em>Forgot password</em> on the login screen and reset it by e-mail or by a code sent to your mobile number.</p>',
      },
    ],
  },
  {
    title: 'Deposits',
    content: '<p>Deposits are credited to your main wallet.</p>',
    children: [
      {
        title: 'How to deposit',
        content:
          '<ol><li>Open <em>Deposit</em>.</li><li>Choose a method and enter the amount.</li><li>Follow the payment steps; the balance updates when the payment is confirmed.</li></ol>',
      },
      {
        title: 'Payment methods',
        content:
          '<ul><li>Bank transfer</li><li>QR banking (usually within 1 minute)</li><li>E-wallet</li><li>USDT</li><li>Scratch card</li><li>Mobile money</li></ul><p>Minimum deposit 10.00.</p>',
      },
      {
        title: 'Deposit not received',
        content:
          '<p>Most deposits arrive within minutes. If yours has not after 30 minutes, send the payment receipt to live chat.</p>',
      },
    ],
  },
  {
    title: 'Withdrawals',
    content: '<p>Withdrawals go to a bank account in your own name.</p>',
    children: [
      {
        title: 'How to withdraw',
        content:
          '<ol><li>Open <em>Withdraw</em>.</li><li>Choose the bank card and enter the amount.</li><li>Confirm with your payment password.</li></ol>',
      },
      {
        title: 'Limits and times',
        content:
          '<p>Daily limits depend on your VIP level (see the VIP page). Most withdrawals arrive within 15 minutes.</p>',
      },
    ],
  },
  {
    title: 'Promotions and VIP',
    content: '<p>Bonuses, rebates and VIP benefits.</p>',
    children: [
      {
        title: 'Claiming a promotion',
        content:
          '<p>Open the promotion and choose <em>Join</em>. Each promotion lists its wagering requirement and end date; read its terms before you claim.</p>',
      },
      {
        title: 'VIP levels',
        content:
          '<p>Your level rises with your total deposits and valid bets. Higher levels earn bigger rebates, monthly bonuses and higher withdrawal limits.</p>',
      },
    ],
  },
  {
    title: 'Responsible gaming',
    content: '<p>Play for fun, and only with money you can afford to lose.</p>',
    children: [
      {
        title: 'Setting limits',
        content:
          '<p>Ask live chat to set a daily, weekly or monthly deposit limit. Lowering a limit takes effect at once; raising it after 24 hours.</p>',
      },
      {
        title: 'Taking a break',
        content:
          '<p>You can close your account for 1 week, 1 month or 6 months, or for good. During a break you cannot log in.</p>',
      },
    ],
  },
  {
    title: 'Terms and privacy',
    content:
      '<p>Read the <a href="/static/terms.html">terms and conditions</a>. We keep your personal data only to run your account and never sell it.</p>',
  },
  {
    title: 'Games',
    content:
      '<p>Slots, live casino, fishing, card games, sports, esports, cockfight and lottery from more than 80 studios.</p>',
    children: [
      {
        title: 'Finding a game',
        content:
          '<p>Each category lists its studios; filter slots by studio, type, minimum bet or lines, or search by name.</p>',
      },
      {
        title: 'Studio maintenance',
        content: '<p>A studio under maintenance shows a badge and its games cannot be opened until it is back.</p>',
      },
      {
        title: 'Game wallets',
        content:
          '<p>Some studios play from their own wallet. Move money between your main wallet and a game wallet under <em>Wallet → Transfer</em>.</p>',
      },
      {
        title: 'Betting records',
        content: '<p>Every settled bet is in <em>Betting record</em>, 31 days at a time, with the period’s totals.</p>',
      },
    ],
  },
];

/** Flattens the tree: sections get ids 1, 2, …; a section's topics 100 × section + 1, 2, … */
export const SEED_HELP_TOPICS: NewHelpTopic[] = HELP.flatMap((section, i) => {
  const id = i + 1;
  return [
    { id, parent_id: null, title: section.title, content: section.content, sort_order: id },
    ...(section.children ?? []).map((topic, j) => ({
      id: id * 100 + j + 1,
      parent_id: id,
      title: topic.title,
      content: topic.content,
      sort_order: j + 1,
    })),
  ];
});
