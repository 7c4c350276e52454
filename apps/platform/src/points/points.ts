import type {
  ConvertPointResult,
  PointBalance,
  PointConfig,
  PointRecord,
  PointRecords,
  PointReward,
  PointType,
  RedeemHistory,
  RedeemRecord,
  RedeemResult,
  PointsCode,
} from '@tessera/api/contract';
import { POINTS_CODES, REDEEM_QUANTITY_MAX } from '@tessera/api/contract';
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { iso } from '../clock';
import type { Db } from '../db/open';
import type { Database, MemberRow } from '../db/schema';
import type { Fields } from '../http/encrypted';
import { refusals } from '../http/refusal';
import type { Caller } from '../identity/context';
import { admitAttempt, attemptFailed, attemptSucceeded } from '../identity/login-guard';
import { isTrial } from '../identity/members';
import { verifyPassword } from '../identity/passwords';
import { readSetting } from '../system/settings';
import { HOUSE_ACCOUNTS, InsufficientFunds, transfer, walletBalance } from '../wallet/ledger';

const C = POINTS_CODES;

/** What the points flows run on. */
export interface PointsContext {
  db: Db;
  clock: Clock;
}

const MESSAGES: Readonly<Record<PointsCode, string>> = {
  [C.pageInvalid]: 'The page or type is not valid',
  [C.trialAccount]: 'Please register a real account',
  [C.rewardNotFound]: 'No such reward',
  [C.outOfStock]: 'Not enough of this reward is left',
  [C.notEnoughPoints]: 'You do not have enough points',
  [C.insufficientBalance]: 'The main wallet holds less than the amount requirement',
  [C.passwordIncorrect]: 'The login password is incorrect',
  [C.invalidField]: 'Please check the fields',
  [C.invalidPoints]: 'Please enter a valid number of points',
  [C.invalidIdempotencyKey]: 'The request has no valid idempotency key',
  [C.idempotencyConflict]: 'This request key was already used for another request',
};

/** A business refusal of the points calls (HTTP 200, `success: false`). */
export const refuse = refusals(MESSAGES);

/** Points per currency unit the seed sets (and used while the setting is missing): 100 points are worth 1.00. */
export const SEED_POINT_RATIO = 100;

/** The setting that holds the ratio. */
export const POINT_RATIO_SETTING = 'points.ratio';

export interface PointsPage {
  pageNo: number;
  pageSize: number;
}

/** The member's points: the balance after their newest change (0 with none). */
export async function pointsOf(db: Kysely<Database>, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('point_records')
    .select('balance_after')
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.balance_after ?? 0;
}

export async function pointBalance(db: Db, member: MemberRow): Promise<PointBalance> {
  return { points: await pointsOf(db, member.id) };
}

export async function pointConfig(db: Db): Promise<PointConfig> {
  const row = await db
    .selectFrom('system_settings')
    .select('value')
    .where('key', '=', POINT_RATIO_SETTING)
    .executeTakeFirst();
  return {
    ratio: row ? Number(JSON.parse(row.value)) : SEED_POINT_RATIO,
    currency: await readSetting(db, 'wallet.currency'),
  };
}

export async function pointRewards(db: Db): Promise<PointReward[]> {
  const rows = await db.selectFrom('point_rewards').selectAll().orderBy('sort_order').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    imageUrl: r.image_url,
    pointsRequirement: r.points_requirement,
    amountRequirement: r.amount_requirement,
    stock: r.stock,
  }));
}

/** A page of the member's points details, newest first. */
export async function pointRecords(
  db: Db,
  memberId: number,
  page: PointsPage,
  type?: PointType,
): Promise<PointRecords> {
  let base = db.selectFrom('point_records').where('member_id', '=', memberId);
  if (type) base = base.where('type', '=', type);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
  ]);
  const content: PointRecord[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    changedPoints: r.changed_points,
    pointsBalance: r.balance_after,
    remark: r.remark,
    time: r.created_at,
  }));
  const totalElements = Number(count.count);
  return { content, totalPages: Math.ceil(totalElements / page.pageSize), totalElements };
}

/** A page of the member's redeem orders, newest first. */
export async function redeemHistory(db: Db, memberId: number, page: PointsPage): Promise<RedeemHistory> {
  const base = db
    .selectFrom('redeem_orders as o')
    .innerJoin('point_rewards as r', 'r.id', 'o.reward_id')
    .where('o.member_id', '=', memberId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .select(['o.order_no', 'o.reward_id', 'r.name', 'o.quantity', 'o.points', 'o.amount', 'o.status', 'o.created_at'])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.order_no', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
  ]);
  const content: RedeemRecord[] = rows.map((r) => ({
    orderNo: r.order_no,
    rewardId: r.reward_id,
    rewardName: r.name,
    quantity: r.quantity,
    points: r.points,
    amount: r.amount,
    status: r.status,
    time: r.created_at,
  }));
  const totalElements = Number(count.count);
  return { content, totalPages: Math.ceil(totalElements / page.pageSize), totalElements };
}

/** Printable ASCII without spaces, 1 to 64 characters. */
const KEY = /^[\x21-\x7e]{1,64}$/;

function idempotencyKey(value: unknown): string {
  if (typeof value !== 'string' || !KEY.test(value)) throw refuse(C.invalidIdempotencyKey);
  return value;
}

/** A whole number from 1 to `max` as sent (text in an encrypted body), or INVALID_FIELD naming it. */
function wholeField(fields: Fields, name: string, max: number, code: PointsCode = C.invalidField): number {
  const raw = (fields[name] ?? '').trim();
  const value = /^[0-9]{1,12}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(Number.isSafeInteger(value) && value >= 1 && value <= max))
    throw refuse(code, code === C.invalidField ? { field: name } : null);
  return value;
}

/** Text fields of a redeem: trimmed, inner runs of spaces made one, within these rules. */
const TEXT_FIELDS = {
  receivingAddress: { min: 5, max: 200, pattern: /^[^\p{Cc}]+$/u },
  mobileNumber: { min: 6, max: 20, pattern: /^\+?[0-9][0-9 -]{4,18}[0-9]$/ },
} as const;

function textField(fields: Fields, name: keyof typeof TEXT_FIELDS): string {
  const value = (fields[name] ?? '').trim().replace(/\s+/g, ' ');
  const rule = TEXT_FIELDS[name];
  if (value.length < rule.min || value.length > rule.max || !rule.pattern.test(value))
    throw refuse(C.invalidField, { field: name });
  return value;
}

/** The login password must match; a wrong one counts as a failed login (and may lock the account). */
async function checkPassword(
  ctx: PointsContext,
  caller: Caller,
  member: MemberRow,
  password: string | undefined,
): Promise<void> {
  const attempt = await admitAttempt(ctx.db, ctx.clock, member.account, caller.ip);
  if (!(await verifyPassword(password ?? '', member.password_hash))) {
    await ctx.clock.sleep(await attemptFailed(ctx.db, ctx.clock, attempt));
    throw refuse(C.passwordIncorrect);
  }
  await attemptSucceeded(ctx.db, attempt);
}

/** Appends a change to the member's points ledger; refuses NOT_ENOUGH_POINTS rather than go below zero. */
async function changePoints(
  trx: Kysely<Database>,
  memberId: number,
  change: { type: PointType; points: number; remark: string; key: string; at: string },
): Promise<number> {
  const before = await pointsOf(trx, memberId);
  const after = before + change.points;
  if (after < 0) throw refuse(C.notEnoughPoints, { points: before });
  await trx
    .insertInto('point_records')
    .values({
      member_id: memberId,
      type: change.type,
      changed_points: change.points,
      balance_after: after,
      remark: change.remark,
      idempotency_key: change.key,
      created_at: change.at,
    })
    .execute();
  return after;
}

const newOrderNo = (now: number): string =>
  `P${new Date(now).toISOString().slice(0, 10).replaceAll('-', '')}${Array.from({ length: 10 }, () => String(randomInt(10))).join('')}`;

/**
 * Redeems `quantity` units of a reward: the login password must match; the points (and the
 * amount requirement, from MAIN through the ledger) are taken and the stock lowered in one
 * transaction, and the order waits as `processing`. The same key answers the order it made.
 */
export async function redeem(
  ctx: PointsContext,
  caller: Caller,
  member: MemberRow,
  fields: Fields,
): Promise<RedeemResult> {
  const { db, clock } = ctx;
  if (isTrial(member)) throw refuse(C.trialAccount);
  const key = idempotencyKey(fields.idempotencyKey);
  const rewardId = (fields.rewardId ?? '').trim();
  if (!/^[a-z0-9-]{1,64}$/.test(rewardId)) throw refuse(C.rewardNotFound);
  const quantity = wholeField(fields, 'quantity', REDEEM_QUANTITY_MAX);
  const receivingAddress = textField(fields, 'receivingAddress');
  const mobileNumber = textField(fields, 'mobileNumber');
  await checkPassword(ctx, caller, member, fields.withdrawPassword);

  const findOrder = (d: Kysely<Database>) =>
    d
      .selectFrom('redeem_orders')
      .selectAll()
      .where('member_id', '=', member.id)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  const now = clock.now();
  try {
    const order = await db.transaction().execute(async (trx) => {
      const made = await findOrder(trx);
      if (made) {
        if (made.reward_id !== rewardId || made.quantity !== quantity) throw refuse(C.idempotencyConflict);
        return made;
      }
      const reward = await trx.selectFrom('point_rewards').selectAll().where('id', '=', rewardId).executeTakeFirst();
      if (!reward) throw refuse(C.rewardNotFound);
      if (reward.stock < quantity) throw refuse(C.outOfStock, { stock: reward.stock });
      const points = reward.points_requirement * quantity;
      const amount = reward.amount_requirement * quantity;
      const at = iso(now);
      await changePoints(trx, member.id, {
        type: 'redeem',
        points: -points,
        remark: `Redeemed ${quantity} × ${reward.name}`,
        key: `redeem:${key}`,
        at,
      });
      const taken = await trx
        .updateTable('point_rewards')
        .set((eb) => ({ stock: eb('stock', '-', quantity) }))
        .where('id', '=', rewardId)
        .where('stock', '>=', quantity)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw refuse(C.outOfStock, { stock: reward.stock });
      const row = {
        order_no: newOrderNo(now),
        member_id: member.id,
        reward_id: rewardId,
        quantity,
        points,
        amount,
        receiving_address: receivingAddress,
        mobile_number: mobileNumber,
        status: 'processing' as const,
        idempotency_key: key,
        created_at: at,
      };
      await trx.insertInto('redeem_orders').values(row).execute();
      if (amount > 0) {
        await transfer(trx, clock, {
          memberId: member.id,
          amount: -amount,
          counterAccount: HOUSE_ACCOUNTS.points,
          kind: 'POINTS',
          idempotencyKey: `redeem:${key}`,
          memo: `Redeemed ${quantity} × ${reward.name}`,
        });
      }
      return row;
    });
    const reward = await db
      .selectFrom('point_rewards')
      .select('name')
      .where('id', '=', order.reward_id)
      .executeTakeFirstOrThrow();
    return {
      orderNo: order.order_no,
      rewardId: order.reward_id,
      rewardName: reward.name,
      quantity: order.quantity,
      points: order.points,
      amount: order.amount,
      status: order.status,
      time: order.created_at,
      pointsBalance: await pointsOf(db, member.id),
    };
  } catch (error) {
    if (error instanceof InsufficientFunds) throw refuse(C.insufficientBalance);
    throw error;
  }
}

/**
 * Converts points to money in the MAIN wallet at the ratio: the points leave the points ledger
 * and the money comes from the house's points account through the money ledger, in one
 * transaction. Points must make whole minor units. The same key converts once.
 */
export async function convert(
  ctx: PointsContext,
  caller: Caller,
  member: MemberRow,
  fields: Fields,
): Promise<ConvertPointResult> {
  const { db, clock } = ctx;
  if (isTrial(member)) throw refuse(C.trialAccount);
  const key = idempotencyKey(fields.idempotencyKey);
  const { ratio } = await pointConfig(db);
  // ratio points make 100 minor units: the smallest convertible step makes a whole minor unit.
  const step = ratio / gcd(ratio, 100);
  const points = wholeField(fields, 'points', 1_000_000_000, C.invalidPoints);
  if (points % step !== 0) throw refuse(C.invalidPoints, { step });
  await checkPassword(ctx, caller, member, fields.withdrawPassword);
  const amount = (points * 100) / ratio;

  const result = await db.transaction().execute(async (trx) => {
    const earlier = await trx
      .selectFrom('point_records')
      .select(['changed_points'])
      .where('member_id', '=', member.id)
      .where('idempotency_key', '=', `convert:${key}`)
      .executeTakeFirst();
    if (earlier) {
      if (-earlier.changed_points !== points) throw refuse(C.idempotencyConflict);
      return { points, amount };
    }
    await changePoints(trx, member.id, {
      type: 'convert',
      points: -points,
      remark: `Converted to the main wallet`,
      key: `convert:${key}`,
      at: iso(clock.now()),
    });
    await transfer(trx, clock, {
      memberId: member.id,
      amount,
      counterAccount: HOUSE_ACCOUNTS.points,
      kind: 'POINTS',
      idempotencyKey: `convert:${key}`,
      memo: `${points} points converted`,
    });
    return { points, amount };
  });
  return { ...result, pointsBalance: await pointsOf(db, member.id), mainBalance: await walletBalance(db, member.id) };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
