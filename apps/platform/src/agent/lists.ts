import type { AgentDownline, AgentDownlines, AgentTeamBetting, AgentTeamBettor } from '@tessera/api/contract';
import { AGENT_LIST_CODES, AGENT_SEARCH_MAX_LENGTH, AGENT_TYPES } from '@tessera/api/contract';
import { sql } from 'kysely';
import type { Db } from '../db/open';
import { HttpError } from '../http/refusal';
import { readSetting } from '../system/settings';
import type { MomentRange } from './team';
import { withTeamLevels } from './team';

export interface AgentPage {
  pageNo: number;
  pageSize: number;
}

const refuse = (code: string, message: string): HttpError => new HttpError(400, message, code);

/** A query value given at most once: undefined when absent; a repeated one is refused with `code`. */
function single(query: Record<string, unknown>, name: string, code: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw refuse(code, `${name} may be given once`);
  return value;
}

/** Reads the account search, trimmed; empty or absent is no search. */
export function readAccountSearch(query: Record<string, unknown>): string | undefined {
  const text = single(query, 'account', AGENT_LIST_CODES.filterInvalid)?.trim();
  if (!text) return undefined;
  if (text.length > AGENT_SEARCH_MAX_LENGTH)
    throw refuse(AGENT_LIST_CODES.filterInvalid, `account searches at most ${AGENT_SEARCH_MAX_LENGTH} characters`);
  return text;
}

const pagesOf = (total: number, pageSize: number): number => Math.ceil(total / pageSize);
const num = (value: unknown): number => Number(value ?? 0);

/**
 * "The account contains `search`, in any case": instr on lowered text rather than LIKE, so the
 * `_` and `%` that accounts may hold are matched as themselves.
 */
const accountContains = (search: string) => sql<boolean>`instr(lower(m.account), ${search.toLowerCase()}) > 0`;

/** A page of the agent's team, level 1 first, then newest registered first, with each member's wallets summed. */
export async function agentDownlines(
  db: Db,
  agentId: number,
  page: AgentPage,
  filter: { account?: string; directOnly: boolean },
): Promise<AgentDownlines> {
  const currency = await readSetting(db, 'wallet.currency');
  return db.transaction().execute(async (trx) => {
    let base = withTeamLevels(trx, agentId).selectFrom('team_levels as tl').innerJoin('members as m', 'm.id', 'tl.id');
    if (filter.directOnly) base = base.where('tl.level', '=', 1);
    if (filter.account) base = base.where(accountContains(filter.account));
    const total = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const rows = await base
      .select((eb) => [
        'm.id',
        'm.account',
        'm.nickname',
        'm.type',
        'tl.level',
        'm.created_at',
        'm.last_login_at',
        eb.fn
          .coalesce(
            eb
              .selectFrom('wallets as w')
              .whereRef('w.member_id', '=', 'm.id')
              .select((w) => w.fn.sum<number>('w.balance').as('s')),
            eb.lit(0),
          )
          .as('balance'),
      ])
      .orderBy('tl.level')
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute();
    const content: AgentDownline[] = rows.map((r) => ({
      memberId: r.id,
      account: r.account,
      nickname: r.nickname,
      kind: AGENT_TYPES.includes(r.type) ? 'agent' : 'member',
      level: num(r.level),
      registeredAt: r.created_at,
      lastLoginAt: r.last_login_at,
      balance: num(r.balance),
    }));
    const totalElements = num(total.count);
    return { content, totalPages: pagesOf(totalElements, page.pageSize), totalElements, currency };
  });
}

/**
 * The team members who bet in the range (matching the account search when given), a page of them,
 * the biggest bet amount first, with the totals of all of them.
 */
export async function agentTeamBetting(
  db: Db,
  agentId: number,
  range: MomentRange,
  page: AgentPage,
  account?: string,
): Promise<AgentTeamBetting> {
  const currency = await readSetting(db, 'wallet.currency');
  return db.transaction().execute(async (trx) => {
    let base = withTeamLevels(trx, agentId)
      .selectFrom('bets as b')
      .innerJoin('team_levels as tl', 'tl.id', 'b.member_id')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .where('b.created_at', '>=', range.start)
      .where('b.created_at', '<', range.end);
    if (account) base = base.where(accountContains(account));
    const totals = await base
      .select((eb) => [
        eb.fn.count<number>('b.member_id').distinct().as('members'),
        eb.fn.countAll<number>().as('betCount'),
        eb.fn.sum<number>('b.stake').as('betAmount'),
        eb.fn.sum<number>('b.win').as('win'),
      ])
      .executeTakeFirstOrThrow();
    const rows = await base
      .groupBy(['m.id', 'm.account', 'm.nickname', 'tl.level'])
      .select((eb) => [
        'm.id',
        'm.account',
        'm.nickname',
        'tl.level',
        eb.fn.countAll<number>().as('betCount'),
        eb.fn.sum<number>('b.stake').as('betAmount'),
        eb.fn.sum<number>('b.win').as('win'),
      ])
      .orderBy('betAmount', 'desc')
      .orderBy('m.account')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute();
    const content: AgentTeamBettor[] = rows.map((r) => ({
      memberId: r.id,
      account: r.account,
      nickname: r.nickname,
      level: num(r.level),
      betCount: num(r.betCount),
      betAmount: num(r.betAmount),
      win: num(r.win),
      profitLoss: num(r.win) - num(r.betAmount),
    }));
    const totalElements = num(totals.members);
    const betAmount = num(totals.betAmount);
    const win = num(totals.win);
    return {
      content,
      totalPages: pagesOf(totalElements, page.pageSize),
      totalElements,
      summary: { betCount: num(totals.betCount), betAmount, win, profitLoss: win - betAmount },
      currency,
    };
  });
}
