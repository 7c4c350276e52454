import type { TeamOverview } from '@tessera/api/contract';
import {
  NOT_AN_AGENT,
  PLATFORM_DAY_UTC_OFFSET_MINUTES,
  TEAM_OVERVIEW_MAX_DAYS,
  TEAM_RANGE_CODES,
} from '@tessera/api/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { iso, MINUTE } from '../clock';
import type { Db } from '../db/open';
import type { Database } from '../db/schema';
import { HttpError } from '../http/refusal';
import { readSetting } from '../system/settings';

const DAY_MS = 24 * 60 * MINUTE;
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A half-open span of moments, ISO 8601 UTC (the database's form): `start <= t < end`. */
export interface MomentRange {
  start: string;
  end: string;
}

/** 400 with the range's own code. */
const badRange = (code: string, message: string): HttpError => new HttpError(400, message, code);

/** 403 NOT_AN_AGENT. */
export const notAnAgent = (): HttpError => new HttpError(403, 'The agent centre is for agents only', NOT_AN_AGENT);

/** The moment a YYYY-MM-DD calendar day starts in the platform's zone, or undefined when it is no such day. */
export function dayStart(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = DAY_TEXT.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2024-02-30 over to March and reads years below 100 as 19xx: neither is the day asked.
  if (midnight.getUTCFullYear() !== year || midnight.getUTCMonth() !== month - 1 || midnight.getUTCDate() !== day)
    return undefined;
  return midnight.getTime() - PLATFORM_DAY_UTC_OFFSET_MINUTES * MINUTE;
}

/**
 * The moments of a day range (both days included) in the platform's zone; 400 INVALID_DATE,
 * DATE_RANGE_REVERSED or DATE_RANGE_TOO_LONG when it cannot be read or is too long.
 */
export function dayRange(from: unknown, to: unknown): MomentRange {
  const start = dayStart(from);
  if (start === undefined)
    throw badRange(TEAM_RANGE_CODES.invalidDate, 'from must be a calendar day written YYYY-MM-DD');
  const last = dayStart(to);
  if (last === undefined) throw badRange(TEAM_RANGE_CODES.invalidDate, 'to must be a calendar day written YYYY-MM-DD');
  if (last < start) throw badRange(TEAM_RANGE_CODES.reversed, 'from must not be after to');
  const days = Math.round((last - start) / DAY_MS) + 1;
  if (days > TEAM_OVERVIEW_MAX_DAYS)
    throw badRange(TEAM_RANGE_CODES.tooLong, `A range covers at most ${TEAM_OVERVIEW_MAX_DAYS} days`);
  return { start: iso(start), end: iso(last + DAY_MS) };
}

/**
 * The agent's team: every member below the agent, at any depth, through `upline_id`. UNION (not
 * UNION ALL) keeps the walk finite even if the data ever held a loop.
 */
function withTeam(db: Kysely<Database>, agentId: number) {
  return db.withRecursive('team(id)', (qb) =>
    qb
      .selectFrom('members')
      .select('id')
      .where('upline_id', '=', agentId)
      .union((eb) => eb.selectFrom('members as m').innerJoin('team', 'team.id', 'm.upline_id').select('m.id')),
  );
}

/** Deeper than any real team; bounds the level walk, which a loop in the data would otherwise never end. */
export const TEAM_DEPTH_MAX = 64;

/**
 * The agent's team with each member's level below the agent (1: the agent's direct downlines), as
 * the CTE `team_levels(id, level)`. The same walk as {@link withTeam}; as it carries the level,
 * UNION alone cannot end a loop, so the depth is bounded and each member keeps its least level.
 * The agent itself is never in it, even when the data loops back to it.
 */
export function withTeamLevels(db: Kysely<Database>, agentId: number) {
  return db
    .withRecursive('walk(id, level)', (qb) =>
      qb
        .selectFrom('members')
        .select(['id', sql<number>`1`.as('level')])
        .where('upline_id', '=', agentId)
        .union((eb) =>
          eb
            .selectFrom('members as m')
            .innerJoin('walk', 'walk.id', 'm.upline_id')
            .select(['m.id', sql<number>`walk.level + 1`.as('level')])
            .where('walk.level', '<', TEAM_DEPTH_MAX),
        ),
    )
    .with('team_levels', (qb) =>
      qb
        .selectFrom('walk')
        .select((eb) => ['walk.id', eb.fn.min<number>('walk.level').as('level')])
        .where('walk.id', '!=', agentId)
        .groupBy('walk.id'),
    );
}

const num = (value: unknown): number => Number(value ?? 0);

/** The figures of the agent's team over the range (see {@link TeamOverview}); amounts in minor units. */
export async function teamOverview(db: Db, agentId: number, range: MomentRange): Promise<TeamOverview> {
  const currency = await readSetting(db, 'wallet.currency');
  // One transaction: every figure is read from the same state of the database.
  return db.transaction().execute(async (trx) => {
    const team = withTeam(trx, agentId);
    const people = await team
      .selectFrom('team')
      .innerJoin('members as m', 'm.id', 'team.id')
      .where('team.id', '!=', agentId)
      .select((eb) => [
        eb.fn.countAll<number>().as('teamSize'),
        eb.fn.sum<number>(eb.case().when('m.upline_id', '=', agentId).then(1).else(0).end()).as('directDownlines'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb('m.created_at', '>=', range.start), eb('m.created_at', '<', range.end)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('newMembers'),
      ])
      .executeTakeFirstOrThrow();

    const bets = await team
      .selectFrom('bets as b')
      .innerJoin('team', 'team.id', 'b.member_id')
      .where('b.member_id', '!=', agentId)
      .where('b.created_at', '>=', range.start)
      .where('b.created_at', '<', range.end)
      .select((eb) => [
        eb.fn.count<number>('b.member_id').distinct().as('activeMembers'),
        eb.fn.sum<number>('b.stake').as('betAmount'),
        eb.fn.sum<number>(eb('b.win', '-', eb.ref('b.stake'))).as('profitLoss'),
      ])
      .executeTakeFirstOrThrow();

    const wallets = await team
      .selectFrom('wallets as w')
      .innerJoin('team', 'team.id', 'w.member_id')
      .where('w.member_id', '!=', agentId)
      .select((eb) => eb.fn.sum<number>('w.balance').as('teamBalance'))
      .executeTakeFirstOrThrow();

    // Deposits credit a wallet (positive amounts); withdrawals take from it (negative), and a
    // withdrawal handed back would count against them.
    const cash = await team
      .selectFrom('wallets as w')
      .innerJoin('team', 'team.id', 'w.member_id')
      .innerJoin('ledger_transfers as t', (join) =>
        join.on(
          't.account',
          '=',
          sql<string>`'member:' || ${sql.ref('w.member_id')} || ':' || ${sql.ref('w.wallet_code')}`,
        ),
      )
      .where('w.member_id', '!=', agentId)
      .where('t.kind', 'in', ['DEPOSIT', 'WITHDRAWAL'])
      .where('t.created_at', '>=', range.start)
      .where('t.created_at', '<', range.end)
      .select((eb) => [
        eb.fn
          .sum<number>(eb.case().when('t.kind', '=', 'DEPOSIT').then(eb.ref('t.amount')).else(0).end())
          .as('depositAmount'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when('t.kind', '=', 'WITHDRAWAL')
              .then(eb.neg(eb.ref('t.amount')))
              .else(0)
              .end(),
          )
          .as('withdrawAmount'),
      ])
      .executeTakeFirstOrThrow();

    return {
      teamSize: num(people.teamSize),
      directDownlines: num(people.directDownlines),
      newMembers: num(people.newMembers),
      activeMembers: num(bets.activeMembers),
      teamBalance: num(wallets.teamBalance),
      betAmount: num(bets.betAmount),
      profitLoss: num(bets.profitLoss),
      depositAmount: num(cash.depositAmount),
      withdrawAmount: num(cash.withdrawAmount),
      currency,
    };
  });
}
