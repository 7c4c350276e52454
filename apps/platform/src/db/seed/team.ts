import { MEMBER_TYPES } from '@tessera/api/contract';
import type { Clock } from '../../clock';
import { iso, MINUTE } from '../../clock';
import { drawReels, multiplierOf, STAKES } from '../../game/slot';
import { hashPassword } from '../../identity/passwords';
import { HOUSE_ACCOUNTS, transfer } from '../../wallet/ledger';
import type { Db } from '../open';
import { generator, pick } from './catalogue/random';
import { SEED_PASSWORD } from './members';

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The secret the team's past spins were drawn with (history only: live spins use the game's own seed). */
const HISTORY_REELS_SEED = 'tessera-seeded-team-history';

interface TeamSeed {
  account: string;
  nickname: string;
  /** The account of the upline (demo_agent, or an agent of the team). */
  upline: string;
  type: number;
  invitationCode?: string;
  /** Registered this long before seeding. */
  joinedHoursAgo: number;
  /** Paid in through deposits, in minor units, in this order. */
  deposits: number[];
  /** Spins played since joining. */
  spins: number;
  /** Asked to withdraw near the end, in minor units. */
  withdrawal?: number;
}

/**
 * demo_agent's team beside demo_member (already its downline): four direct downlines, one of them
 * an agent with three downlines of its own. Prefixed `team_` so no test or journey registers
 * these names. Their money arrives and leaves through the ledger, so every wallet equals its
 * entries, and their bets are spins of the demo slot spread from joining until seeding.
 */
export const SEED_TEAM: readonly TeamSeed[] = [
  { account: 'team_khang', nickname: 'Khang', upline: 'demo_agent', type: MEMBER_TYPES.agentLevel2, invitationCode: 'TEAMKHANG', joinedHoursAgo: 60 * 24, deposits: [200_000, 150_000], spins: 40, withdrawal: 50_000 },
  { account: 'team_lan', nickname: 'Lan', upline: 'demo_agent', type: MEMBER_TYPES.member, joinedHoursAgo: 41 * 24, deposits: [100_000, 50_000], spins: 36, withdrawal: 20_000 },
  { account: 'team_minh', nickname: 'Minh', upline: 'demo_agent', type: MEMBER_TYPES.member, joinedHoursAgo: 12 * 24, deposits: [30_000], spins: 24 },
  { account: 'team_hoa', nickname: 'Hoa', upline: 'demo_agent', type: MEMBER_TYPES.member, joinedHoursAgo: 3, deposits: [10_000], spins: 8 },
  { account: 'team_binh', nickname: 'Binh', upline: 'team_khang', type: MEMBER_TYPES.member, joinedHoursAgo: 20 * 24, deposits: [80_000], spins: 30, withdrawal: 15_000 },
  { account: 'team_chi', nickname: 'Chi', upline: 'team_khang', type: MEMBER_TYPES.member, joinedHoursAgo: 5 * 24, deposits: [25_000], spins: 16 },
  { account: 'team_duc', nickname: 'Duc', upline: 'team_khang', type: MEMBER_TYPES.member, joinedHoursAgo: 30, deposits: [0], spins: 0 },
];

type Event = { at: number } & ({ kind: 'deposit'; amount: number } | { kind: 'withdrawal'; amount: number } | { kind: 'spin'; stake: number; gameId: number });

/** What a seeded member does, in time order: deposits soon after joining, spins spread until seeding, a withdrawal near the end. */
function eventsOf(seed: TeamSeed, index: number, joinedAt: number, seededAt: number, games: ReadonlyArray<{ id: number; min_bet: number }>): Event[] {
  const roll = generator(7_000 + index);
  const span = Math.max(seededAt - joinedAt - 2 * HOUR, HOUR);
  const events: Event[] = seed.deposits.filter((a) => a > 0).map((amount, i) => ({ kind: 'deposit', amount, at: joinedAt + HOUR + Math.floor((span * i) / 2) }));
  for (let i = 0; i < seed.spins; i += 1) {
    const game = pick(games, roll(0, games.length - 1));
    const stakes = STAKES.filter((s) => s >= game.min_bet);
    // A third of the spins fall in the last day before seeding, so "today" has play.
    const at = i % 3 === 0 ? seededAt - roll(5, 20 * 60) * MINUTE : joinedAt + 2 * HOUR + roll(0, span - 1);
    events.push({ kind: 'spin', stake: pick(stakes.length ? stakes : [...STAKES], roll(0, 4)), gameId: game.id, at: Math.min(at, seededAt - MINUTE) });
  }
  if (seed.withdrawal) events.push({ kind: 'withdrawal', amount: seed.withdrawal, at: seededAt - 2 * HOUR });
  return events.sort((a, b) => a.at - b.at);
}

const fixedClock = (at: number): Clock => ({ now: () => at, sleep: async () => undefined });

/**
 * Adds the members of demo_agent's team that are missing, each with its deposits, spins and
 * withdrawal, in one transaction per member; members already there are left as they are.
 */
export async function seedTeam(db: Db, seededAt: number = Date.now()): Promise<void> {
  const accounts = new Map((await db.selectFrom('members').select(['id', 'account']).execute()).map((m) => [m.account, m.id]));
  const missing = SEED_TEAM.filter((s) => !accounts.has(s.account));
  if (!accounts.has('demo_agent') || missing.length === 0) return;
  const games = await db.selectFrom('games').select(['id', 'min_bet']).where('game_type', '=', 'RNG').orderBy('sort_order').orderBy('id').limit(6).execute();
  if (games.length === 0) return;
  const passwordHash = await hashPassword(SEED_PASSWORD);

  for (const [index, seed] of SEED_TEAM.entries()) {
    if (accounts.has(seed.account)) continue;
    const uplineId = accounts.get(seed.upline);
    if (uplineId === undefined) continue;
    const joinedAt = seededAt - seed.joinedHoursAgo * HOUR;
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('members')
        .values({
          account: seed.account,
          nickname: seed.nickname,
          mobile_num: null,
          dialing_code: null,
          email: null,
          password_hash: passwordHash,
          type: seed.type,
          club_label: 'VIP1',
          club_rank: 1,
          member_labels: '[]',
          invitation_code: seed.invitationCode ?? null,
          upline_id: uplineId,
          first_time_login: 0,
          password_changed_at: iso(joinedAt),
          created_at: iso(joinedAt),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      accounts.set(seed.account, id);
      let balance = 0;
      for (const [n, event] of eventsOf(seed, index, joinedAt, seededAt, games).entries()) {
        const clock = fixedClock(event.at);
        if (event.kind === 'deposit') {
          balance = (await transfer(trx, clock, { memberId: id, amount: event.amount, counterAccount: HOUSE_ACCOUNTS.deposits, kind: 'DEPOSIT', idempotencyKey: `seed:deposit:${n}`, memo: 'Deposit by QR banking' })).balance;
        } else if (event.kind === 'withdrawal') {
          if (event.amount > balance) continue;
          balance = (await transfer(trx, clock, { memberId: id, amount: -event.amount, counterAccount: HOUSE_ACCOUNTS.withdrawals, kind: 'WITHDRAWAL', idempotencyKey: `seed:withdraw:${n}`, memo: 'Withdrawal to bank account' })).balance;
        } else {
          if (event.stake > balance) continue;
          const key = `seed-spin-${n}`;
          const reels = drawReels(HISTORY_REELS_SEED, id, key);
          const win = event.stake * multiplierOf(reels);
          balance = (await transfer(trx, clock, { memberId: id, amount: -event.stake, counterAccount: HOUSE_ACCOUNTS.games, kind: 'BET', idempotencyKey: `${key}:stake`, memo: `spin in game ${event.gameId}` })).balance;
          if (win > 0) balance = (await transfer(trx, clock, { memberId: id, amount: win, counterAccount: HOUSE_ACCOUNTS.games, kind: 'WIN', idempotencyKey: `${key}:win`, memo: `win in game ${event.gameId}` })).balance;
          await trx
            .insertInto('bets')
            .values({ member_id: id, game_id: event.gameId, idempotency_key: key, stake: event.stake, win, outcome: JSON.stringify(reels), balance_after: balance, created_at: iso(event.at) })
            .execute();
        }
      }
    });
  }
}
