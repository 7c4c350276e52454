import type { ConsolidatedFunds, ContractSettlement, IncomeByKind } from '@tessera/api/contract';
import { CONTRACT_CODES, CONTRACT_KINDS } from '@tessera/api/contract';
import type { Kysely } from 'kysely';
import type { AgentPage } from '../agent/lists';
import type { MomentRange } from '../agent/team';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import type { ContractSettlementRow } from '../db/schema-contracts';
import type { Database, MemberRow } from '../db/schema';
import { Refusal } from '../http/refusal';
import { flagOn } from '../system/flags';
import { readSetting } from '../system/settings';
import { endElapsedNotices, listContracts } from './negotiation';

const settlementView = (r: ContractSettlementRow): ContractSettlement => ({
  id: r.id,
  contractId: r.contract_id,
  kind: r.kind,
  period: r.period_key,
  windowStart: r.window_start,
  windowEnd: r.window_end,
  base: r.base,
  rate: r.rate,
  gross: r.gross,
  downlinePaid: r.downline_paid,
  amount: r.amount,
  paidAt: r.created_at,
});

/** The agent's settlement totals by kind, over every settlement or the windows starting in a range. */
async function totals(
  db: Kysely<Database>,
  agentId: number,
  range?: MomentRange,
): Promise<{ total: number; byKind: IncomeByKind }> {
  let query = db
    .selectFrom('contract_settlements')
    .select((eb) => ['kind', eb.fn.sum<number>('amount').as('amount')])
    .where('agent_id', '=', agentId)
    .groupBy('kind');
  if (range) query = query.where('window_start', '>=', range.start).where('window_start', '<', range.end);
  const rows = await query.execute();
  const byKind = Object.fromEntries(CONTRACT_KINDS.map((k) => [k, 0])) as IncomeByKind;
  for (const row of rows) byKind[row.kind] = Number(row.amount ?? 0);
  return { total: Object.values(byKind).reduce((s, n) => s + n, 0), byKind };
}

/**
 * The agent's contracts and income (§6: shown only where the agent-policy setting allows it):
 * its contracts in force with its upline or the platform, income to date, and the range's
 * settlements (windows that started in it), newest first, a page at a time.
 */
export async function consolidatedFunds(
  ctx: { db: Db; clock: Clock },
  member: MemberRow,
  days: { from: string; to: string },
  range: MomentRange,
  page: AgentPage,
): Promise<ConsolidatedFunds> {
  const { db, clock } = ctx;
  if (!(await flagOn(db, 'AGENT_POLICY')))
    throw new Refusal(CONTRACT_CODES.policyOff, 'The agent policy of this site does not show contract data');
  await endElapsedNotices(db, clock);
  const contracts = [];
  for (const kind of CONTRACT_KINDS) {
    const list = await listContracts(ctx, member, kind).catch((error: unknown) => {
      if (error instanceof Refusal && error.code === CONTRACT_CODES.disabled) return null;
      throw error;
    });
    if (list?.mine) contracts.push(list.mine);
  }
  const count = await db
    .selectFrom('contract_settlements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('agent_id', '=', member.id)
    .where('window_start', '>=', range.start)
    .where('window_start', '<', range.end)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('contract_settlements')
    .selectAll()
    .where('agent_id', '=', member.id)
    .where('window_start', '>=', range.start)
    .where('window_start', '<', range.end)
    .orderBy('window_start', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  const totalElements = Number(count.n);
  return {
    contracts,
    toDate: await totals(db, member.id),
    range: { ...days, ...(await totals(db, member.id, range)) },
    content: rows.map(settlementView),
    totalPages: Math.ceil(totalElements / page.pageSize),
    totalElements,
    currency: await readSetting(db, 'wallet.currency'),
  };
}
