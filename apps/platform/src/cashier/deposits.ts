import type { CreateDepositPayload, DepositOrder, DepositStatus } from '@tessera/api/contract';
import { CASHIER_CODES, DEPOSIT_ORDER_MINUTES } from '@tessera/api/contract';
import type { Clock } from '../clock';
import { iso, MINUTE } from '../clock';
import type { Db } from '../db/open';
import type { MemberRow } from '../db/schema';
import type { DepositChannelRow, DepositOrderRow } from '../db/schema-cashier';
import { isTrial } from '../identity/members';
import { newToken, tokenHash } from '../identity/secrets';
import { HOUSE_ACCOUNTS, transfer } from '../wallet/ledger';
import { openChannel } from './channels';
import { idempotencyKey, newOrderNo, wholeAmount, withinLimits } from './orders';
import { refuse } from './refuse';

/** What the deposit flows run on. */
export interface CashierContext {
  db: Db;
  clock: Clock;
}

/** The payment page of an order (served by the platform, under its API prefix so the site's proxy reaches it). */
export const PAY_PAGE_PATH = '/wps/cashier/pay';

/** The status as it stands at `now`: a PENDING order past its time is EXPIRED even before the row says so. */
export const statusAt = (row: Pick<DepositOrderRow, 'status' | 'expires_at'>, now: number): DepositStatus =>
  row.status === 'PENDING' && Date.parse(row.expires_at) <= now ? 'EXPIRED' : row.status;

const toOrder = (row: DepositOrderRow, now: number, payUrl: string): DepositOrder => ({
  orderNo: row.order_no,
  channelCode: row.channel_code,
  amount: row.amount,
  status: statusAt(row, now),
  payUrl,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

/** Issues a new secret link to the order's payment page; only the secret's hash is kept. */
async function issuePayLink(db: Db, orderNo: string, now: number, origin: string): Promise<string> {
  const token = newToken();
  await db
    .insertInto('deposit_pay_tokens')
    .values({ token_hash: tokenHash(token), order_no: orderNo, created_at: iso(now) })
    .execute();
  return `${origin}${PAY_PAGE_PATH}/${encodeURIComponent(orderNo)}?t=${token}`;
}

/**
 * Opens a deposit order (PENDING, payable for 30 minutes) on an open channel, for an amount
 * within the channel's limits. The same idempotency key answers the order it made (with a fresh
 * link to the same payment page); with another channel or amount it is refused. Without a
 * payment page (`origin` null: the provider simulator is off) `payUrl` is '' and the order waits
 * for the provider's notification or the operator's confirmation.
 */
export async function createDeposit(
  ctx: CashierContext,
  member: MemberRow,
  payload: Partial<CreateDepositPayload>,
  origin: string | null,
): Promise<DepositOrder> {
  if (isTrial(member)) throw refuse(CASHIER_CODES.trialAccount);
  const key = idempotencyKey(payload.idempotencyKey);
  const channel: DepositChannelRow | undefined =
    typeof payload.channelCode === 'string' ? await openChannel(ctx.db, payload.channelCode) : undefined;
  if (!channel) throw refuse(CASHIER_CODES.channelNotFound);
  const amount = wholeAmount(payload.amount);
  withinLimits(amount, channel.min_amount, channel.max_amount);

  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const orderNo = newOrderNo('D', now);
    await trx
      .insertInto('deposit_orders')
      .values({
        order_no: orderNo,
        member_id: member.id,
        channel_code: channel.code,
        amount,
        status: 'PENDING',
        idempotency_key: key,
        created_at: iso(now),
        expires_at: iso(now + DEPOSIT_ORDER_MINUTES * MINUTE),
        settled_at: null,
      })
      .onConflict((oc) => oc.columns(['member_id', 'idempotency_key']).doNothing())
      .execute();
    // The unique key decides between two requests with the same key: both read the one order.
    const row = await trx
      .selectFrom('deposit_orders')
      .selectAll()
      .where('member_id', '=', member.id)
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    if (row.channel_code !== channel.code || row.amount !== amount) throw refuse(CASHIER_CODES.idempotencyConflict);
    return toOrder(row, now, origin === null ? '' : await issuePayLink(trx, row.order_no, now, origin));
  });
}

/** One of the member's own orders as it stands now (no payment link: a poll hands none out). */
export async function depositOrder(ctx: CashierContext, member: MemberRow, orderNo: unknown): Promise<DepositOrder> {
  const row =
    typeof orderNo === 'string'
      ? await ctx.db
          .selectFrom('deposit_orders')
          .selectAll()
          .where('order_no', '=', orderNo)
          .where('member_id', '=', member.id)
          .executeTakeFirst()
      : undefined;
  if (!row) throw refuse(CASHIER_CODES.orderNotFound);
  return toOrder(row, ctx.clock.now(), '');
}

/** An order as its payment page shows it: reached only with a valid link secret. */
export interface PayView {
  orderNo: string;
  amount: number;
  status: DepositStatus;
  channelName: string;
  channelKind: DepositChannelRow['kind'];
  expiresAt: string;
}

/** The order a payment-page secret opens, or undefined for an unknown order or a wrong secret. */
export async function payView(ctx: CashierContext, orderNo: string, token: unknown): Promise<PayView | undefined> {
  if (typeof token !== 'string' || token.length > 128) return undefined;
  const row = await ctx.db
    .selectFrom('deposit_pay_tokens as t')
    .innerJoin('deposit_orders as o', 'o.order_no', 't.order_no')
    .innerJoin('deposit_channels as c', 'c.code', 'o.channel_code')
    .select(['o.order_no', 'o.amount', 'o.status', 'o.expires_at', 'c.name', 'c.kind'])
    .where('t.token_hash', '=', tokenHash(token))
    .where('o.order_no', '=', orderNo)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    orderNo: row.order_no,
    amount: row.amount,
    status: statusAt(row, ctx.clock.now()),
    channelName: row.name,
    channelKind: row.kind,
    expiresAt: row.expires_at,
  };
}

/**
 * Marks a PENDING order PAID and credits the member's MAIN wallet through the ledger, in the
 * caller's transaction; only an order within its payment time unless `evenExpired` (the provider
 * or the operator saw the money arrive). Answers whether it credited: a second call does nothing.
 */
export async function creditDeposit(
  trx: Db,
  clock: Clock,
  orderNo: string,
  { evenExpired = false }: { evenExpired?: boolean } = {},
): Promise<boolean> {
  const now = clock.now();
  let update = trx
    .updateTable('deposit_orders')
    .set({ status: 'PAID', settled_at: iso(now) })
    .where('order_no', '=', orderNo)
    .where((eb) => eb.or([eb('status', '=', 'PENDING'), ...(evenExpired ? [eb('status', '=', 'EXPIRED')] : [])]));
  if (!evenExpired) update = update.where('expires_at', '>', iso(now));
  const settled = await update.returning(['member_id', 'amount']).executeTakeFirst();
  if (!settled) return false;
  await transfer(trx, clock, {
    memberId: settled.member_id,
    amount: settled.amount,
    counterAccount: HOUSE_ACCOUNTS.deposits,
    kind: 'DEPOSIT',
    idempotencyKey: `deposit:${orderNo}`,
    memo: `Deposit ${orderNo}`,
  });
  return true;
}

/** Marks a PENDING order past its payment time EXPIRED (what its status already reads as). */
export async function expireIfDue(db: Db, orderNo: string, now: number): Promise<void> {
  await db
    .updateTable('deposit_orders')
    .set({ status: 'EXPIRED' })
    .where('order_no', '=', orderNo)
    .where('status', '=', 'PENDING')
    .where('expires_at', '<=', iso(now))
    .execute();
}
