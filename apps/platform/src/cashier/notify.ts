import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { DepositStatus, PaymentNotification, PaymentNotificationResult } from '@tessera/api/contract';
import { PAYMENT_NOTIFY_CODES, PAYMENT_NOTIFY_WINDOW_MINUTES } from '@tessera/api/contract';
import type { Clock } from '../clock';
import { iso, MINUTE } from '../clock';
import type { Db } from '../db/open';
import { badRequest, Refusal } from '../http/refusal';
import { creditDeposit, statusAt } from './deposits';

const N = PAYMENT_NOTIFY_CODES;

/** The text a notification's signature covers: every field but the signature, one a line. */
const signedText = (n: Omit<PaymentNotification, 'signature'>): string =>
  [n.notificationId, n.orderNo, String(n.amount), n.status, n.notifiedAt].join('\n');

/** The HMAC-SHA256 (hex) of a notification under the shared secret. */
export const signNotification = (secret: string, n: Omit<PaymentNotification, 'signature'>): string =>
  createHmac('sha256', secret).update(signedText(n)).digest('hex');

/** A notification as the provider simulator sends it: a new id, the clock's time, signed. */
export function makeNotification(
  secret: string,
  clock: Clock,
  orderNo: string,
  amount: number,
  status: PaymentNotification['status'],
): PaymentNotification {
  const unsigned = { notificationId: randomUUID(), orderNo, amount, status, notifiedAt: iso(clock.now()) };
  return { ...unsigned, signature: signNotification(secret, unsigned) };
}

const refuse = (code: string, message: string): Refusal => new Refusal(code, message);

function readNotification(body: unknown): PaymentNotification {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (name: string, max: number): string => {
    const v = b[name];
    if (typeof v !== 'string' || v.length === 0 || v.length > max) throw badRequest(`${name} is required`);
    return v;
  };
  const amount = b.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
    throw badRequest('amount must be a whole positive number');
  const status = b.status;
  if (status !== 'PAID' && status !== 'FAILED') throw badRequest('status must be PAID or FAILED');
  return {
    notificationId: text('notificationId', 64),
    orderNo: text('orderNo', 64),
    amount,
    status,
    notifiedAt: text('notifiedAt', 40),
    signature: text('signature', 128),
  };
}

/**
 * A provider's notification: the signature checked in constant time, the time within the window,
 * the id never seen (kept in the same transaction as the credit, so a replay, even a concurrent
 * one, credits nothing), the amount the order's own. PAID credits a PENDING order (even one past
 * its payment time: the provider took the money); FAILED cancels it; any other order is IGNORED.
 */
export async function receiveNotification(
  db: Db,
  clock: Clock,
  secret: string | null,
  body: unknown,
): Promise<PaymentNotificationResult> {
  if (!secret) throw refuse(N.notConfigured, 'Payment notifications are not configured');
  const n = readNotification(body);
  const expected = Buffer.from(signNotification(secret, n), 'hex');
  const given = /^[0-9a-f]{64}$/.test(n.signature) ? Buffer.from(n.signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw refuse(N.signatureInvalid, 'The signature does not match');
  const now = clock.now();
  const sent = Date.parse(n.notifiedAt);
  if (!Number.isFinite(sent) || Math.abs(now - sent) > PAYMENT_NOTIFY_WINDOW_MINUTES * MINUTE)
    throw refuse(N.stale, 'The notification is not fresh');
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('deposit_orders')
      .selectAll()
      .where('order_no', '=', n.orderNo)
      .executeTakeFirst();
    if (!order) throw refuse(N.orderNotFound, 'No such order');
    if (order.amount !== n.amount) throw refuse(N.amountMismatch, 'The amount is not the order’s');
    const kept = await trx
      .insertInto('payment_notifications')
      .values({
        notification_id: n.notificationId,
        order_no: n.orderNo,
        amount: n.amount,
        status: n.status,
        notified_at: n.notifiedAt,
        received_at: iso(now),
        outcome: 'IGNORED',
      })
      .onConflict((oc) => oc.column('notification_id').doNothing())
      .returning('notification_id')
      .executeTakeFirst();
    if (!kept) throw refuse(N.replayed, 'This notification was received before');
    let outcome: PaymentNotificationResult['outcome'] = 'IGNORED';
    if (n.status === 'PAID' && (await creditDeposit(trx, clock, n.orderNo, { evenExpired: true })))
      outcome = 'CREDITED';
    if (n.status === 'FAILED') {
      const cancelled = await trx
        .updateTable('deposit_orders')
        .set({ status: 'CANCELLED', settled_at: iso(now) })
        .where('order_no', '=', n.orderNo)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      if (Number(cancelled.numUpdatedRows) > 0) outcome = 'CANCELLED';
    }
    await trx
      .updateTable('payment_notifications')
      .set({ outcome })
      .where('notification_id', '=', n.notificationId)
      .execute();
    const after = await trx
      .selectFrom('deposit_orders')
      .select(['status', 'expires_at'])
      .where('order_no', '=', n.orderNo)
      .executeTakeFirstOrThrow();
    const status: DepositStatus = statusAt(after, now);
    return { outcome, status };
  });
}
