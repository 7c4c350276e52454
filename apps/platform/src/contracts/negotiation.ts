import type {
  Contract,
  ContractActionResult,
  ContractCascade,
  ContractEndReason,
  ContractKind,
  ContractList,
  ContractRequest,
  ContractTerms,
  DownlineContracts,
} from '@tessera/api/contract';
import {
  AGENT_TYPES,
  CONTRACT_ACTIONS,
  CONTRACT_CODES as C,
  CONTRACT_NOTICE_HOURS,
  withinRates,
} from '@tessera/api/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { iso, MINUTE } from '../clock';
import { maskName } from '../content/ranks';
import type { Db } from '../db/open';
import type { ContractRow } from '../db/schema-contracts';
import type { Database, MemberRow } from '../db/schema';
import { badRequest, Refusal } from '../http/refusal';
import type { InboxParams } from '../language/inbox';
import { sendLocalisedMessage } from '../member/inbox';
import { flagOn } from '../system/flags';
import { KIND_FLAGS, parseTerms, percent, readTerms } from './terms';

export interface ContractContext {
  db: Db;
  clock: Clock;
}

type Trx = Kysely<Database>;

/** How long a termination request waits for the other side, in ms. */
export const NOTICE_MS = CONTRACT_NOTICE_HOURS * 60 * MINUTE;

const IN_FORCE = ['ACTIVE', 'TERMINATION_REQUESTED'] as const;

const MESSAGES: Readonly<Record<string, string>> = {
  [C.disabled]: 'Contracts of this kind are not offered on this site',
  [C.notDirectDownline]: 'This account is not one of your direct downlines',
  [C.downlineNotAgent]: 'Contracts are made with downline agents only',
  [C.notFound]: 'No such contract of yours',
  [C.stateInvalid]: 'The contract is not in a state that allows this',
  [C.sideInvalid]: 'This answer is the other party’s to give',
  [C.rateAboveUpline]: 'A rate cannot exceed your own rate of this kind',
  [C.noOwnContract]: 'You have no contract of this kind to share from',
};

const refuse = (code: string, value: unknown = null): Refusal => new Refusal(code, MESSAGES[code] ?? 'Refused', value);

/** The member accounts a set of contracts names, by id. */
async function accountsOf(db: Trx, rows: readonly ContractRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => [r.downline_id, ...(r.upline_id === null ? [] : [r.upline_id])]))];
  if (!ids.length) return new Map();
  const members = await db.selectFrom('members').select(['id', 'account']).where('id', 'in', ids).execute();
  return new Map(members.map((m) => [m.id, m.account]));
}

/** A contract as `viewerId` sees it: the downline's upline is masked as the public boards mask names. */
function view(row: ContractRow, accounts: Map<number, string>, viewerId: number): Contract {
  const mySide = row.downline_id === viewerId ? 'DOWNLINE' : 'UPLINE';
  const upline = row.upline_id === null ? null : (accounts.get(row.upline_id) ?? '');
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    upline: upline !== null && mySide === 'DOWNLINE' ? maskName(upline) : upline,
    downline: accounts.get(row.downline_id) ?? '',
    mySide,
    terms: parseTerms(row.terms),
    offeredAt: row.offered_at,
    acceptedAt: row.accepted_at,
    terminationRequestedBy:
      row.termination_requested_by === null
        ? null
        : row.termination_requested_by === row.downline_id
          ? 'DOWNLINE'
          : 'UPLINE',
    terminationRequestedAt: row.termination_requested_at,
    terminatesAt: row.terminates_at,
    endedAt: row.ended_at,
    endReason: row.end_reason,
  };
}

async function views(db: Trx, rows: readonly ContractRow[], viewerId: number): Promise<Contract[]> {
  const accounts = await accountsOf(db, rows);
  return rows.map((r) => view(r, accounts, viewerId));
}

async function record(
  db: Trx,
  contractId: number,
  action: string,
  actorId: number | null,
  statusAfter: ContractRow['status'],
  at: string,
  note: string | null = null,
): Promise<void> {
  await db
    .insertInto('contract_events')
    .values({ contract_id: contractId, action, actor_id: actorId, status_after: statusAfter, note, created_at: at })
    .execute();
}

/** The contract in force of a downline and kind (its own with its upline or the platform). */
export function inForce(db: Trx, downlineId: number, kind: ContractKind): Promise<ContractRow | undefined> {
  return db
    .selectFrom('contracts')
    .selectAll()
    .where('downline_id', '=', downlineId)
    .where('kind', '=', kind)
    .where('status', 'in', IN_FORCE)
    .executeTakeFirst();
}

/** Why a downline contract ended with its upline's: the values of the message told in the downline's inbox. */
function cascadeMessage(
  kind: ContractKind,
  upline: string,
  cap: ContractTerms | null,
  terms: ContractTerms,
): InboxParams['CONTRACT_ENDED'] {
  const rates = (t: ContractTerms) =>
    kind === 'REALTIME_SALARY'
      ? `${percent(t.profitRate ?? 0)} / ${percent(t.lossRate ?? 0)}`
      : percent(Math.max(0, ...t.tiers.map((x) => x.rate)));
  return { kind, upline, capRates: cap ? rates(cap) : null, termRates: rates(terms) };
}

/**
 * Ends, as a cascade, every contract and offer `agentId` gave of `kind` whose rates exceed `cap`
 * (all of them when `cap` is null: an agent without a contract has nothing to share), then the
 * same below each contract that ended. Each downline is told why in its inbox. Answers the rows ended.
 */
async function cascadeFrom(
  trx: Trx,
  agentId: number,
  kind: ContractKind,
  cap: ContractTerms | null,
  at: string,
): Promise<ContractRow[]> {
  const given = await trx
    .selectFrom('contracts')
    .selectAll()
    .where('upline_id', '=', agentId)
    .where('kind', '=', kind)
    .where('status', 'in', ['OFFERED', ...IN_FORCE])
    .execute();
  const agent = await trx.selectFrom('members').select('account').where('id', '=', agentId).executeTakeFirstOrThrow();
  const ended: ContractRow[] = [];
  for (const row of given) {
    const terms = parseTerms(row.terms);
    if (cap && withinRates(terms, cap)) continue;
    const status = row.status === 'OFFERED' ? 'REJECTED' : 'TERMINATED';
    const updated = await trx
      .updateTable('contracts')
      .set({ status, ended_at: at, end_reason: 'CASCADE' })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .returningAll()
      .executeTakeFirst();
    if (!updated) continue;
    await record(trx, row.id, 'CASCADE', null, status, at, cap ? 'upline rate lowered' : 'upline contract ended');
    await sendLocalisedMessage(
      trx,
      row.downline_id,
      'CONTRACT_ENDED',
      cascadeMessage(kind, agent.account, cap, terms),
      at,
    );
    ended.push(updated);
    if (status === 'TERMINATED') ended.push(...(await cascadeFrom(trx, row.downline_id, kind, null, at)));
  }
  return ended;
}

/**
 * Ends every termination request whose notice has run out (at the moment it ran out), with the
 * cascade below it. Every read and action runs it first, and so does each settlement run.
 */
export async function endElapsedNotices(db: Db, clock: Clock): Promise<number> {
  const now = iso(clock.now());
  const due = await db
    .selectFrom('contracts')
    .select('id')
    .where('status', '=', 'TERMINATION_REQUESTED')
    .where('terminates_at', '<=', now)
    .execute();
  let count = 0;
  for (const { id } of due) {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('contracts')
        .set((eb) => ({ status: 'TERMINATED', ended_at: eb.ref('terminates_at'), end_reason: 'NOTICE_ELAPSED' }))
        .where('id', '=', id)
        .where('status', '=', 'TERMINATION_REQUESTED')
        .returningAll()
        .executeTakeFirst();
      if (!row) return;
      count += 1;
      await record(trx, id, 'NOTICE_ELAPSED', null, 'TERMINATED', now);
      await cascadeFrom(trx, row.downline_id, row.kind, null, row.ended_at ?? now);
    });
  }
  return count;
}

/** Refuses a kind whose white-label flag is off. */
async function requireKind(db: Db, kind: ContractKind): Promise<void> {
  if (!(await flagOn(db, KIND_FLAGS[kind]))) throw refuse(C.disabled);
}

/** The caller's side of the contracts of a kind (see {@link ContractList}). */
export async function listContracts(
  ctx: ContractContext,
  member: MemberRow,
  kind: ContractKind,
): Promise<ContractList> {
  const { db, clock } = ctx;
  await requireKind(db, kind);
  await endElapsedNotices(db, clock);
  return db.transaction().execute(async (trx) => {
    const mineRow = await inForce(trx, member.id, kind);
    const offerRow = await trx
      .selectFrom('contracts')
      .selectAll()
      .where('downline_id', '=', member.id)
      .where('kind', '=', kind)
      .where('status', '=', 'OFFERED')
      .executeTakeFirst();
    const downlineMembers = await trx
      .selectFrom('members')
      .select(['id', 'account', 'nickname'])
      .where('upline_id', '=', member.id)
      .where('type', 'in', [...AGENT_TYPES])
      .orderBy('account')
      .execute();
    const given = await trx
      .selectFrom('contracts')
      .selectAll()
      .where('upline_id', '=', member.id)
      .where('kind', '=', kind)
      .where('status', 'in', ['OFFERED', ...IN_FORCE])
      .execute();
    const rows = [...given, ...(mineRow ? [mineRow] : []), ...(offerRow ? [offerRow] : [])];
    const accounts = await accountsOf(trx, rows);
    const seen = (r: ContractRow) => view(r, accounts, member.id);
    const offerTerms = offerRow ? parseTerms(offerRow.terms) : null;
    const cascade: ContractCascade[] = offerTerms
      ? given
          .filter((r) => !withinRates(parseTerms(r.terms), offerTerms))
          .map((r) => ({ downline: accounts.get(r.downline_id) ?? '', terms: parseTerms(r.terms) }))
      : [];
    const downlines: DownlineContracts[] = downlineMembers.map((d) => {
      const contract = given.find((r) => r.downline_id === d.id && r.status !== 'OFFERED');
      const offer = given.find((r) => r.downline_id === d.id && r.status === 'OFFERED');
      return {
        account: d.account,
        nickname: d.nickname,
        contract: contract ? seen(contract) : null,
        offer: offer ? seen(offer) : null,
      };
    });
    return {
      kind,
      mine: mineRow ? seen(mineRow) : null,
      offer: offerRow ? seen(offerRow) : null,
      cascade,
      downlines,
      noticeHours: CONTRACT_NOTICE_HOURS,
    };
  });
}

/** Reads a contract call's body: `{ action: 'LIST' }`, an offer, or an action on a contract id; 400 BAD_REQUEST otherwise. */
export function readContractRequest(body: unknown): ContractRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The body must be a JSON object with an action');
  const b = body as Record<string, unknown>;
  if (!(CONTRACT_ACTIONS as readonly unknown[]).includes(b.action))
    throw badRequest(`action must be one of ${CONTRACT_ACTIONS.join(', ')}`);
  if (b.action === 'LIST') return { action: 'LIST' };
  if (b.action === 'OFFER') {
    if (typeof b.downline !== 'string' || b.downline.length < 1 || b.downline.length > 64)
      throw badRequest('downline must be an account');
    return { action: 'OFFER', downline: b.downline, terms: b.terms as ContractTerms };
  }
  if (typeof b.contractId !== 'number' || !Number.isSafeInteger(b.contractId) || b.contractId < 1)
    throw badRequest('contractId must be a contract id');
  return { action: b.action as 'ACCEPT', contractId: b.contractId };
}

/**
 * Does what an agent asked of a contract of `kind` (every action but LIST), in one transaction
 * whose updates are conditional on the status read, so of many racing requests on one contract
 * exactly the allowed ones change it and the others are refused.
 */
export async function actOnContract(
  ctx: ContractContext,
  member: MemberRow,
  kind: ContractKind,
  request: Exclude<ContractRequest, { action: 'LIST' }>,
): Promise<ContractActionResult> {
  const { db, clock } = ctx;
  await requireKind(db, kind);
  await endElapsedNotices(db, clock);
  const at = iso(clock.now());
  const { row, ended } = await db.transaction().execute(async (trx) => {
    if (request.action === 'OFFER') return offer(trx, member, kind, request.downline, request.terms, at);
    const contract = await trx
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', request.contractId)
      .where('kind', '=', kind)
      .where((eb) => eb.or([eb('downline_id', '=', member.id), eb('upline_id', '=', member.id)]))
      .executeTakeFirst();
    if (!contract) throw refuse(C.notFound);
    switch (request.action) {
      case 'ACCEPT':
        return accept(trx, member, contract, at);
      case 'REJECT':
        return reject(trx, member, contract, at);
      case 'REQUEST_TERMINATION':
        return requestTermination(trx, member, contract, at);
      case 'CONFIRM_TERMINATION':
        return confirmTermination(trx, member, contract, at);
    }
  });
  return { contract: (await views(db, [row], member.id))[0] as Contract, ended: await views(db, ended, member.id) };
}

interface Outcome {
  row: ContractRow;
  ended: ContractRow[];
}

/** Moves a contract from `from` to the values given, or refuses when another request moved it first. */
async function move(trx: Trx, row: ContractRow, values: Partial<Omit<ContractRow, 'id'>>): Promise<ContractRow> {
  const updated = await trx
    .updateTable('contracts')
    .set(values)
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .returningAll()
    .executeTakeFirst();
  if (!updated)
    throw refuse(C.stateInvalid, {
      status: (await trx.selectFrom('contracts').select('status').where('id', '=', row.id).executeTakeFirstOrThrow())
        .status,
    });
  return updated;
}

async function offer(
  trx: Trx,
  member: MemberRow,
  kind: ContractKind,
  account: string,
  rawTerms: unknown,
  at: string,
): Promise<Outcome> {
  const downline = await trx
    .selectFrom('members')
    .selectAll()
    .where('account', '=', account.trim().toLowerCase())
    .executeTakeFirst();
  if (!downline || downline.upline_id !== member.id) throw refuse(C.notDirectDownline);
  if (!AGENT_TYPES.includes(downline.type)) throw refuse(C.downlineNotAgent);
  const terms = readTerms(kind, rawTerms);
  const own = await inForce(trx, member.id, kind);
  if (!own) throw refuse(C.noOwnContract);
  const cap = parseTerms(own.terms);
  if (kind === 'DIVIDEND' && terms.period !== cap.period)
    throw new Refusal(C.termsInvalid, 'A dividend runs over its upline’s period', {
      field: 'period',
      period: cap.period,
    });
  if (!withinRates(terms, cap)) throw refuse(C.rateAboveUpline, { cap });
  const ended: ContractRow[] = [];
  const waiting = await trx
    .selectFrom('contracts')
    .selectAll()
    .where('downline_id', '=', downline.id)
    .where('kind', '=', kind)
    .where('status', '=', 'OFFERED')
    .executeTakeFirst();
  if (waiting) {
    ended.push(await move(trx, waiting, { status: 'REJECTED', ended_at: at, end_reason: 'SUPERSEDED' }));
    await record(trx, waiting.id, 'SUPERSEDE', member.id, 'REJECTED', at);
  }
  const row = await trx
    .insertInto('contracts')
    .values({
      kind,
      upline_id: member.id,
      downline_id: downline.id,
      status: 'OFFERED',
      terms: JSON.stringify(terms),
      period: terms.period,
      offered_at: at,
      accepted_at: null,
      termination_requested_by: null,
      termination_requested_at: null,
      terminates_at: null,
      ended_at: null,
      end_reason: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await record(trx, row.id, 'OFFER', member.id, 'OFFERED', at);
  await sendLocalisedMessage(trx, downline.id, 'CONTRACT_OFFERED', { kind }, at);
  return { row, ended };
}

async function accept(trx: Trx, member: MemberRow, contract: ContractRow, at: string): Promise<Outcome> {
  if (contract.status !== 'OFFERED') throw refuse(C.stateInvalid, { status: contract.status });
  if (contract.downline_id !== member.id) throw refuse(C.sideInvalid);
  const ended: ContractRow[] = [];
  const previous = await inForce(trx, member.id, contract.kind);
  if (previous) {
    // The partial unique index allows one contract in force: the one it replaces ends first, in the same transaction.
    ended.push(await move(trx, previous, { status: 'TERMINATED', ended_at: at, end_reason: 'REPLACED' }));
    await record(trx, previous.id, 'REPLACE', member.id, 'TERMINATED', at);
  }
  // Conditional on OFFERED: of racing acceptances only one moves it (the others are refused and roll back).
  const claimed = await move(trx, contract, { status: 'ACTIVE', accepted_at: at, terminates_at: null });
  await record(trx, contract.id, 'ACCEPT', member.id, 'ACTIVE', at);
  ended.push(...(await cascadeFrom(trx, member.id, contract.kind, parseTerms(contract.terms), at)));
  return { row: claimed, ended };
}

async function reject(trx: Trx, member: MemberRow, contract: ContractRow, at: string): Promise<Outcome> {
  if (contract.status !== 'OFFERED') throw refuse(C.stateInvalid, { status: contract.status });
  if (contract.downline_id !== member.id) throw refuse(C.sideInvalid);
  const row = await move(trx, contract, { status: 'REJECTED', ended_at: at, end_reason: 'REJECTED' });
  await record(trx, contract.id, 'REJECT', member.id, 'REJECTED', at);
  if (contract.upline_id !== null) {
    await sendLocalisedMessage(
      trx,
      contract.upline_id,
      'CONTRACT_REJECTED',
      { kind: contract.kind, account: member.account },
      at,
    );
  }
  return { row, ended: [] };
}

async function requestTermination(trx: Trx, member: MemberRow, contract: ContractRow, at: string): Promise<Outcome> {
  if (contract.status !== 'ACTIVE') throw refuse(C.stateInvalid, { status: contract.status });
  const terminatesAt = iso(Date.parse(at) + NOTICE_MS);
  const row = await move(trx, contract, {
    status: 'TERMINATION_REQUESTED',
    termination_requested_by: member.id,
    termination_requested_at: at,
    terminates_at: terminatesAt,
  });
  await record(trx, contract.id, 'REQUEST_TERMINATION', member.id, 'TERMINATION_REQUESTED', at);
  const other = contract.downline_id === member.id ? contract.upline_id : contract.downline_id;
  if (other !== null) {
    await sendLocalisedMessage(
      trx,
      other,
      'CONTRACT_TERMINATION_ASKED',
      { kind: contract.kind, account: member.account, terminatesAt },
      at,
    );
  }
  return { row, ended: [] };
}

async function confirmTermination(trx: Trx, member: MemberRow, contract: ContractRow, at: string): Promise<Outcome> {
  if (contract.status !== 'TERMINATION_REQUESTED') throw refuse(C.stateInvalid, { status: contract.status });
  if (contract.termination_requested_by === member.id) throw refuse(C.sideInvalid);
  const row = await move(trx, contract, { status: 'TERMINATED', ended_at: at, end_reason: 'AGREED' });
  await record(trx, contract.id, 'CONFIRM_TERMINATION', member.id, 'TERMINATED', at);
  const ended = await cascadeFrom(trx, contract.downline_id, contract.kind, null, at);
  return { row, ended };
}

/**
 * The platform's own contract with a top agent (no upline to negotiate with): replaces the one in
 * force, and ends, as a cascade, what the agent gave above the new rates. The seed and the
 * development controls set these.
 */
export async function setPlatformContract(
  db: Db,
  clock: Clock,
  memberId: number,
  kind: ContractKind,
  rawTerms: unknown,
  reason?: ContractEndReason,
): Promise<ContractRow> {
  const terms = readTerms(kind, rawTerms);
  const at = iso(clock.now());
  return db.transaction().execute(async (trx) => {
    const previous = await inForce(trx, memberId, kind);
    if (previous) {
      await trx
        .updateTable('contracts')
        .set({ status: 'TERMINATED', ended_at: at, end_reason: reason ?? 'REPLACED' })
        .where('id', '=', previous.id)
        .execute();
      await record(trx, previous.id, 'REPLACE', null, 'TERMINATED', at);
    }
    const row = await trx
      .insertInto('contracts')
      .values({
        kind,
        upline_id: null,
        downline_id: memberId,
        status: 'ACTIVE',
        terms: JSON.stringify(terms),
        period: terms.period,
        offered_at: at,
        accepted_at: at,
        termination_requested_by: null,
        termination_requested_at: null,
        terminates_at: null,
        ended_at: null,
        end_reason: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await record(trx, row.id, 'OFFER', null, 'ACTIVE', at, 'platform contract');
    await cascadeFrom(trx, memberId, kind, terms, at);
    return row;
  });
}
