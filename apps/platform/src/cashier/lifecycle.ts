import type {
  ConfirmWithdrawalPayload,
  OperatorPayPayload,
  OperatorWithdrawal,
  OperatorWithdrawFilter,
  PaymentConfirmation,
  WithdrawEventKind,
  WithdrawRecord,
  WithdrawRecords,
  WithdrawState,
} from '@tessera/api/contract';
import {
  DEFAULT_CONFIRM_MINUTES,
  OPERATOR_CODES,
  WITHDRAW_ANSWERS,
  WITHDRAW_CONFIRM_CODES,
} from '@tessera/api/contract';
import type { Clock } from '../clock';
import { iso, MINUTE } from '../clock';
import type { Db } from '../db/open';
import type { MemberRow } from '../db/schema';
import type { WithdrawOrderRow } from '../db/schema-cashier';
import type { OperatorRow, WithdrawEventRow, WithdrawPaymentRow } from '../db/schema-operator';
import { badRequest, Refusal } from '../http/refusal';
import { sendLocalisedMessage } from '../member/inbox';
import { refuse } from '../operator/refuse';
import { recordAction } from '../operator/sessions';
import { checkImages, storeImages } from '../uploads/images';
import { HOUSE_ACCOUNTS, transfer } from '../wallet/ledger';
import { idempotencyKey } from './orders';

/** What the withdrawal lifecycle runs on. */
export interface LifecycleContext {
  db: Db;
  clock: Clock;
}

/** The setting of the confirmation time limit, in minutes (the operator's to set). */
export const CONFIRM_MINUTES_SETTING = 'cashier.confirmMinutes';
export const CONFIRM_MINUTES_MAX = 7 * 24 * 60;
/** Where proof images of a payment are kept (`uploaded_images.purpose`). */
export const PROOF_PURPOSE = 'withdraw-proof';

export async function confirmMinutes(db: Db): Promise<number> {
  const row = await db
    .selectFrom('system_settings')
    .select('value')
    .where('key', '=', CONFIRM_MINUTES_SETTING)
    .executeTakeFirst();
  const value = row ? Number(JSON.parse(row.value)) : Number.NaN;
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_CONFIRM_MINUTES;
}

/** Sets the confirmation time limit (1 minute to 7 days); payments made from now on use it. */
export async function setConfirmMinutes(
  ctx: LifecycleContext,
  operator: OperatorRow,
  minutes: unknown,
): Promise<number> {
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > CONFIRM_MINUTES_MAX)
    throw badRequest(`confirmMinutes must be a whole number from 1 to ${CONFIRM_MINUTES_MAX}`);
  const at = iso(ctx.clock.now());
  await ctx.db
    .insertInto('system_settings')
    .values({ key: CONFIRM_MINUTES_SETTING, value: JSON.stringify(minutes), updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(minutes), updated_at: at }))
    .execute();
  await recordAction(ctx.db, ctx.clock, operator, 'CONFIRM_MINUTES_SET', { amount: minutes });
  return minutes;
}

const confirmed = (c: PaymentConfirmation): boolean => c === 'RECEIVED' || c === 'FORCED_RECEIPT';
const sum = (payments: readonly Pick<WithdrawPaymentRow, 'amount'>[]): number =>
  payments.reduce((total, p) => total + p.amount, 0);

/** Where a withdrawal stands, from its row and its payments. */
export function stateOf(
  row: Pick<WithdrawOrderRow, 'status' | 'amount'>,
  payments: readonly Pick<WithdrawPaymentRow, 'amount' | 'confirmation'>[],
): WithdrawState {
  if (row.status === 'REJECTED') return 'REJECTED';
  const paid = sum(payments);
  if (paid === 0) return 'PENDING';
  if (paid < row.amount) return 'PARTIALLY_PAID';
  return payments.every((p) => confirmed(p.confirmation)) ? 'COMPLETED' : 'PAID';
}

const maskAccount = (accountNumber: string): string =>
  accountNumber.length <= 4
    ? accountNumber
    : `${'*'.repeat(Math.min(accountNumber.length - 4, 8))}${accountNumber.slice(-4)}`;

interface Detail {
  record: WithdrawRecord;
  proofIds: number[];
}

/** The records of these orders with their payments, events and proofs (read in three queries). */
async function details(db: Db, rows: readonly WithdrawOrderRow[]): Promise<Map<string, Detail>> {
  const orderNos = rows.map((r) => r.order_no);
  const [payments, events] = orderNos.length
    ? await Promise.all([
        db.selectFrom('withdraw_payments').selectAll().where('order_no', 'in', orderNos).orderBy('id').execute(),
        db.selectFrom('withdraw_events').selectAll().where('order_no', 'in', orderNos).orderBy('id').execute(),
      ])
    : [[], []];
  const paymentIds = payments.map((p) => String(p.id));
  const proofs = paymentIds.length
    ? await db
        .selectFrom('uploaded_images')
        .select(['id', 'subject'])
        .where('purpose', '=', PROOF_PURPOSE)
        .where('subject', 'in', paymentIds)
        .orderBy('id')
        .execute()
    : [];
  const out = new Map<string, Detail>();
  for (const row of rows) {
    const own = payments.filter((p) => p.order_no === row.order_no);
    const ownEvents: WithdrawEventRow[] = events.filter((e) => e.order_no === row.order_no);
    const paid = sum(own);
    const refunded = row.status === 'REJECTED' ? row.amount - paid : 0;
    const ownProofs = proofs.filter((p) => own.some((o) => String(o.id) === p.subject));
    out.set(row.order_no, {
      proofIds: ownProofs.map((p) => p.id),
      record: {
        orderNo: row.order_no,
        amount: row.amount,
        status: row.status,
        state: stateOf(row, own),
        received: paid,
        remaining: row.status === 'REJECTED' ? 0 : row.amount - paid,
        refunded,
        bankName: row.bank_name,
        accountNumber: maskAccount(row.account_number),
        createdAt: row.created_at,
        rejectReason: row.reject_reason,
        payments: own.map((p) => ({
          id: p.id,
          amount: p.amount,
          paidAt: p.paid_at,
          confirmation: p.confirmation,
          confirmDueAt: p.confirm_due_at,
          answeredAt: p.answered_at,
          proofCount: ownProofs.filter((x) => x.subject === String(p.id)).length,
        })),
        events: [
          { event: 'REQUESTED', amount: row.amount, at: row.created_at, note: null },
          ...ownEvents.map((e) => ({ event: e.event, amount: e.amount, at: e.at, note: e.note })),
        ],
      },
    });
  }
  return out;
}

async function recordOf(db: Db, row: WithdrawOrderRow): Promise<WithdrawRecord> {
  return (await details(db, [row])).get(row.order_no)!.record;
}

const event = (
  db: Db,
  orderNo: string,
  kind: WithdrawEventKind,
  actor: string,
  at: string,
  extra: { paymentId?: number; amount?: number; note?: string } = {},
) =>
  db
    .insertInto('withdraw_events')
    .values({
      order_no: orderNo,
      event: kind,
      payment_id: extra.paymentId ?? null,
      amount: extra.amount ?? null,
      actor,
      note: extra.note ?? null,
      at,
    })
    .execute();

/** Writes COMPLETED when the order is paid in full and every payment is received or counted as received. */
async function completeIfDone(db: Db, orderNo: string, actor: string, at: string): Promise<boolean> {
  const row = await db
    .selectFrom('withdraw_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
  const payments = await db
    .selectFrom('withdraw_payments')
    .select(['amount', 'confirmation'])
    .where('order_no', '=', orderNo)
    .execute();
  if (stateOf(row, payments) !== 'COMPLETED') return false;
  const done = await db
    .selectFrom('withdraw_events')
    .select('id')
    .where('order_no', '=', orderNo)
    .where('event', '=', 'COMPLETED')
    .executeTakeFirst();
  if (done) return false;
  await event(db, orderNo, 'COMPLETED', actor, at);
  return true;
}

/**
 * Every unanswered payment whose time limit has passed counts as received (FORCED_RECEIPT, at its
 * due time, by the system), and its member is told. Run before every read of withdrawals, and
 * by the platform's timer, so the clock alone decides.
 */
export async function forceDueReceipts(ctx: LifecycleContext): Promise<number> {
  const now = iso(ctx.clock.now());
  const due = await ctx.db
    .selectFrom('withdraw_payments as p')
    .innerJoin('withdraw_orders as o', 'o.order_no', 'p.order_no')
    .select(['p.id', 'p.order_no', 'p.amount', 'p.confirm_due_at', 'o.member_id'])
    .where('p.confirmation', '=', 'AWAITING')
    .where('p.confirm_due_at', '<=', now)
    .execute();
  let forced = 0;
  for (const payment of due) {
    const changed = await ctx.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('withdraw_payments')
        .set({ confirmation: 'FORCED_RECEIPT', answered_at: payment.confirm_due_at })
        .where('id', '=', payment.id)
        .where('confirmation', '=', 'AWAITING')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await event(trx, payment.order_no, 'FORCED_RECEIPT', 'system', payment.confirm_due_at, {
        paymentId: payment.id,
        amount: payment.amount,
      });
      const completed = await completeIfDone(trx, payment.order_no, 'system', payment.confirm_due_at);
      await sendLocalisedMessage(
        trx,
        payment.member_id,
        'WITHDRAWAL_FORCED_RECEIPT',
        { orderNo: payment.order_no, amount: payment.amount, completed },
        now,
      );
      return true;
    });
    if (changed) forced += 1;
  }
  return forced;
}

const PAGE_MAX = 50;

/** The member's withdrawals, newest first, 10 a page unless asked (at most 50). */
export async function memberWithdrawals(
  ctx: LifecycleContext,
  member: MemberRow,
  query: { pageNo?: string; pageSize?: string },
): Promise<WithdrawRecords> {
  const whole = (raw: string | undefined, fallback: number, max: number): number => {
    if (raw === undefined) return fallback;
    const n = /^\d{1,7}$/.test(raw) ? Number(raw) : 0;
    if (n < 1 || n > max) throw badRequest(`pageNo and pageSize must be whole numbers (pageSize at most ${PAGE_MAX})`);
    return n;
  };
  const pageNo = whole(query.pageNo, 1, 1_000_000);
  const pageSize = whole(query.pageSize, 10, PAGE_MAX);
  await forceDueReceipts(ctx);
  const base = ctx.db.selectFrom('withdraw_orders').where('member_id', '=', member.id);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('order_no', 'desc')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  const map = await details(ctx.db, rows);
  return {
    content: rows.map((r) => map.get(r.order_no)!.record),
    totalPages: Math.ceil(total / pageSize),
    totalElements: total,
    confirmMinutes: await confirmMinutes(ctx.db),
  };
}

/** Withdrawals for the operator: by derived state or by what waits on the member, newest first (at most 200). */
export async function operatorWithdrawals(
  ctx: LifecycleContext,
  filter: OperatorWithdrawFilter,
): Promise<OperatorWithdrawal[]> {
  await forceDueReceipts(ctx);
  let query = ctx.db
    .selectFrom('withdraw_orders as w')
    .innerJoin('members as m', 'm.id', 'w.member_id')
    .selectAll('w')
    .select('m.account as member_account')
    .orderBy('w.created_at', 'desc')
    .limit(200);
  if (filter === 'PENDING' || filter === 'PARTIALLY_PAID') query = query.where('w.status', '=', 'PENDING');
  if (filter === 'PAID' || filter === 'COMPLETED') query = query.where('w.status', '=', 'PAID');
  if (filter === 'REJECTED') query = query.where('w.status', '=', 'REJECTED');
  if (filter === 'AWAITING_CONFIRMATION' || filter === 'NOT_RECEIVED') {
    const confirmation = filter === 'AWAITING_CONFIRMATION' ? 'AWAITING' : 'NOT_RECEIVED';
    query = query.where('w.order_no', 'in', (eb) =>
      eb.selectFrom('withdraw_payments').select('order_no').where('confirmation', '=', confirmation),
    );
  }
  const rows = await query.execute();
  const map = await details(ctx.db, rows);
  return rows
    .map((r) => {
      const d = map.get(r.order_no)!;
      return {
        ...d.record,
        account: r.member_account,
        accountHolder: r.account_holder,
        fullAccountNumber: r.account_number,
        proofIds: d.proofIds,
      };
    })
    .filter((w) =>
      filter === 'PENDING' || filter === 'PARTIALLY_PAID' || filter === 'PAID' || filter === 'COMPLETED'
        ? w.state === filter
        : true,
    );
}

async function orderForOperator(db: Db, orderNo: string): Promise<WithdrawOrderRow> {
  const row = await db.selectFrom('withdraw_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  if (!row) throw refuse(OPERATOR_CODES.notFound);
  return row;
}

/**
 * The operator pays part or all of what remains of a PENDING withdrawal (the money is already
 * held by the house since the member asked). The payment waits for the member's answer until
 * the time limit; the member's inbox is told. A key already used answers the same payment.
 */
export async function payWithdrawal(
  ctx: LifecycleContext,
  operator: OperatorRow,
  orderNo: string,
  payload: Partial<OperatorPayPayload>,
): Promise<WithdrawRecord> {
  let key: string;
  try {
    key = idempotencyKey(payload.idempotencyKey);
  } catch {
    throw refuse(OPERATOR_CODES.invalidIdempotencyKey);
  }
  const amount = payload.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
    throw refuse(OPERATOR_CODES.invalidAmount);
  const limit = await confirmMinutes(ctx.db);
  const now = ctx.clock.now();
  const at = iso(now);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const order = await orderForOperator(trx, orderNo);
    const earlier = await trx
      .selectFrom('withdraw_payments')
      .selectAll()
      .where('order_no', '=', orderNo)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.amount !== amount) throw refuse(OPERATOR_CODES.idempotencyConflict);
      return order;
    }
    if (order.status !== 'PENDING') throw refuse(OPERATOR_CODES.wrongState, { status: order.status });
    const paid = sum(
      await trx.selectFrom('withdraw_payments').select('amount').where('order_no', '=', orderNo).execute(),
    );
    const remaining = order.amount - paid;
    if (amount > remaining) throw refuse(OPERATOR_CODES.overpayment, { remaining });
    const payment = await trx
      .insertInto('withdraw_payments')
      .values({
        order_no: orderNo,
        amount,
        operator_id: operator.id,
        idempotency_key: key,
        paid_at: at,
        confirm_due_at: iso(now + limit * MINUTE),
        confirmation: 'AWAITING',
        answered_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await event(trx, orderNo, 'PAID', `operator:${operator.account}`, at, { paymentId: payment.id, amount });
    if (amount === remaining)
      await trx.updateTable('withdraw_orders').set({ status: 'PAID' }).where('order_no', '=', orderNo).execute();
    await recordAction(trx, ctx.clock, operator, 'WITHDRAWAL_PAID', { subject: orderNo, amount });
    const left = remaining - amount;
    await sendLocalisedMessage(
      trx,
      order.member_id,
      'WITHDRAWAL_PAID',
      { orderNo, amount, bank: order.bank_name, received: paid + amount, remaining: left, minutes: limit },
      at,
    );
    return trx.selectFrom('withdraw_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  });
  return recordOf(ctx.db, row);
}

const REASON = /^[^\p{Cc}]{2,200}$/u;

/**
 * The operator refuses a PENDING withdrawal with a reason: what was not paid goes back to the
 * member's MAIN wallet through the ledger (WITHDRAWAL from the house's withdrawals account), once.
 */
export async function rejectWithdrawal(
  ctx: LifecycleContext,
  operator: OperatorRow,
  orderNo: string,
  reasonInput: unknown,
): Promise<WithdrawRecord> {
  const reason = typeof reasonInput === 'string' ? reasonInput.trim().replace(/\s+/g, ' ') : '';
  if (!REASON.test(reason)) throw refuse(OPERATOR_CODES.invalidReason);
  const at = iso(ctx.clock.now());
  const row = await ctx.db.transaction().execute(async (trx) => {
    const order = await orderForOperator(trx, orderNo);
    if (order.status !== 'PENDING') throw refuse(OPERATOR_CODES.wrongState, { status: order.status });
    const paid = sum(
      await trx.selectFrom('withdraw_payments').select('amount').where('order_no', '=', orderNo).execute(),
    );
    const refund = order.amount - paid;
    const moved = await transfer(trx, ctx.clock, {
      memberId: order.member_id,
      amount: refund,
      counterAccount: HOUSE_ACCOUNTS.withdrawals,
      kind: 'WITHDRAWAL',
      idempotencyKey: `withdraw-refund:${orderNo}`,
      memo: `Withdrawal ${orderNo} rejected: returned`,
    });
    await trx
      .updateTable('withdraw_orders')
      .set({ status: 'REJECTED', reject_reason: reason, refund_transfer_id: moved.transferId })
      .where('order_no', '=', orderNo)
      .execute();
    await event(trx, orderNo, 'REJECTED', `operator:${operator.account}`, at, { amount: refund, note: reason });
    await recordAction(trx, ctx.clock, operator, 'WITHDRAWAL_REJECTED', {
      subject: orderNo,
      amount: refund,
      note: reason,
    });
    await sendLocalisedMessage(trx, order.member_id, 'WITHDRAWAL_REJECTED', { orderNo, reason, refund }, at);
    return trx.selectFrom('withdraw_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  });
  return recordOf(ctx.db, row);
}

const refuseConfirm = (
  code: (typeof WITHDRAW_CONFIRM_CODES)[keyof typeof WITHDRAW_CONFIRM_CODES],
  message: string,
  value: unknown = null,
) => new Refusal(code, message, value);

/**
 * The member's answer (§4): RECEIVED or NOT_RECEIVED (with up to 3 proof images, checked by
 * content) for one payment still awaiting an answer; ALL_RECEIVED for a withdrawal paid in full,
 * which answers every open payment. Each answer is an event with its time.
 */
export async function answerWithdrawal(
  ctx: LifecycleContext,
  member: MemberRow,
  payload: Partial<ConfirmWithdrawalPayload>,
): Promise<WithdrawRecord> {
  if (typeof payload.orderNo !== 'string' || !WITHDRAW_ANSWERS.includes(payload.answer as never))
    throw badRequest('orderNo and answer (RECEIVED, NOT_RECEIVED, ALL_RECEIVED) are required');
  const answer = payload.answer!;
  const proofs = answer === 'NOT_RECEIVED' ? checkImages(payload.proofs) : [];
  if (
    answer !== 'NOT_RECEIVED' &&
    payload.proofs !== undefined &&
    (!Array.isArray(payload.proofs) || payload.proofs.length > 0)
  )
    throw badRequest('Proof images go only with NOT_RECEIVED');
  await forceDueReceipts(ctx);
  const orderNo = payload.orderNo;
  const at = iso(ctx.clock.now());
  const row = await ctx.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('withdraw_orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .where('member_id', '=', member.id)
      .executeTakeFirst();
    if (!order) throw refuseConfirm(WITHDRAW_CONFIRM_CODES.notFound, 'No such withdrawal');
    const payments = await trx
      .selectFrom('withdraw_payments')
      .selectAll()
      .where('order_no', '=', orderNo)
      .orderBy('id')
      .execute();
    if (answer === 'ALL_RECEIVED') {
      if (order.status !== 'PAID')
        throw refuseConfirm(WITHDRAW_CONFIRM_CODES.notPaidInFull, 'The withdrawal is not paid in full yet');
      const open = payments.filter((p) => !confirmed(p.confirmation));
      if (open.length === 0)
        throw refuseConfirm(WITHDRAW_CONFIRM_CODES.notAwaiting, 'Every payment is answered already');
      await trx
        .updateTable('withdraw_payments')
        .set({ confirmation: 'RECEIVED', answered_at: at })
        .where(
          'id',
          'in',
          open.map((p) => p.id),
        )
        .execute();
      await event(trx, orderNo, 'ALL_RECEIVED', 'member', at, { amount: order.amount });
    } else {
      const payment = payments.find((p) => p.id === payload.paymentId);
      if (!payment) throw refuseConfirm(WITHDRAW_CONFIRM_CODES.notFound, 'No such payment');
      // A payment the member said was not received can still be confirmed once it arrives.
      const open =
        payment.confirmation === 'AWAITING' || (answer === 'RECEIVED' && payment.confirmation === 'NOT_RECEIVED');
      if (!open || order.status === 'REJECTED')
        throw refuseConfirm(WITHDRAW_CONFIRM_CODES.notAwaiting, 'This payment is answered already');
      await trx
        .updateTable('withdraw_payments')
        .set({ confirmation: answer, answered_at: at })
        .where('id', '=', payment.id)
        .execute();
      if (proofs.length) await storeImages(trx, member.id, PROOF_PURPOSE, String(payment.id), proofs, at);
      await event(trx, orderNo, answer, 'member', at, { paymentId: payment.id, amount: payment.amount });
    }
    if (await completeIfDone(trx, orderNo, 'member', at)) {
      await sendLocalisedMessage(trx, member.id, 'WITHDRAWAL_COMPLETE', { orderNo, amount: order.amount }, at);
    }
    return trx.selectFrom('withdraw_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  });
  return recordOf(ctx.db, row);
}
