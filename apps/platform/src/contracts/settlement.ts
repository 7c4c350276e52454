import type { ContractKind, ContractPeriod, ContractTerms } from '@tessera/api/contract';
import { CONTRACT_KINDS, CONTRACT_PERIODS } from '@tessera/api/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { iso } from '../clock';
import type { Db } from '../db/open';
import type { ContractRow } from '../db/schema-contracts';
import type { Database } from '../db/schema';
import { HOUSE_ACCOUNTS, transfer } from '../wallet/ledger';
import { endElapsedNotices } from './negotiation';
import { KIND_NAMES, parseTerms } from './terms';
import type { SettlementWindow } from './windows';
import { CATCH_UP_MS, endedWindows, windowAt } from './windows';

type Trx = Kysely<Database>;

/** Where contract pay comes from: the house account of agent contracts (no wallet; it may go below zero). */
export const CONTRACTS_HOUSE_ACCOUNT = HOUSE_ACCOUNTS.contracts;

/** A team's play in a window: every member below the agent, at any depth (the agent's own bets excluded). */
export interface TeamFigures {
  betAmount: number;
  /** The stake of bets not paid back exactly their stake. */
  validBet: number;
  /** The members' win less their stakes: negative when the house won. */
  profitLoss: number;
  activeMembers: number;
}

interface Bet {
  member_id: number;
  stake: number;
  win: number;
}

const EMPTY: TeamFigures = { betAmount: 0, validBet: 0, profitLoss: 0, activeMembers: 0 };
const add = (a: TeamFigures, b: TeamFigures): TeamFigures => ({
  betAmount: a.betAmount + b.betAmount,
  validBet: a.validBet + b.validBet,
  profitLoss: a.profitLoss + b.profitLoss,
  activeMembers: a.activeMembers + b.activeMembers,
});

/** The tree of members (who is whose upline) and the window's bets, read once per window. */
class Team {
  private readonly children = new Map<number, number[]>();
  private readonly own = new Map<number, TeamFigures>();
  private readonly bets = new Map<number, Bet[]>();
  private readonly below = new Map<number, TeamFigures>();

  constructor(members: ReadonlyArray<{ id: number; upline_id: number | null }>, bets: readonly Bet[]) {
    for (const m of members) {
      if (m.upline_id === null) continue;
      const list = this.children.get(m.upline_id) ?? [];
      list.push(m.id);
      this.children.set(m.upline_id, list);
    }
    for (const bet of bets) {
      const mine = this.bets.get(bet.member_id) ?? [];
      mine.push(bet);
      this.bets.set(bet.member_id, mine);
    }
    for (const [memberId, list] of this.bets) {
      this.own.set(memberId, {
        betAmount: list.reduce((s, b) => s + b.stake, 0),
        validBet: list.reduce((s, b) => s + (b.win === b.stake ? 0 : b.stake), 0),
        profitLoss: list.reduce((s, b) => s + b.win - b.stake, 0),
        activeMembers: 1,
      });
    }
  }

  /** Every member below `agentId`. */
  members(agentId: number, seen = new Set<number>()): number[] {
    const out: number[] = [];
    for (const child of this.children.get(agentId) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      out.push(child, ...this.members(child, seen));
    }
    return out;
  }

  /** The figures of the members below `agentId`. */
  figures(agentId: number): TeamFigures {
    const known = this.below.get(agentId);
    if (known) return known;
    let total = EMPTY;
    for (const id of this.members(agentId)) total = add(total, this.own.get(id) ?? EMPTY);
    this.below.set(agentId, total);
    return total;
  }

  /** The stakes of the team's single bets at or over `minSingleBet`: won by the member, and lost by the member. */
  realtime(agentId: number, minSingleBet: number): { winning: number; losing: number } {
    let winning = 0;
    let losing = 0;
    for (const id of this.members(agentId)) {
      for (const bet of this.bets.get(id) ?? []) {
        if (bet.stake < minSingleBet) continue;
        if (bet.win > bet.stake) winning += bet.stake;
        else if (bet.win < bet.stake) losing += bet.stake;
      }
    }
    return { winning, losing };
  }
}

/** The rates a contract reaches in a window: the highest tier whose thresholds the team's figures meet (0 when none). */
export function tierRate(kind: ContractKind, terms: ContractTerms, figures: TeamFigures): number {
  const bet = kind === 'HOURLY_SALARY' ? figures.betAmount : figures.validBet;
  return terms.tiers
    .filter((t) => bet >= t.minBet && figures.activeMembers >= t.minActiveMembers)
    .reduce((top, t) => Math.max(top, t.rate), 0);
}

/** What the rates apply to: the house's profit (dividend), the valid bet (daily wages) or the bet amount (hourly salary). */
export function baseOf(kind: ContractKind, figures: TeamFigures): number {
  if (kind === 'DIVIDEND') return Math.max(0, -figures.profitLoss);
  if (kind === 'HOURLY_SALARY') return figures.betAmount;
  return figures.validBet;
}

const share = (rate: number, base: number): number => Math.floor((rate * base) / 10_000);

interface Computed {
  row: ContractRow;
  terms: ContractTerms;
  figures: TeamFigures;
  base: number;
  /** The effective rates: never above the upline contract's in the same window. */
  rate: number;
  profitRate: number;
  lossRate: number;
  gross: number;
}

/**
 * Settles one window of one kind (and dividend period), once: the window's row is written first,
 * so a second run (or a racing one) finds it and pays nothing. For each contract in force during
 * the window (the latest accepted per downline), what its rate yields on the agent's whole team,
 * less what the agent's own downline contracts yield on their teams (the difference rule: an
 * upline pays its downlines out of its share), is paid from the contracts house account to the
 * agent's MAIN wallet as one ledger movement keyed by contract and window.
 */
export async function settleWindow(db: Db, clock: Clock, window: SettlementWindow): Promise<number> {
  const at = iso(clock.now());
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('contract_windows')
      .values({
        kind: window.kind,
        period_key: window.key,
        window_start: iso(window.start),
        window_end: iso(window.end),
        settled_at: at,
      })
      .onConflict((oc) => oc.columns(['kind', 'period_key']).doNothing())
      .returning('kind')
      .executeTakeFirst();
    if (!claimed) return 0;
    const contracts = await inWindow(trx, window);
    if (!contracts.length) return 0;
    const members = await trx.selectFrom('members').select(['id', 'upline_id']).execute();
    const bets = await trx
      .selectFrom('bets')
      .select(['member_id', 'stake', 'win'])
      .where('created_at', '>=', iso(window.start))
      .where('created_at', '<', iso(window.end))
      .execute();
    const team = new Team(members, bets);
    const byDownline = new Map(contracts.map((c) => [c.downline_id, c]));
    const computed = new Map<number, Computed>();
    const compute = (row: ContractRow, depth = 0): Computed => {
      const known = computed.get(row.id);
      if (known) return known;
      const terms = parseTerms(row.terms);
      const figures = team.figures(row.downline_id);
      const parentRow = row.upline_id === null ? undefined : byDownline.get(row.upline_id);
      // An upline without a contract in the window has nothing to share: its downline's rates are capped at 0.
      const parent =
        row.upline_id === null ? undefined : parentRow && depth < 64 ? compute(parentRow, depth + 1) : null;
      const cap = (value: number, upper: number | undefined) =>
        parent === undefined ? value : Math.min(value, upper ?? 0);
      let c: Computed;
      if (window.kind === 'REALTIME_SALARY') {
        const stakes = team.realtime(row.downline_id, terms.minSingleBet ?? 0);
        const profitRate = cap(terms.profitRate ?? 0, parent?.profitRate);
        const lossRate = cap(terms.lossRate ?? 0, parent?.lossRate);
        c = {
          row,
          terms,
          figures,
          base: stakes.winning + stakes.losing,
          rate: profitRate,
          profitRate,
          lossRate,
          gross: share(profitRate, stakes.winning) + share(lossRate, stakes.losing),
        };
      } else {
        const rate = cap(tierRate(window.kind, terms, figures), parent?.rate);
        const base = baseOf(window.kind, figures);
        c = { row, terms, figures, base, rate, profitRate: 0, lossRate: 0, gross: share(rate, base) };
      }
      computed.set(row.id, c);
      return c;
    };
    for (const row of contracts) compute(row);
    let paid = 0;
    const name = KIND_NAMES[window.kind];
    for (const c of computed.values()) {
      const downlinePaid = [...computed.values()]
        .filter((d) => d.row.upline_id === c.row.downline_id)
        .reduce((s, d) => s + d.gross, 0);
      // Never below zero: a dividend's downline team may have lost the house more than the whole team did; the house bears that.
      const amount = Math.max(0, c.gross - downlinePaid);
      // A window in which the team did nothing the contract counts leaves no row (the window's own row says it was settled).
      if (c.gross === 0 && downlinePaid === 0) continue;
      let transferId: number | null = null;
      if (amount > 0) {
        const moved = await transfer(trx, clock, {
          memberId: c.row.downline_id,
          amount,
          counterAccount: CONTRACTS_HOUSE_ACCOUNT,
          kind: 'ADJUSTMENT',
          idempotencyKey: `contract:${c.row.id}:${window.key}`,
          memo: `Contract ${name} ${window.key}`,
        });
        transferId = moved.transferId;
        paid += amount;
      }
      await trx
        .insertInto('contract_settlements')
        .values({
          contract_id: c.row.id,
          agent_id: c.row.downline_id,
          kind: window.kind,
          period_key: window.key,
          window_start: iso(window.start),
          window_end: iso(window.end),
          base: c.base,
          rate: c.rate,
          gross: c.gross,
          downline_paid: Math.min(downlinePaid, c.gross),
          amount,
          figures: JSON.stringify(
            window.kind === 'REALTIME_SALARY'
              ? { ...c.figures, profitRate: c.profitRate, lossRate: c.lossRate }
              : c.figures,
          ),
          ledger_transfer_id: transferId,
          created_at: at,
        })
        .onConflict((oc) => oc.columns(['contract_id', 'period_key']).doNothing())
        .execute();
    }
    return paid;
  });
}

/** The contracts of the window's kind in force at some moment of it: per downline, the one accepted last before it ended. */
async function inWindow(trx: Trx, window: SettlementWindow): Promise<ContractRow[]> {
  let query = trx
    .selectFrom('contracts')
    .selectAll()
    .where('kind', '=', window.kind)
    .where('accepted_at', 'is not', null)
    .where('accepted_at', '<', iso(window.end))
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>', iso(window.start))]))
    .orderBy('accepted_at')
    .orderBy('id');
  if (window.kind === 'DIVIDEND') query = query.where('period', '=', window.period);
  const rows = await query.execute();
  const last = new Map<number, ContractRow>();
  for (const row of rows) last.set(row.downline_id, row);
  return [...last.values()];
}

export interface SettlementRun {
  windows: number;
  paid: number;
}

/**
 * Settles every window that has ended (up to {@link CATCH_UP_MS} back) and is not settled yet, of
 * each kind (or the one asked). `includeOpen` also settles the window running now, as if it had
 * ended: a development control, so journeys and tests need not wait (its later bets then go unpaid).
 */
export async function runSettlements(
  db: Db,
  clock: Clock,
  options: { kind?: ContractKind; includeOpen?: boolean } = {},
): Promise<SettlementRun> {
  await endElapsedNotices(db, clock);
  const now = clock.now();
  let windows = 0;
  let paid = 0;
  for (const kind of options.kind ? [options.kind] : CONTRACT_KINDS) {
    const first = await db
      .selectFrom('contracts')
      .select((eb) => eb.fn.min('accepted_at').as('first'))
      .where('kind', '=', kind)
      .where('accepted_at', 'is not', null)
      .executeTakeFirst();
    if (!first?.first) continue;
    const from = Math.max(Date.parse(String(first.first)), now - CATCH_UP_MS[kind]);
    const periods: ReadonlyArray<ContractPeriod | null> = kind === 'DIVIDEND' ? CONTRACT_PERIODS : [null];
    for (const period of periods) {
      const due = endedWindows(kind, period, from, now);
      if (options.includeOpen) due.push(windowAt(kind, period, now));
      const keys = due.map((w) => w.key);
      const settled = keys.length
        ? new Set(
            (
              await db
                .selectFrom('contract_windows')
                .select('period_key')
                .where('kind', '=', kind)
                .where('period_key', 'in', keys)
                .execute()
            ).map((r) => r.period_key),
          )
        : new Set<string>();
      for (const window of due) {
        if (settled.has(window.key)) continue;
        paid += await settleWindow(db, clock, window);
        windows += 1;
      }
    }
  }
  return { windows, paid };
}

/** Runs {@link runSettlements} every minute of real time until stopped (the server's job; tests call it themselves). */
export function startSettlementJob(
  db: Db,
  clock: Clock,
  onError: (error: unknown) => void,
  everyMs = 60_000,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runSettlements(db, clock)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
