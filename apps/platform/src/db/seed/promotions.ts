import type { PromotionLabel, PromotionType } from '@tessera/api/contract';
import type { NewPromotion, NewVipLevel } from '../schema-content';

interface Promo {
  title: string;
  type: PromotionType;
  labels: PromotionLabel[];
  art: string;
  summary: string;
  /** How to take part, step by step. */
  steps: string[];
  /** The significant terms: wagering, caps, eligibility, dates. */
  terms: string[];
  startsAt: string;
  endsAt?: string;
}

/** Terms every promotion shares. */
const GENERAL_TERMS = [
  'One bonus per member, household, IP address and payment account.',
  'Bets on both sides of one outcome, and cancelled or drawn bets, are not valid bets.',
  'Tessera may change or end this promotion, and withhold bonuses from abusive play.',
];

/** The words every promotion's page is built with; each translation gives its own (`translations/`). */
export interface PromotionWords {
  howToTakePart: string;
  terms: string;
  generalTerms: readonly string[];
}

const ENGLISH_WORDS: PromotionWords = {
  howToTakePart: 'How to take part',
  terms: 'Terms',
  generalTerms: GENERAL_TERMS,
};

/** A promotion's HTML: its summary, the steps, then its own terms and the general ones. */
export const promotionContent = (
  summary: string,
  steps: readonly string[],
  terms: readonly string[],
  words: PromotionWords = ENGLISH_WORDS,
): string =>
  `<p>${summary}</p><h3>${words.howToTakePart}</h3><ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol>` +
  `<h3>${words.terms}</h3><ul>${[...terms, ...words.generalTerms].map((t) => `<li>${t}</li>`).join('')}</ul>`;

const contentOf = (p: Promo): string => promotionContent(p.summary, p.steps, p.terms);

/** In display order; ids are positions (banners link to some by id). The last one has ended and is not listed. */
const PROMOTIONS: readonly Promo[] = [
  {
    title: 'Welcome bonus 100% up to 500.00',
    type: 'newbie',
    labels: ['newbie'],
    art: 'home-welcome',
    summary: 'Double your first deposit, up to 500.00.',
    steps: [
      'Register and verify your mobile number.',
      'Choose this promotion before you deposit.',
      'Deposit at least 20.00.',
    ],
    terms: [
      'Bonus 100% of the first deposit, at most 500.00.',
      'Wager deposit plus bonus 15 times within 30 days before withdrawing.',
      'Slots count 100%, live casino 10%, sports 50% towards wagering.',
    ],
    startsAt: '2024-01-01T00:00:00.000Z',
  },
  {
    title: 'Daily reload 10%',
    type: 'deposit',
    labels: ['daily'],
    art: 'promo-daily',
    summary: 'Get 10% extra on your first deposit of each day.',
    steps: ['Deposit at least 50.00.', 'Claim the bonus in the reward centre the same day.'],
    terms: [
      'Bonus 10% of the deposit, at most 200.00 a day.',
      'Wager deposit plus bonus 8 times.',
      'Days run from 00:00 to 23:59 (GMT+7).',
    ],
    startsAt: '2024-06-01T00:00:00.000Z',
  },
  {
    title: 'Slots daily rebate 1.2%',
    type: 'rebate',
    labels: ['daily', 'highRebate'],
    art: 'rng-rebate',
    summary: '1.2% of your valid slot bets back, every day, with no wagering.',
    steps: ['Play any slot game.', 'The rebate is paid by 12:00 the next day.'],
    terms: [
      'Rebate 1.2% of valid slot bets, at most 8,888.00 a day.',
      'No wagering requirement on the rebate.',
      'Jackpot wins and free-spin rounds do not count.',
    ],
    startsAt: '2024-06-26T00:00:00.000Z',
  },
  {
    title: 'Live casino rebate 0.8%',
    type: 'live',
    labels: ['highRebate'],
    art: 'promo-live-rebate',
    summary: 'Every valid live-casino bet earns 0.8% back.',
    steps: ['Play at any live table.', 'The rebate is paid daily.'],
    terms: [
      'Rebate 0.8% of valid bets, at most 5,000.00 a day.',
      'Wager the rebate once.',
      'Tie bets in baccarat do not count.',
    ],
    startsAt: '2024-03-01T00:00:00.000Z',
  },
  {
    title: 'Parlay boost up to 20%',
    type: 'sports',
    labels: ['special'],
    art: 'sports-parlay',
    summary: 'Extra winnings on parlays of four legs or more.',
    steps: [
      'Place a parlay of 4 or more legs, each at odds of 1.50 or more.',
      'The boost is added when every leg wins.',
    ],
    terms: [
      '4 legs +5%, 6 legs +10%, 8 legs or more +20%.',
      'Boost at most 2,000.00 per parlay.',
      'Cashed-out parlays do not qualify.',
    ],
    startsAt: '2024-06-21T00:00:00.000Z',
  },
  {
    title: 'Ocean hunt: triple prize hour',
    type: 'fish',
    labels: ['limited'],
    art: 'fish-hunt',
    summary: 'Boss prizes pay three times between 20:00 and 21:00.',
    steps: ['Play any fishing game during the prize hour.', 'Triple prizes are paid with the game win.'],
    terms: [
      'Only boss targets pay triple.',
      'Extra prize at most 1,000.00 per boss.',
      'Runs every night until 31 December 2030.',
    ],
    startsAt: '2024-06-01T00:00:00.000Z',
    endsAt: '2030-12-31T16:59:59.000Z',
  },
  {
    title: 'Tien Len weekly tournament',
    type: 'card',
    labels: ['special'],
    art: 'promo-tienlen',
    summary: 'The top 50 players of the week share 20,000.00.',
    steps: ['Play Tien Len at any table.', 'Points are your net wins of the week.', 'Prizes are paid on Monday.'],
    terms: [
      '1st 5,000.00, 2nd 3,000.00, 3rd 2,000.00, 4th–50th share 10,000.00.',
      'Prizes carry no wagering requirement.',
      'Weeks run Monday 00:00 to Sunday 23:59 (GMT+7).',
    ],
    startsAt: '2024-05-06T00:00:00.000Z',
  },
  {
    title: 'Lucky number of the day',
    type: 'lotto',
    labels: ['daily'],
    art: 'promo-lotto',
    summary: 'A hit on the day’s lucky number pays 88x.',
    steps: ['Check the lucky number in the VN Lotto lobby.', 'Bet on it in any 2-digit draw.'],
    terms: [
      '88x on a hit, instead of the usual odds.',
      'Stake at most 10.00 per draw counts.',
      'One lucky number per day.',
    ],
    startsAt: '2024-06-01T00:00:00.000Z',
  },
  {
    title: 'Double points weekend',
    type: 'pointsMall',
    labels: ['limited'],
    art: 'promo-points',
    summary: 'Every valid bet earns twice the points on Saturdays and Sundays.',
    steps: ['Play any game at the weekend.', 'Redeem points in the point mall.'],
    terms: ['Points never expire.', 'Point mall rewards subject to stock.', 'Weekends run until 31 December 2030.'],
    startsAt: '2024-06-01T00:00:00.000Z',
    endsAt: '2030-12-31T16:59:59.000Z',
  },
  {
    title: 'Top 20 depositors of the month',
    type: 'rank',
    labels: ['vip'],
    art: 'deposit20',
    summary: 'The month’s 20 biggest depositors share 50,000.00.',
    steps: ['Deposit during the month.', 'See your place on the top-20 page.'],
    terms: ['1st 10,000.00 down to 20th 500.00.', 'Prizes paid by the 5th of the next month.', 'Wager prizes once.'],
    startsAt: '2024-01-01T00:00:00.000Z',
  },
  {
    title: 'App download bonus 8.88',
    type: 'appDownload',
    labels: ['newbie'],
    art: 'promo-app',
    summary: 'Log in from the app for the first time and get 8.88.',
    steps: ['Install the app from the download page.', 'Log in from the app.'],
    terms: ['Once per member and device.', 'Wager the bonus 3 times.', 'Mobile number must be verified.'],
    startsAt: '2024-05-05T00:00:00.000Z',
  },
  {
    title: 'VIP birthday bonus',
    type: 'others',
    labels: ['vip'],
    art: 'promo-birthday',
    summary: 'A birthday bonus that grows with your VIP level.',
    steps: ['Add your birthday to your profile.', 'Claim the bonus in your birthday month.'],
    terms: [
      'From 18.00 at VIP1 to 8,888.00 at VIP10.',
      'Birthday must be set 30 days before.',
      'Wager the bonus once.',
    ],
    startsAt: '2024-01-01T00:00:00.000Z',
  },
  {
    title: 'Weekly gaming challenge',
    type: 'gaming',
    labels: ['special'],
    art: 'promo-gaming',
    summary: 'Finish the week’s missions and win prizes.',
    steps: ['Open mission activity in the member centre.', 'Complete missions before Sunday 23:59.'],
    terms: ['Each mission pays once a week.', 'Prizes carry no wagering requirement.', 'Missions change every Monday.'],
    startsAt: '2024-06-03T00:00:00.000Z',
  },
  {
    title: 'Lunar New Year red envelopes',
    type: 'others',
    labels: ['limited'],
    art: 'promo-lunar',
    summary: 'A red envelope a day through the new year festival.',
    steps: ['Log in each day of the festival.', 'Open the day’s red envelope.'],
    terms: ['One envelope per day, from 1.00 to 888.00.', 'Ended 29 February 2024.'],
    startsAt: '2024-02-01T00:00:00.000Z',
    endsAt: '2024-02-29T16:59:59.000Z',
  },
];

/** [title, type, labels, art, summary] of the rest of a real operator's board: every type, every label, several of each. */
const MORE: ReadonlyArray<readonly [string, PromotionType, PromotionLabel[], string, string]> = [
  [
    'Slots tournament: 30,000.00 weekly pool',
    'slots',
    ['special'],
    'rng-jackpot',
    'Spin any slot; the week’s biggest multipliers share the pool.',
  ],
  [
    'Free spins Friday',
    'slots',
    ['daily', 'limited'],
    'home-slots',
    'Deposit on Friday and get up to 50 free spins on the week’s new slot.',
  ],
  [
    'Jackpot hunters: 2x jackpot contributions',
    'slots',
    ['vip'],
    'home-vip',
    'VIP members’ spins count twice towards the progressive jackpot.',
  ],
  [
    'Live baccarat streak bonus',
    'live',
    ['special'],
    'live-tables',
    'Win six baccarat hands in a row and earn up to 888.00.',
  ],
  ['Roulette lucky number', 'live', ['daily'], 'home-live', 'A straight-up hit on the day’s number pays an extra 10x.'],
  [
    'First sports bet insurance',
    'sports',
    ['newbie'],
    'sports-parlay',
    'Your first sports bet back as a free bet if it loses, up to 100.00.',
  ],
  [
    'Esports finals cashback 5%',
    'sports',
    ['limited'],
    'esports-finals',
    '5% of net losses on the Mekong finals back within a day.',
  ],
  [
    'Sports daily rebate 0.6%',
    'rebate',
    ['daily', 'highRebate'],
    'sports-league',
    '0.6% of valid sports bets back every day, no wagering.',
  ],
  [
    'Fishing daily rebate 1%',
    'rebate',
    ['daily', 'highRebate'],
    'fish-hunt',
    '1% of valid fishing bets back every day.',
  ],
  [
    'Card games weekly rebate 0.8%',
    'card',
    ['highRebate'],
    'promo-tienlen',
    '0.8% of valid card-game bets back every Monday.',
  ],
  ['Fish boss bounty', 'fish', ['special'], 'fish-hunt', 'Catch three bosses in a day for a 58.00 bounty.'],
  [
    'VN Lotto 45s happy hour',
    'lotto',
    ['limited'],
    'lott-vn',
    'Odds raised by 5% on every 45-second draw from 19:00 to 20:00.',
  ],
  [
    'Point mall: 1,000 points welcome gift',
    'pointsMall',
    ['newbie'],
    'shop-points',
    'New members get 1,000 points after their first deposit.',
  ],
  ['Top 20 bettors of the month', 'rank', ['vip'], 'bet20', 'The month’s 20 biggest bettors share 30,000.00.'],
  [
    'Second deposit bonus 50%',
    'deposit',
    ['newbie'],
    'promo-newbie',
    '50% extra on your second deposit, up to 300.00.',
  ],
  [
    'Weekend deposit 8%',
    'deposit',
    ['limited'],
    'promo-daily',
    'Deposits on Saturday and Sunday earn 8% extra, up to 500.00.',
  ],
  [
    'App-only free spins',
    'appDownload',
    ['special'],
    'down-app',
    '20 free spins a week for members who play in the app.',
  ],
  [
    'Invite a friend: 58.00 each',
    'others',
    ['special'],
    'promo-birthday',
    'Earn 58.00 for every friend who deposits and bets 500.00.',
  ],
  [
    'Daily check-in',
    'gaming',
    ['daily'],
    'promo-gaming',
    'Log in seven days in a row for a prize that grows every day.',
  ],
  [
    'Newbie mission pack',
    'newbie',
    ['newbie', 'limited'],
    'promo-newbie',
    'Five missions in your first week, 88.00 in prizes.',
  ],
];

/** How many times the prize of the i-th of the board's other promotions is wagered. */
export const moreWagerTimes = (i: number): number => (i % 5) + 1;

/** How many promotions are written out in full (ids 1 on), and how many of the board's others follow them. */
export const PROMOTION_COUNTS = { full: PROMOTIONS.length, more: MORE.length } as const;

const morePromos: readonly Promo[] = MORE.map(([title, type, labels, art, summary], i) => ({
  title,
  type,
  labels,
  art,
  summary,
  steps: [
    'Log in and open this promotion.',
    'Choose Join before you play.',
    'Play the qualifying games before the period ends.',
  ],
  terms: [
    'Prizes are credited within 24 hours of the period’s end.',
    `Wager the prize ${moreWagerTimes(i)} times before withdrawing.`,
  ],
  startsAt: `2024-0${(i % 6) + 1}-${String((i % 27) + 1).padStart(2, '0')}T00:00:00.000Z`,
}));

/** The promotions with ids 15 on (after the ended one, so the first ids keep their promotions). */
const ALL_PROMOTIONS: readonly Promo[] = [...PROMOTIONS, ...morePromos];

export const SEED_PROMOTIONS: NewPromotion[] = ALL_PROMOTIONS.map((p, i) => ({
  id: i + 1,
  title: p.title,
  type: p.type,
  labels: JSON.stringify(p.labels),
  image_url: `/static/banners/${p.art}.webp`,
  summary: p.summary,
  content: contentOf(p),
  starts_at: p.startsAt,
  ends_at: p.endsAt ?? null,
  sort_order: i + 1,
}));

/** [deposits, valid bets, upgrade bonus, monthly bonus, birthday bonus, daily withdraw limit] in whole units; rebate basis points; withdrawals a day. */
const VIP: ReadonlyArray<readonly [number, number, number, number, number, number, number, number]> = [
  [0, 0, 0, 0, 0, 40, 20_000, 3],
  [1_000, 5_000, 18, 8, 18, 45, 50_000, 5],
  [5_000, 25_000, 58, 18, 38, 50, 80_000, 5],
  [20_000, 100_000, 188, 38, 88, 55, 100_000, 8],
  [50_000, 300_000, 388, 88, 188, 60, 200_000, 8],
  [100_000, 800_000, 888, 188, 388, 70, 300_000, 10],
  [300_000, 2_000_000, 1_888, 388, 588, 80, 500_000, 10],
  [800_000, 5_000_000, 3_888, 888, 888, 90, 1_000_000, 15],
  [2_000_000, 12_000_000, 8_888, 1_888, 1_888, 100, 2_000_000, 15],
  [5_000_000, 30_000_000, 18_888, 3_888, 3_888, 110, 5_000_000, 20],
  [10_000_000, 60_000_000, 38_888, 8_888, 8_888, 120, 10_000_000, 20],
];

const cents = (units: number): number => units * 100;

/** VIP0 to VIP10; money in minor units. */
export const SEED_VIP_LEVELS: NewVipLevel[] = VIP.map(
  ([deposit, bet, upgrade, monthly, birthday, rebate, limit, count], level) => ({
    rank_level: level,
    label_name: `VIP${level}`,
    deposit_requirement: cents(deposit),
    bet_requirement: cents(bet),
    upgrade_bonus: cents(upgrade),
    monthly_bonus: cents(monthly),
    birthday_bonus: cents(birthday),
    rebate_rate_bp: rebate,
    daily_withdraw_limit: cents(limit),
    daily_withdraw_count: count,
  }),
);
