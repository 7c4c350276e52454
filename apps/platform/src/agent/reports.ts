import type {
  AccountRecordKind,
  AgentDownlineTransaction,
  AgentDownlineTransactions,
  AgentUserProfit,
  AgentUserProfitRow,
} from '@tessera/api/contract';
import { sql } from 'kysely';
import type { Db } from '../db/open';
import { readSetting } from '../system/settings';
import { entryBalanceAfter } from '../wallet/ledger';
import type { AgentPage } from './lists';
import type { MomentRange } from './team';
import { withTeamLevels } from './team';

const pagesOf = (total: number, pageSize: number): number => Math.ceil(total / pageSize);
const num = (value: unknown): number => Number(value ?? 0);

/** As the agent lists search: the account contains `search` in any case, `_` and `%` read as themselves. */
const accountContains = (search: string) => sql<boolean>`instr(lower(m.account), ${search.toLowerCase()}) > 0`;

/**
 * Every member of the agent's team (matching the account search when given), a page of them, with
 * their bets over the range summed in SQL (zeros without bets), the biggest stake first; and the
 * totals of all of them.
 */
export async function agentUserProfit(
  db: Db,
  agentId: number,
  range: MomentRange,
  page: AgentPage,
  account?: string,
): Promise<AgentUserProfit> {
  const currency = await readSetting(db, 'wallet.currency');
  return db.transaction().execute(async (trx) => {
    let base = withTeamLevels(trx, agentId)
      .selectFrom('team_levels as tl')
      .innerJoin('members as m', 'm.id', 'tl.id')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('bets as b')
            .where('b.created_at', '>=', range.start)
            .where('b.created_at', '<', range.end)
            .groupBy('b.member_id')
            .select((b) => [
              'b.member_id',
              b.fn.countAll<number>().as('bet_count'),
              b.fn.sum<number>('b.stake').as('stake'),
              // Valid: bets that won or lost something; one paid back exactly its stake is not.
              b.fn.sum<number>(sql`case when b.win <> b.stake then b.stake else 0 end`).as('valid'),
              b.fn.sum<number>('b.win').as('payout'),
            ])
            .as('s'),
        (join) => join.onRef('s.member_id', '=', 'm.id'),
      );
    if (account) base = base.where(accountContains(account));
    const totals = await base
      .select((eb) => [
        eb.fn.countAll<number>().as('members'),
        eb.fn.coalesce(eb.fn.sum<number>('s.bet_count'), eb.lit(0)).as('betCount'),
        eb.fn.coalesce(eb.fn.sum<number>('s.stake'), eb.lit(0)).as('stake'),
        eb.fn.coalesce(eb.fn.sum<number>('s.valid'), eb.lit(0)).as('validBet'),
        eb.fn.coalesce(eb.fn.sum<number>('s.payout'), eb.lit(0)).as('payout'),
      ])
      .executeTakeFirstOrThrow();
    const rows = await base
      .select((eb) => [
        'm.id',
        'm.account',
        'tl.level',
        eb.fn.coalesce('s.bet_count', eb.lit(0)).as('betCount'),
        eb.fn.coalesce('s.stake', eb.lit(0)).as('stakeSum'),
        eb.fn.coalesce('s.valid', eb.lit(0)).as('validBet'),
        eb.fn.coalesce('s.payout', eb.lit(0)).as('payout'),
      ])
      .orderBy('stakeSum', 'desc')
      .orderBy('m.account')
      .orderBy('m.id')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute();
    const content: AgentUserProfitRow[] = rows.map((r) => ({
      memberId: r.id,
      account: r.account,
      level: num(r.level),
      betCount: num(r.betCount),
      stake: num(r.stakeSum),
      validBet: num(r.validBet),
      payout: num(r.payout),
      profitLoss: num(r.payout) - num(r.stakeSum),
    }));
    const totalElements = num(totals.members);
    const stake = num(totals.stake);
    const payout = num(totals.payout);
    return {
      content,
      totalPages: pagesOf(totalElements, page.pageSize),
      totalElements,
      summary: {
        betCount: num(totals.betCount),
        stake,
        validBet: num(totals.validBet),
        payout,
        profitLoss: payout - stake,
      },
      currency,
    };
  });
}

/**
 * Every entry of the team's wallet accounts (`member:<id>:<wallet>`) in the range, of members
 * whose account matches the search and of one kind when asked, newest first, with its transfer's
 * kind and memo and the balance it left (as the member's own account record reads it).
 */
export async function agentDownlineTransactions(
  db: Db,
  agentId: number,
  range: MomentRange,
  page: AgentPage,
  filter: { account?: string; kind?: AccountRecordKind },
): Promise<AgentDownlineTransactions> {
  const currency = await readSetting(db, 'wallet.currency');
  return db.transaction().execute(async (trx) => {
    // A member's entries are written only through a wallet (the ledger opens it on the first credit), so its wallets name its accounts.
    let base = withTeamLevels(trx, agentId)
      .selectFrom('team_levels as tl')
      .innerJoin('members as m', 'm.id', 'tl.id')
      .innerJoin('wallets as w', 'w.member_id', 'm.id')
      .innerJoin('ledger_entries as e', (join) =>
        join.on(
          'e.account',
          '=',
          sql<string>`'member:' || ${sql.ref('w.member_id')} || ':' || ${sql.ref('w.wallet_code')}`,
        ),
      )
      .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
      .where('e.created_at', '>=', range.start)
      .where('e.created_at', '<', range.end);
    if (filter.account) base = base.where(accountContains(filter.account));
    if (filter.kind) base = base.where('t.kind', '=', filter.kind);
    const count = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const rows = await base
      .select([
        'e.id',
        'm.id as memberId',
        'm.account',
        'w.wallet_code',
        'e.amount',
        'e.created_at',
        't.kind',
        't.memo',
        entryBalanceAfter,
      ])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute();
    const content: AgentDownlineTransaction[] = rows.map((r) => ({
      id: r.id,
      memberId: r.memberId,
      account: r.account,
      kind: r.kind,
      walletCode: r.wallet_code,
      amount: num(r.amount),
      balanceAfter: num(r.balance_after),
      memo: r.memo,
      time: r.created_at,
    }));
    const totalElements = num(count.count);
    return { content, totalPages: pagesOf(totalElements, page.pageSize), totalElements, currency };
  });
}
