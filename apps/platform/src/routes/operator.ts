import type {
  Envelope,
  OperatorAction,
  OperatorDeposit,
  OperatorList,
  OperatorLoginResult,
  OperatorWithdrawal,
  OperatorWithdrawFilter,
  WithdrawRecord,
} from '@tessera/api/contract';
import { PATHS, WITHDRAW_STATES } from '@tessera/api/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  confirmMinutes,
  operatorWithdrawals,
  payWithdrawal,
  PROOF_PURPOSE,
  rejectWithdrawal,
  setConfirmMinutes,
} from '../cashier/lifecycle';
import { confirmDeposit, operatorDeposits } from '../cashier/operator-deposits';
import { ok, errorBody } from '../http/envelope';
import { badRequest } from '../http/refusal';
import { callerOf } from '../identity/caller';
import type { IdentityContext } from '../identity/context';
import { OPERATOR_CONSOLE_CSP, OPERATOR_CONSOLE_HTML, OPERATOR_CONSOLE_JS } from '../operator/page';
import { operatorLogin, operatorLogout } from '../operator/sessions';
import { guarded, guardRoutes } from './auth';

export interface OperatorRoutesOptions {
  ctx: IdentityContext;
}

const O = PATHS.operator;
const WITHDRAW_FILTERS: readonly OperatorWithdrawFilter[] = [
  'ALL',
  'AWAITING_CONFIRMATION',
  'NOT_RECEIVED',
  ...WITHDRAW_STATES,
];

const loginBody = {
  type: 'object',
  required: ['account', 'password'],
  properties: { account: { type: 'string', maxLength: 64 }, password: { type: 'string', maxLength: 128 } },
} as const;
const orderParams = {
  type: 'object',
  required: ['orderNo'],
  properties: { orderNo: { type: 'string', maxLength: 64 } },
} as const;
const statusQuery = { type: 'object', properties: { status: { type: 'string', maxLength: 32 } } } as const;
const payBody = {
  type: 'object',
  required: ['amount', 'idempotencyKey'],
  properties: { amount: { type: 'number' }, idempotencyKey: { type: 'string', maxLength: 128 } },
} as const;
const rejectBody = {
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', maxLength: 400 } },
} as const;
const settingsBody = {
  type: 'object',
  required: ['confirmMinutes'],
  properties: { confirmMinutes: { type: 'number' } },
} as const;

/**
 * The operator's side: a console page at /ops and its calls under /ops/api, for staff accounts
 * with their own sessions (bearer tokens). Money moves only through the cashier and the ledger.
 */
export async function operatorRoutes(app: FastifyInstance, { ctx }: OperatorRoutesOptions): Promise<void> {
  const page = (type: string, body: string) => async (_request: unknown, reply: FastifyReply) =>
    reply
      .type(type)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .header('content-security-policy', OPERATOR_CONSOLE_CSP)
      .send(body);
  // Every call needs an operator's token, but the console itself and logging in and out.
  guardRoutes(app, 'operator');
  const visitor = guarded('public');
  app.get('/ops', visitor, page('text/html; charset=utf-8', OPERATOR_CONSOLE_HTML));
  app.get('/ops/console.js', visitor, page('text/javascript; charset=utf-8', OPERATOR_CONSOLE_JS));

  app.post<{ Body: { account: string; password: string } }>(
    O.session,
    { ...visitor, schema: { body: loginBody } },
    async (request): Promise<Envelope<OperatorLoginResult>> =>
      ok(await operatorLogin(ctx.db, ctx.clock, callerOf(request).ip, request.body.account, request.body.password)),
  );
  app.delete(O.session, visitor, async (request): Promise<Envelope<null>> => {
    await operatorLogout(ctx.db, ctx.clock, request);
    return ok(null);
  });

  app.get<{ Querystring: { status?: string } }>(
    O.deposits,
    { schema: { querystring: statusQuery } },
    async (request): Promise<Envelope<OperatorList<OperatorDeposit>>> => {
      return ok(await operatorDeposits(ctx, request.query.status));
    },
  );
  app.post<{ Params: { orderNo: string } }>(
    `${O.deposits}/:orderNo/confirm`,
    { schema: { params: orderParams } },
    async (request): Promise<Envelope<OperatorDeposit>> => {
      const { operator } = request;
      return ok(await confirmDeposit(ctx, operator, request.params.orderNo));
    },
  );

  app.get<{ Querystring: { status?: string } }>(
    O.withdrawals,
    { schema: { querystring: statusQuery } },
    async (request): Promise<Envelope<OperatorList<OperatorWithdrawal>>> => {
      const filter = (request.query.status ?? 'ALL') as OperatorWithdrawFilter;
      if (!WITHDRAW_FILTERS.includes(filter)) throw badRequest(`status must be one of ${WITHDRAW_FILTERS.join(', ')}`);
      const content = await operatorWithdrawals(ctx, filter);
      return ok({ content, totalElements: content.length });
    },
  );
  app.post<{ Params: { orderNo: string }; Body: { amount: number; idempotencyKey: string } }>(
    `${O.withdrawals}/:orderNo/pay`,
    { schema: { params: orderParams, body: payBody } },
    async (request): Promise<Envelope<WithdrawRecord>> => {
      const { operator } = request;
      return ok(await payWithdrawal(ctx, operator, request.params.orderNo, request.body));
    },
  );
  app.post<{ Params: { orderNo: string }; Body: { reason: string } }>(
    `${O.withdrawals}/:orderNo/reject`,
    { schema: { params: orderParams, body: rejectBody } },
    async (request): Promise<Envelope<WithdrawRecord>> => {
      const { operator } = request;
      return ok(await rejectWithdrawal(ctx, operator, request.params.orderNo, request.body.reason));
    },
  );

  app.get(O.actions, async (): Promise<Envelope<OperatorList<OperatorAction>>> => {
    const rows = await ctx.db
      .selectFrom('operator_actions as a')
      .innerJoin('operators as o', 'o.id', 'a.operator_id')
      .select(['a.id', 'o.account', 'a.action', 'a.subject', 'a.amount', 'a.note', 'a.at'])
      .orderBy('a.id', 'desc')
      .limit(200)
      .execute();
    const content = rows.map((r) => ({
      id: r.id,
      operator: r.account,
      action: r.action as OperatorAction['action'],
      subject: r.subject,
      amount: r.amount,
      note: r.note,
      at: r.at,
    }));
    return ok({ content, totalElements: content.length });
  });

  app.get(O.settings, async (): Promise<Envelope<{ confirmMinutes: number }>> => {
    return ok({ confirmMinutes: await confirmMinutes(ctx.db) });
  });
  app.put<{ Body: { confirmMinutes: number } }>(
    O.settings,
    { schema: { body: settingsBody } },
    async (request): Promise<Envelope<{ confirmMinutes: number }>> => {
      const { operator } = request;
      return ok({ confirmMinutes: await setConfirmMinutes(ctx, operator, request.body.confirmMinutes) });
    },
  );

  // A proof image a member sent, for the operator's eyes only.
  app.get<{ Params: { id: string } }>('/ops/images/:id', async (request, reply) => {
    const id = /^\d{1,12}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const image = await ctx.db
      .selectFrom('uploaded_images')
      .select(['mime', 'bytes', 'purpose'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!image || ![PROOF_PURPOSE, 'feedback'].includes(image.purpose))
      return reply.code(404).send(errorBody('NOT_FOUND', 'No such image'));
    return reply
      .type(image.mime)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(image.bytes);
  });
}
