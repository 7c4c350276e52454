import type { ContractKind, ContractTerms, SettingNode } from '@tessera/api/contract';
import { MINUTE } from '../../clock';
import type { Clock } from '../../clock';
import { setPlatformContract } from '../../contracts/negotiation';
import { settleWindow } from '../../contracts/settlement';
import { KIND_FLAGS } from '../../contracts/terms';
import { windowAt } from '../../contracts/windows';
import { readSetting, writeSetting } from '../../system/settings';
import type { Db } from '../open';

const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const tiered = (rate: number, minBet = 0, minActiveMembers = 0, more: ContractTerms['tiers'] = []): ContractTerms => ({
  period: null,
  tiers: [{ rate, minBet, minActiveMembers }, ...more],
  profitRate: null,
  lossRate: null,
  minSingleBet: null,
});

/**
 * The platform's own contracts with demo_agent (a top agent: its "upline" contract), one per kind:
 * a weekly 30 % dividend, daily wages of 1.5 % of the valid bet (2 % from 10,000.00 with 5 active
 * members), hourly salary of 0.8 % of the bet amount, real-time salary of 0.5 % on winning and 1 %
 * on losing single bets of 1.00 or more.
 */
export const SEED_PLATFORM_CONTRACTS: ReadonlyArray<readonly [ContractKind, ContractTerms]> = [
  ['DIVIDEND', { ...tiered(3_000), period: 'W' }],
  ['DAILY_SALARY', tiered(150, 0, 1, [{ rate: 200, minBet: 1_000_000, minActiveMembers: 5 }])],
  ['HOURLY_SALARY', tiered(80, 0, 1)],
  ['REALTIME_SALARY', { period: null, tiers: [], profitRate: 50, lossRate: 100, minSingleBet: 100 }],
];

/** A clock stopped at one moment: the seed's contracts and settlements are dated by the anchor. */
const at = (ms: number): Clock => ({ now: () => ms, sleep: async () => undefined });

/** Adds the contract pages' flags (on) to the AGENT group of the stored white-label tree, where missing. */
async function seedContractFlags(db: Db): Promise<void> {
  const tree = await readSetting(db, 'whitelabel.tree');
  const flags = Object.values(KIND_FLAGS);
  const has = (nodes: readonly SettingNode[], id: string): boolean =>
    nodes.some((n) => n.modId === id || has(n.childrenNodes, id));
  const missing = flags.filter((flag) => !has(tree, flag));
  if (!missing.length) return;
  const extra = missing.map((modId): SettingNode => ({ modId, enabled: '1', childrenNodes: [] }));
  const agent = tree.find((n) => n.modId === 'AGENT');
  const next: SettingNode[] = agent
    ? tree.map((n): SettingNode => (n === agent ? { ...n, childrenNodes: [...n.childrenNodes, ...extra] } : n))
    : [...tree, { modId: 'AGENT', enabled: '1', childrenNodes: extra }];
  await writeSetting(db, 'whitelabel.tree', next);
}

/**
 * demo_agent's contracts: the platform's with it (one per kind), daily wages and real-time salary
 * it gave team_khang (its sub-agent; see team.ts), an hourly salary it gave team_10001 (the first
 * generated sub-agent), and a dividend offered to team_khang that waits for its answer. Daily wages
 * of the three days before the anchor and hourly salary of its last six hours are settled through
 * the ledger. Written once: a database that holds any contract is left as it is.
 */
export async function seedContracts(db: Db, anchor: number): Promise<void> {
  await seedContractFlags(db);
  if (await db.selectFrom('contracts').select('id').limit(1).executeTakeFirst()) return;
  const accounts = await db
    .selectFrom('members')
    .select(['id', 'account'])
    .where('account', 'in', ['demo_agent', 'team_khang', 'team_10001'])
    .execute();
  const id = (account: string) => accounts.find((a) => a.account === account)?.id;
  const agent = id('demo_agent');
  if (agent === undefined) return;
  const since = anchor - 10 * DAY;
  for (const [kind, terms] of SEED_PLATFORM_CONTRACTS) await setPlatformContract(db, at(since), agent, kind, terms);

  const given = async (
    downline: number | undefined,
    kind: ContractKind,
    terms: ContractTerms,
    acceptedAt: number | null,
  ) => {
    if (downline === undefined) return;
    const offeredAt = new Date(acceptedAt === null ? anchor - 2 * HOUR : acceptedAt - HOUR).toISOString();
    const row = await db
      .insertInto('contracts')
      .values({
        kind,
        upline_id: agent,
        downline_id: downline,
        status: acceptedAt === null ? 'OFFERED' : 'ACTIVE',
        terms: JSON.stringify(terms),
        period: terms.period,
        offered_at: offeredAt,
        accepted_at: acceptedAt === null ? null : new Date(acceptedAt).toISOString(),
        termination_requested_by: null,
        termination_requested_at: null,
        terminates_at: null,
        ended_at: null,
        end_reason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const events: Array<{
      contract_id: number;
      action: string;
      actor_id: number;
      status_after: 'OFFERED' | 'ACTIVE';
      note: null;
      created_at: string;
    }> = [
      {
        contract_id: row.id,
        action: 'OFFER',
        actor_id: agent,
        status_after: 'OFFERED',
        note: null,
        created_at: offeredAt,
      },
    ];
    if (acceptedAt !== null)
      events.push({
        contract_id: row.id,
        action: 'ACCEPT',
        actor_id: downline,
        status_after: 'ACTIVE',
        note: null,
        created_at: new Date(acceptedAt).toISOString(),
      });
    await db.insertInto('contract_events').values(events).execute();
  };
  const khang = id('team_khang');
  await given(khang, 'DAILY_SALARY', tiered(100, 0, 1), anchor - 7 * DAY);
  await given(
    khang,
    'REALTIME_SALARY',
    { period: null, tiers: [], profitRate: 30, lossRate: 60, minSingleBet: 100 },
    anchor - 7 * DAY,
  );
  await given(khang, 'DIVIDEND', { ...tiered(2_000), period: 'W' }, null);
  await given(id('team_10001'), 'HOURLY_SALARY', tiered(50, 0, 1), anchor - 7 * DAY);

  // Some history: the days and hours just before the anchor, settled as the job would have.
  const clock = at(anchor);
  for (let day = 3; day >= 1; day -= 1)
    await settleWindow(db, clock, windowAt('DAILY_SALARY', null, anchor - day * DAY));
  for (let hour = 6; hour >= 1; hour -= 1)
    await settleWindow(db, clock, windowAt('HOURLY_SALARY', null, anchor - hour * HOUR));
}
