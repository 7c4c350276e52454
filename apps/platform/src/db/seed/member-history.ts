import type { PointType } from '@tessera/api/contract';
import { formatAmount } from '@tessera/format';
import { iso, MINUTE } from '../../clock';
import { HOUSE_ACCOUNTS, walletAccount } from '../../wallet/ledger';
import type { Db } from '../open';
import { insertMany, SeedBooks } from './books';
import { generator, pick } from './catalogue/random';
import { drawGame, playableGames } from './team';

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** The member whose year of play is seeded. */
export const HISTORY_ACCOUNT = 'demo_member';
/** Its wallets at the end of the year, in minor units (the balances this app's README lists). */
export const HISTORY_FINAL_BALANCES: Readonly<Record<string, number>> = { MAIN: 1_254_350, SABA: 85_000, EVO: 0 };
/** Days of history before the seed's moment. */
export const HISTORY_DAYS = 365;
/** Generated inbox messages take ids from here (the hand-written ones have small ids). */
export const HISTORY_INBOX_FIRST_ID = 1_001;

const POINT_TYPE: Readonly<Record<string, PointType>> = {
  RNG: 'slots',
  FISH: 'slots',
  LIVE: 'live',
  SPORTS: 'sports',
  PVP: 'pvp',
};
const POINT_REMARK: Readonly<Record<PointType, string>> = {
  slots: 'Slots turnover',
  live: 'Live casino turnover',
  sports: 'Sports turnover',
  pvp: 'PVP turnover',
  lottery: 'Lottery turnover',
  deposit: 'Deposit bonus points',
  redeem: 'Redeemed',
  convert: 'Converted',
};

const NEWSLETTERS: ReadonlyArray<readonly [string, string]> = [
  ['New slots this week', '<p>Fresh releases from our studios are waiting under <em>Slots → New</em>.</p>'],
  ['Weekend reload bonus', '<p>Deposit this weekend and get 10% extra, up to 200.00.</p>'],
  ['Live casino: new tables open', '<p>More baccarat and roulette tables are open around the clock.</p>'],
  ['Parlay boost is back', '<p>Parlays of four legs or more win up to 20% more this week.</p>'],
  ['Double points weekend', '<p>Every valid bet earns twice the points on Saturday and Sunday.</p>'],
  [
    'Scheduled maintenance',
    '<p>The site is unavailable on Tuesday from 02:00 to 04:00 (GMT+7). Balances are not affected.</p>',
  ],
  ['Fishing prize hour', '<p>Boss prizes pay three times between 20:00 and 21:00 tonight.</p>'],
  ['Security reminder', '<p>We never ask for your password or SMS code. Log in only from the official address.</p>'],
];

/**
 * demo_member's year, the same on every run (fixed offsets before the seed's moment): play on about
 * half the days, in sessions of 5 to 30 bets across slots, live casino, sports, fishing and card
 * games; a deposit every week or so, withdrawals when the balance grows, moves between MAIN and the
 * SABA and EVO wallets; at the end the wallets are brought to the README's balances by one last
 * move each. Points are earned from each week's turnover and each deposit; every deposit, withdrawal
 * and weekly rebate sends an inbox message, besides newsletters (all read: the unread ones are the
 * hand-written ones). Written only for a member whose wallets have no ledger entries yet.
 */
export async function seedMemberHistory(db: Db, anchor: number): Promise<void> {
  const member = await db.selectFrom('members').select('id').where('account', '=', HISTORY_ACCOUNT).executeTakeFirst();
  if (!member) return;
  const id = member.id;
  const moved = await db
    .selectFrom('ledger_entries')
    .select('id')
    .where('account', '>=', walletAccount(id, ''))
    .where('account', '<', `member:${id};`)
    .executeTakeFirst();
  if (moved) return;
  const games = await playableGames(db);
  if (!games.get('RNG')?.length) return;
  const typeOf = new Map(
    (
      await db
        .selectFrom('games')
        .select(['id', 'game_type'])
        .where(
          'id',
          'in',
          [...games.values()].flat().map((g) => g.id),
        )
        .execute()
    ).map((g) => [g.id, g.game_type]),
  );

  const roll = generator(365_001);
  const start = anchor - HISTORY_DAYS * DAY;
  // One transaction: the books continue after the ledger's last ids, which nothing else may take meanwhile.
  await db.transaction().execute(async (trx) => {
    const books = await SeedBooks.open(trx);
    const inbox: Array<{ title: string; content: string; at: number }> = [];
    const points: Array<{ type: PointType; points: number; at: number }> = [];
    let keys = 0;
    const key = (kind: string) => `seed:${kind}:${String(++keys).padStart(5, '0')}`;
    const deposit = (amount: number, at: number) => {
      if (
        !books.move(
          id,
          'MAIN',
          amount,
          HOUSE_ACCOUNTS.deposits,
          'DEPOSIT',
          key('deposit'),
          pick(['Deposit by QR banking', 'Deposit by online banking', 'Deposit by e-wallet'], keys),
          at,
        )
      )
        return;
      inbox.push({
        title: 'Deposit received',
        content: `<p>Your deposit of ${formatAmount(amount)} has been credited to your main wallet.</p>`,
        at: at + 2 * MINUTE,
      });
      points.push({ type: 'deposit', points: Math.floor(amount / 1_000), at: at + MINUTE });
    };
    const withdraw = (amount: number, at: number) => {
      if (
        !books.move(
          id,
          'MAIN',
          -amount,
          HOUSE_ACCOUNTS.withdrawals,
          'WITHDRAWAL',
          key('withdraw'),
          'Withdrawal to bank account',
          at,
        )
      )
        return;
      inbox.push({
        title: 'Withdrawal paid',
        content: `<p>Your withdrawal of ${formatAmount(amount)} has been paid to your bank account.</p>`,
        at: at + 40 * MINUTE,
      });
    };

    let turnover = new Map<PointType, number>();
    let weekStake = 0;
    let weekEnd = start + WEEK;
    const closeWeeks = (until: number) => {
      while (weekEnd <= until) {
        for (const [type, stake] of turnover)
          if (stake >= 100) points.push({ type, points: Math.floor(stake / 100), at: weekEnd + HOUR });
        if (weekStake > 0)
          inbox.push({
            title: 'Weekly rebate paid',
            content: `<p>Your rebate of ${formatAmount(Math.max(1, Math.floor(weekStake / 100)))} for last week's valid bets has been paid.</p>`,
            at: weekEnd + 3 * HOUR,
          });
        turnover = new Map();
        weekStake = 0;
        weekEnd += WEEK;
      }
    };

    deposit(100_000, start + HOUR);
    for (let day = 0; day < HISTORY_DAYS; day += 1) {
      const dayStart = start + day * DAY;
      closeWeeks(dayStart);
      if (roll(0, 99) < 16) deposit(roll(5, 60) * 5_000, dayStart + roll(7, 11) * HOUR + roll(0, 59) * MINUTE);
      if (roll(0, 99) < 52) {
        // An evening session: bets a minute or two apart.
        let at = dayStart + roll(12, 21) * HOUR + roll(0, 59) * MINUTE;
        const bets = roll(5, 30);
        for (let i = 0; i < bets; i += 1) {
          const game = drawGame(games, roll);
          const stake = [10, 50, 100, 200, 500].filter((s) => s >= game.min_bet)[roll(0, 2)] ?? 100;
          if (books.bet(id, game.id, stake, key('spin'), at, HOUSE_ACCOUNTS.games)) {
            const type = POINT_TYPE[typeOf.get(game.id) ?? 'RNG'] ?? 'slots';
            turnover.set(type, (turnover.get(type) ?? 0) + stake);
            weekStake += stake;
          }
          at += roll(40, 150) * 1_000;
        }
      }
      const main = books.balance(id);
      if (main > 800_000 && roll(0, 99) < 30)
        withdraw(
          Math.min(5_000_000, Math.floor(((main - 300_000) * roll(40, 80)) / 100 / 1_000) * 1_000),
          dayStart + roll(9, 20) * HOUR,
        );
      if (roll(0, 99) < 8) {
        const to = roll(0, 1) === 0 ? 'SABA' : 'EVO';
        books.between(
          id,
          'MAIN',
          to,
          roll(2, 40) * 2_500,
          key('transfer'),
          `Transfer to ${to}`,
          dayStart + roll(8, 22) * HOUR,
        );
      } else if (roll(0, 99) < 6) {
        const from = roll(0, 1) === 0 ? 'SABA' : 'EVO';
        const amount = Math.floor(books.balance(id, from) / 2 / 100) * 100;
        if (amount > 0)
          books.between(
            id,
            from,
            'MAIN',
            amount,
            key('transfer'),
            `Transfer from ${from}`,
            dayStart + roll(8, 22) * HOUR,
          );
      }
      if (day % 4 === 1) {
        const [title, content] = pick(NEWSLETTERS, day);
        inbox.push({ title, content, at: dayStart + 9 * HOUR });
      }
    }
    closeWeeks(anchor);

    // The last moves of the year bring each wallet to its listed balance.
    const settleAt = anchor - 3 * HOUR;
    for (const code of ['SABA', 'EVO']) {
      const diff = (HISTORY_FINAL_BALANCES[code] ?? 0) - books.balance(id, code);
      if (diff > 0 && books.balance(id) < diff) deposit(diff, settleAt - MINUTE);
      if (diff > 0) books.between(id, 'MAIN', code, diff, key('transfer'), `Transfer to ${code}`, settleAt);
      if (diff < 0) books.between(id, code, 'MAIN', -diff, key('transfer'), `Transfer from ${code}`, settleAt);
    }
    const diff = (HISTORY_FINAL_BALANCES.MAIN ?? 0) - books.balance(id);
    if (diff > 0) deposit(diff, settleAt + HOUR);
    if (diff < 0) withdraw(-diff, settleAt + HOUR);

    let balance = 0;
    const pointRows = points
      .sort((a, b) => a.at - b.at)
      .filter((p) => p.points > 0 && p.at < anchor)
      .map((p) => {
        balance += p.points;
        return {
          member_id: id,
          type: p.type,
          changed_points: p.points,
          balance_after: balance,
          remark: POINT_REMARK[p.type],
          idempotency_key: null,
          created_at: iso(p.at),
        };
      });
    const inboxRows = inbox
      .filter((m) => m.at < anchor)
      .sort((a, b) => a.at - b.at)
      .map((m, i) => ({
        id: HISTORY_INBOX_FIRST_ID + i,
        member_id: id,
        title: m.title,
        content: m.content,
        created_at: iso(m.at),
        read_at: iso(Math.min(m.at + roll(5, 600) * MINUTE, anchor)),
      }));

    await books.flush(trx);
    const hasPoints = await trx.selectFrom('point_records').select('id').where('member_id', '=', id).executeTakeFirst();
    if (!hasPoints) await insertMany(trx, 'point_records', pointRows);
    await trx
      .insertInto('inbox_messages')
      .values(inboxRows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
