import { MEMBER_TYPES } from '@tessera/api/contract';
import { iso, MINUTE } from '../../clock';
import { STAKES } from '../../game/slot';
import { hashPassword } from '../../identity/passwords';
import { HOUSE_ACCOUNTS } from '../../wallet/ledger';
import type { Db } from '../open';
import type { NewMember } from '../schema';
import { insertMany, SeedBooks } from './books';
import { SECOND_LANE_PROVIDER_IDS } from './catalogue/providers';
import { generator, pick, weighted } from './catalogue/random';
import { SEED_PASSWORD } from './members';

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface TeamSeed {
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

/** A generated member of the team: who, under whom, since when, and how much it plays. */
export interface GeneratedMember {
  account: string;
  nickname: string;
  upline: string;
  type: number;
  /** Levels below demo_agent: 1 for its direct downlines. */
  level: number;
  /** Registered this many minutes before the seed's moment. */
  joinedMinutesAgo: number;
  deposits: number;
  bets: number;
  withdrawals: number;
}

/**
 * demo_agent's team beside demo_member (already its downline): four direct downlines, one of them
 * an agent with three downlines of its own. Prefixed `team_` so no test or journey registers
 * these names. Their money arrives and leaves through the ledger, so every wallet equals its
 * entries, and their bets are spins of the demo slot spread from joining until seeding.
 */
export const SEED_TEAM: readonly TeamSeed[] = [
  {
    account: 'team_khang',
    nickname: 'Khang',
    upline: 'demo_agent',
    type: MEMBER_TYPES.agentLevel2,
    invitationCode: 'TEAMKHANG',
    joinedHoursAgo: 60 * 24,
    deposits: [200_000, 150_000],
    spins: 40,
    withdrawal: 50_000,
  },
  {
    account: 'team_lan',
    nickname: 'Lan',
    upline: 'demo_agent',
    type: MEMBER_TYPES.member,
    joinedHoursAgo: 41 * 24,
    deposits: [100_000, 50_000],
    spins: 36,
    withdrawal: 20_000,
  },
  {
    account: 'team_minh',
    nickname: 'Minh',
    upline: 'demo_agent',
    type: MEMBER_TYPES.member,
    joinedHoursAgo: 12 * 24,
    deposits: [30_000],
    spins: 24,
  },
  {
    account: 'team_hoa',
    nickname: 'Hoa',
    upline: 'demo_agent',
    type: MEMBER_TYPES.member,
    joinedHoursAgo: 3,
    deposits: [10_000],
    spins: 8,
  },
  {
    account: 'team_binh',
    nickname: 'Binh',
    upline: 'team_khang',
    type: MEMBER_TYPES.member,
    joinedHoursAgo: 20 * 24,
    deposits: [80_000],
    spins: 30,
    withdrawal: 15_000,
  },
  {
    account: 'team_chi',
    nickname: 'Chi',
    upline: 'team_khang',
    type: MEMBER_TYPES.member,
    joinedHoursAgo: 5 * 24,
    deposits: [25_000],
    spins: 16,
  },
  {
    account: 'team_duc',
    nickname: 'Duc',
    upline: 'team_khang',
    type: MEMBER_TYPES.member,
    joinedHoursAgo: 30,
    deposits: [0],
    spins: 0,
  },
];

type Event = { at: number } & (
  | { kind: 'deposit'; amount: number }
  | { kind: 'withdrawal'; amount: number }
  | { kind: 'spin'; stake: number; gameId: number }
);

interface PlayableGame {
  id: number;
  min_bet: number;
}

/** A stake of the demo slot at or above the game's minimum bet. */
const stakeFor = (game: PlayableGame, roll: number): number => {
  const stakes = STAKES.filter((s) => s >= game.min_bet);
  return pick(stakes.length ? stakes : [...STAKES], roll);
};

/** What a named member does, in time order: deposits soon after joining, spins spread until seeding, a withdrawal near the end. */
function eventsOf(
  seed: TeamSeed,
  index: number,
  joinedAt: number,
  seededAt: number,
  games: readonly PlayableGame[],
): Event[] {
  const roll = generator(7_000 + index);
  const span = Math.max(seededAt - joinedAt - 2 * HOUR, HOUR);
  const events: Event[] = seed.deposits
    .filter((a) => a > 0)
    .map((amount, i) => ({ kind: 'deposit', amount, at: joinedAt + HOUR + Math.floor((span * i) / 2) }));
  for (let i = 0; i < seed.spins; i += 1) {
    const game = pick(games, roll(0, games.length - 1));
    // A third of the spins fall in the last day before seeding, so "today" has play.
    const at = i % 3 === 0 ? seededAt - roll(5, 20 * 60) * MINUTE : joinedAt + 2 * HOUR + roll(0, span - 1);
    events.push({
      kind: 'spin',
      stake: stakeFor(game, roll(0, 4)),
      gameId: game.id,
      at: Math.min(at, seededAt - MINUTE),
    });
  }
  if (seed.withdrawal) events.push({ kind: 'withdrawal', amount: seed.withdrawal, at: seededAt - 2 * HOUR });
  return events.sort((a, b) => a.at - b.at);
}

const GIVEN_NAMES = [
  'An',
  'Bao',
  'Cuong',
  'Dung',
  'Giang',
  'Hai',
  'Hanh',
  'Hieu',
  'Huong',
  'Huy',
  'Khanh',
  'Linh',
  'Long',
  'Mai',
  'Nam',
  'Ngoc',
  'Nhung',
  'Phong',
  'Phuong',
  'Quan',
  'Quynh',
  'Son',
  'Tam',
  'Thanh',
  'Thao',
  'Trang',
  'Trung',
  'Tuan',
  'Uyen',
  'Van',
  'Vy',
  'Yen',
];
const INITIALS = 'BCDHKLNPTV';

/** Direct downlines of a level's agents: [fewest, most], and one agent in every `agentEvery` of them. */
const SHAPE: Readonly<Record<number, { children: readonly [number, number]; agentEvery: number }>> = {
  1: { children: [12, 18], agentEvery: 9 },
  2: { children: [6, 10], agentEvery: 8 },
  3: { children: [3, 5], agentEvery: 0 },
};
/** demo_agent's generated direct downlines, one in ten an agent. */
const LEVEL_ONE = 120;
const YEAR_MINUTES = 365 * 24 * 60;

/**
 * The generated part of demo_agent's team, the same on every run: 120 direct downlines, and below
 * each agent among them downlines of its own, four levels deep (about 540 members). Accounts are
 * `team_` with the level and a number (`team_20117`), so no search for a named member finds them.
 * Each has joined at a fixed time in the last year (a downline after its upline) and plays in one of
 * three ways: rarely (one deposit, a few bets), casually, or regularly (deposits every month or so,
 * a hundred bets, withdrawals).
 */
export const GENERATED_TEAM: readonly GeneratedMember[] = (() => {
  const next = generator(17_017);
  const members: GeneratedMember[] = [];
  const counts = new Map<number, number>();
  const add = (upline: string, level: number, uplineJoined: number, agent: boolean): GeneratedMember => {
    const seq = (counts.get(level) ?? 0) + 1;
    counts.set(level, seq);
    // Uniform over the year for the first level; a downline joins after its upline, mostly while
    // the upline is new (a recruiter's first months), at least a day before the seed.
    const joinedMinutesAgo =
      level === 1
        ? next(2 * 24 * 60, YEAR_MINUTES)
        : Math.max(24 * 60, next(Math.floor(uplineJoined * 0.4), uplineJoined - 60));
    const style = weighted(next(0, 99), [
      [15, 'rare'],
      [75, 'casual'],
      [100, 'regular'],
    ] as const);
    const member: GeneratedMember = {
      account: `team_${level}${String(seq).padStart(4, '0')}`,
      nickname: `${pick(GIVEN_NAMES, next(0, GIVEN_NAMES.length - 1))} ${pick([...INITIALS], next(0, INITIALS.length - 1))}.`,
      upline,
      type: agent ? MEMBER_TYPES.agentLevel2 : MEMBER_TYPES.member,
      level,
      joinedMinutesAgo,
      deposits: style === 'rare' ? 1 : style === 'casual' ? next(1, 4) : next(4, 12),
      bets: style === 'rare' ? next(0, 6) : style === 'casual' ? next(12, 60) : next(80, 220),
      withdrawals: style === 'regular' ? next(1, 4) : style === 'casual' ? next(0, 1) : 0,
    };
    members.push(member);
    return member;
  };
  const grow = (agent: GeneratedMember): void => {
    const shape = SHAPE[agent.level];
    if (!shape) return;
    const children = next(shape.children[0], shape.children[1]);
    for (let i = 0; i < children; i += 1) {
      const isAgent = shape.agentEvery > 0 && i % shape.agentEvery === 0;
      const child = add(agent.account, agent.level + 1, agent.joinedMinutesAgo, isAgent);
      if (isAgent) grow(child);
    }
  };
  const firstLevel = Array.from({ length: LEVEL_ONE }, (_, i) => add('demo_agent', 1, YEAR_MINUTES, i % 10 === 0));
  for (const member of firstLevel) if (member.type !== MEMBER_TYPES.member) grow(member);
  // Uplines before downlines, so each one's id is known when its downlines are inserted.
  return members.sort((a, b) => a.level - b.level);
})();

/** Share of bets by game type, as rolls 0–99 below a threshold: slots most, then live, sports, fishing and card games. */
const BET_TYPES = [
  [58, 'RNG'],
  [72, 'LIVE'],
  [84, 'SPORTS'],
  [93, 'FISH'],
  [100, 'PVP'],
] as const;

/**
 * The games seeded bets are placed in: the first of each type in list order, from providers not
 * under maintenance, and not of a studio's second lane (see SECOND_LANE_PROVIDER_IDS).
 */
export async function playableGames(db: Db): Promise<Map<string, PlayableGame[]>> {
  const byType = new Map<string, PlayableGame[]>();
  for (const [, type] of BET_TYPES) {
    const games = await db
      .selectFrom('games as g')
      .innerJoin('game_providers as p', 'p.id', 'g.provider_id')
      .select(['g.id', 'g.min_bet'])
      .where('g.game_type', '=', type)
      .where('p.maintenance', '=', 0)
      .where('p.id', 'not in', SECOND_LANE_PROVIDER_IDS)
      .orderBy('g.sort_order')
      .orderBy('g.id')
      .limit(type === 'RNG' ? 60 : 20)
      .execute();
    if (games.length) byType.set(type, games);
  }
  return byType;
}

/** A game of a type drawn by its share (slots when the catalogue lacks the type). */
export function drawGame(
  games: ReadonlyMap<string, readonly PlayableGame[]>,
  roll: (min: number, max: number) => number,
): PlayableGame {
  const type = weighted(roll(0, 99), BET_TYPES);
  const list = games.get(type) ?? games.get('RNG') ?? [];
  return pick(list, roll(0, list.length - 1));
}

/** A generated member's year: deposits from joining on, bets spread until the seed, withdrawals when there is money to take out. */
function generatedEvents(
  member: GeneratedMember,
  index: number,
  joinedAt: number,
  seededAt: number,
  games: ReadonlyMap<string, readonly PlayableGame[]>,
): Event[] {
  const roll = generator(90_000 + index);
  const span = Math.max(seededAt - joinedAt - 3 * HOUR, HOUR);
  // A member who joined lately has played for less of the year: bets in proportion (a fifth at least).
  const bets = Math.round(member.bets * Math.max(0.2, Math.min(1, span / (365 * DAY))));
  const events: Event[] = [];
  for (let i = 0; i < member.deposits; i += 1) {
    const at = i === 0 ? joinedAt + 30 * MINUTE : joinedAt + HOUR + roll(0, span - 1);
    events.push({ kind: 'deposit', amount: roll(2, 50) * 1_000, at });
  }
  for (let i = 0; i < bets; i += 1) {
    const game = drawGame(games, roll);
    events.push({
      kind: 'spin',
      stake: stakeFor(game, roll(0, 4)),
      gameId: game.id,
      at: joinedAt + 2 * HOUR + roll(0, span - 1),
    });
  }
  for (let i = 0; i < member.withdrawals; i += 1)
    events.push({ kind: 'withdrawal', amount: roll(1, 20) * 1_000, at: joinedAt + 3 * HOUR + roll(0, span - 1) });
  // Nothing after the seed's moment.
  return events.map((e) => ({ ...e, at: Math.min(e.at, seededAt - MINUTE) })).sort((a, b) => a.at - b.at);
}

/** Records a member's events in the books; a spin or withdrawal the balance cannot cover is left out, as the platform would refuse it. */
function play(books: SeedBooks, memberId: number, events: readonly Event[]): void {
  for (const [n, event] of events.entries()) {
    if (event.kind === 'deposit')
      books.move(
        memberId,
        'MAIN',
        event.amount,
        HOUSE_ACCOUNTS.deposits,
        'DEPOSIT',
        `seed:deposit:${n}`,
        'Deposit by QR banking',
        event.at,
      );
    else if (event.kind === 'withdrawal')
      books.move(
        memberId,
        'MAIN',
        -event.amount,
        HOUSE_ACCOUNTS.withdrawals,
        'WITHDRAWAL',
        `seed:withdraw:${n}`,
        'Withdrawal to bank account',
        event.at,
      );
    else books.bet(memberId, event.gameId, event.stake, `seed-spin-${n}`, event.at, HOUSE_ACCOUNTS.games);
  }
}

/**
 * Adds the members of demo_agent's team that are missing (the named ones, then the generated
 * ones, uplines first), each with its deposits, bets and withdrawals, all in one transaction;
 * members already there are left as they are. Their money moves through the ledger's rows, so
 * every wallet equals its entries.
 */
export async function seedTeam(db: Db, seededAt: number = Date.now()): Promise<void> {
  const accounts = new Map(
    (await db.selectFrom('members').select(['id', 'account']).execute()).map((m) => [m.account, m.id]),
  );
  if (!accounts.has('demo_agent')) return;
  const missingNamed = SEED_TEAM.filter((s) => !accounts.has(s.account));
  const missingGenerated = GENERATED_TEAM.filter((s) => !accounts.has(s.account));
  if (missingNamed.length === 0 && missingGenerated.length === 0) return;
  const games = await playableGames(db);
  const slots = (games.get('RNG') ?? []).slice(0, 6);
  if (slots.length === 0) return;
  // One hash for every seeded team member: scrypt is slow by design, and they share the password.
  const passwordHash = await hashPassword(SEED_PASSWORD);

  await db.transaction().execute(async (trx) => {
    const books = await SeedBooks.open(trx);
    let nextId =
      Number(
        (
          await trx
            .selectFrom('members')
            .select((eb) => eb.fn.max<number>('id').as('id'))
            .executeTakeFirst()
        )?.id ?? 0,
      ) + 1;
    const rows: NewMember[] = [];
    const member = (
      account: string,
      nickname: string,
      type: number,
      uplineId: number,
      joinedAt: number,
      invitationCode: string | null,
    ): number => {
      const id = nextId++;
      rows.push({
        id,
        account,
        nickname,
        mobile_num: null,
        dialing_code: null,
        email: null,
        password_hash: passwordHash,
        type,
        club_label: 'VIP1',
        club_rank: 1,
        member_labels: '[]',
        invitation_code: invitationCode,
        upline_id: uplineId,
        first_time_login: 0,
        password_changed_at: iso(joinedAt),
        created_at: iso(joinedAt),
      });
      accounts.set(account, id);
      return id;
    };

    for (const [index, seed] of SEED_TEAM.entries()) {
      const uplineId = accounts.get(seed.upline);
      if (accounts.has(seed.account) || uplineId === undefined) continue;
      const joinedAt = seededAt - seed.joinedHoursAgo * HOUR;
      const id = member(seed.account, seed.nickname, seed.type, uplineId, joinedAt, seed.invitationCode ?? null);
      play(books, id, eventsOf(seed, index, joinedAt, seededAt, slots));
    }
    for (const [index, seed] of GENERATED_TEAM.entries()) {
      const uplineId = accounts.get(seed.upline);
      if (accounts.has(seed.account) || uplineId === undefined) continue;
      const joinedAt = seededAt - seed.joinedMinutesAgo * MINUTE;
      const code = seed.type === MEMBER_TYPES.member ? null : `T${seed.account.slice(5)}`;
      const id = member(seed.account, seed.nickname, seed.type, uplineId, joinedAt, code);
      play(books, id, generatedEvents(seed, index, joinedAt, seededAt, games));
    }
    await insertMany(trx, 'members', rows);
    await books.flush(trx);
  });
}
