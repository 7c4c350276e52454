import type { DepositStatus, OperatorDeposit, OperatorList } from '@tessera/api/contract';
import { DEPOSIT_STATUSES, OPERATOR_CODES } from '@tessera/api/contract';
import { iso } from '../clock';
import type { OperatorRow } from '../db/schema-operator';
import { badRequest } from '../http/refusal';
import { refuse } from '../operator/refuse';
import { recordAction } from '../operator/sessions';
import type { CashierContext } from './deposits';
import { creditDeposit, statusAt } from './deposits';

/** Deposits for the operator, newest first (at most 200), of one status as it reads now, or all. */
export async function operatorDeposits(
  ctx: CashierContext,
  status: string | undefined,
): Promise<OperatorList<OperatorDeposit>> {
  const wanted = status === undefined || status === 'ALL' ? null : (status as DepositStatus);
  if (wanted !== null && !DEPOSIT_STATUSES.includes(wanted))
    throw badRequest(`status must be ALL or one of ${DEPOSIT_STATUSES.join(', ')}`);
  const now = ctx.clock.now();
  let query = ctx.db
    .selectFrom('deposit_orders as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .selectAll('d')
    .select('m.account')
    .orderBy('d.created_at', 'desc')
    .limit(200);
  // PENDING and EXPIRED read alike in the table until an order's time is noticed.
  if (wanted === 'PENDING') query = query.where('d.status', '=', 'PENDING').where('d.expires_at', '>', iso(now));
  else if (wanted === 'EXPIRED')
    query = query.where((eb) =>
      eb.or([
        eb('d.status', '=', 'EXPIRED'),
        eb.and([eb('d.status', '=', 'PENDING'), eb('d.expires_at', '<=', iso(now))]),
      ]),
    );
  else if (wanted) query = query.where('d.status', '=', wanted);
  const rows = await query.execute();
  const content = rows.map((r) => ({
    orderNo: r.order_no,
    account: r.account,
    channelCode: r.channel_code,
    amount: r.amount,
    status: statusAt(r, now),
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    settledAt: r.settled_at,
  }));
  return { content, totalElements: content.length };
}

/**
 * The operator confirms a deposit as received (a bank transfer seen on the account): a PENDING
 * order, or one that expired while the money was on its way, becomes PAID and the member's MAIN
 * wallet is credited through the ledger, once. Recorded with who and when.
 */
export async function confirmDeposit(
  ctx: CashierContext,
  operator: OperatorRow,
  orderNo: string,
): Promise<OperatorDeposit> {
  await ctx.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('deposit_orders')
      .select(['status'])
      .where('order_no', '=', orderNo)
      .executeTakeFirst();
    if (!order) throw refuse(OPERATOR_CODES.notFound);
    if (!(await creditDeposit(trx, ctx.clock, orderNo, { evenExpired: true })))
      throw refuse(OPERATOR_CODES.wrongState, { status: order.status });
    const row = await trx
      .selectFrom('deposit_orders')
      .select('amount')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    await recordAction(trx, ctx.clock, operator, 'DEPOSIT_CONFIRMED', { subject: orderNo, amount: row.amount });
  });
  const list = await ctx.db
    .selectFrom('deposit_orders as d')
    .innerJoin('members as m', 'm.id', 'd.member_id')
    .selectAll('d')
    .select('m.account')
    .where('d.order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
  return {
    orderNo: list.order_no,
    account: list.account,
    channelCode: list.channel_code,
    amount: list.amount,
    status: list.status,
    createdAt: list.created_at,
    expiresAt: list.expires_at,
    settledAt: list.settled_at,
  };
}
