import type { CreateDepositPayload, DepositChannel, DepositOrder, Envelope, WithdrawOrder, WithdrawSettings } from '@tessera/api';
import type { EncryptedBody } from '@tessera/api/crypto';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { depositChannels } from '../cashier/channels';
import { createDeposit, depositOrder, PAY_PAGE_PATH, payView, settleDeposit } from '../cashier/deposits';
import { invalidLinkPage, PAY_PAGE_CSP, payPage } from '../cashier/pay-page';
import { withdraw, withdrawSettings } from '../cashier/withdrawals';
import { ok } from '../http/envelope';
import { encryptedBodySchema, readEncrypted } from '../http/encrypted';
import { callerOf } from '../identity/caller';
import type { IdentityContext } from '../identity/context';
import { requireSession } from '../identity/sessions';

export interface CashierRoutesOptions {
  ctx: IdentityContext;
  transportKey: string;
}

const createBody = {
  type: 'object',
  properties: {
    channelCode: { type: 'string', maxLength: 64 },
    amount: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 20 }] },
    idempotencyKey: { type: 'string', maxLength: 128 },
  },
} as const;

const orderQuery = { type: 'object', properties: { orderNo: { type: 'string', maxLength: 64 } } } as const;
const payParams = { type: 'object', required: ['orderNo'], properties: { orderNo: { type: 'string', maxLength: 64 } } } as const;
const payQuery = { type: 'object', properties: { t: { type: 'string', maxLength: 128 } } } as const;
const payForm = { type: 'object', required: ['action'], properties: { t: { type: 'string', maxLength: 128 }, action: { type: 'string', enum: ['pay', 'cancel'] } } } as const;

/** Where this request reached the platform (through the site's proxy, the site's own origin). */
const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** A page of the payment flow: never cached, never framed, never sent on as a referrer. */
const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', PAY_PAGE_CSP)
    .send(body);

/** The member centre's cashier: deposit channels and orders, the payment page, withdrawals. */
export async function cashierRoutes(app: FastifyInstance, { ctx, transportKey }: CashierRoutesOptions): Promise<void> {
  app.get(PATHS.cashier.depositChannels, async (request): Promise<Envelope<DepositChannel[]>> => {
    await requireSession(ctx.db, ctx.clock, request);
    return ok(await depositChannels(ctx.db));
  });

  app.post<{ Body: Partial<CreateDepositPayload> }>(PATHS.cashier.createDeposit, { schema: { body: createBody } }, async (request): Promise<Envelope<DepositOrder>> => {
    const { member } = await requireSession(ctx.db, ctx.clock, request);
    return ok(await createDeposit(ctx, member, request.body ?? {}, originOf(request)));
  });

  app.get<{ Querystring: { orderNo?: string } }>(PATHS.cashier.depositOrder, { schema: { querystring: orderQuery } }, async (request): Promise<Envelope<DepositOrder>> => {
    const { member } = await requireSession(ctx.db, ctx.clock, request);
    return ok(await depositOrder(ctx, member, request.query.orderNo));
  });

  app.get(PATHS.cashier.withdrawSettings, async (request): Promise<Envelope<WithdrawSettings>> => {
    const { member } = await requireSession(ctx.db, ctx.clock, request);
    return ok(await withdrawSettings(ctx, member));
  });

  app.post<{ Body: EncryptedBody }>(PATHS.cashier.withdraw, { schema: { body: encryptedBodySchema } }, async (request): Promise<Envelope<WithdrawOrder>> => {
    const { member } = await requireSession(ctx.db, ctx.clock, request);
    return ok(await withdraw(ctx, callerOf(request), member, readEncrypted(request.body, transportKey)));
  });

  // The payment page: the link's secret opens it; no session needed (it opens in its own window).
  app.get<{ Params: { orderNo: string }; Querystring: { t?: string } }>(
    `${PAY_PAGE_PATH}/:orderNo`,
    { schema: { params: payParams, querystring: payQuery } },
    async (request, reply) => {
      const view = await payView(ctx, request.params.orderNo, request.query.t);
      return view ? html(reply, 200, payPage(view, request.query.t ?? '')) : html(reply, 404, invalidLinkPage());
    },
  );

  app.post<{ Params: { orderNo: string }; Querystring: { t?: string }; Body: { t?: string; action?: 'pay' | 'cancel' } }>(
    `${PAY_PAGE_PATH}/:orderNo`,
    { schema: { params: payParams, querystring: payQuery, body: payForm } },
    async (request, reply) => {
      const token = request.body?.t ?? request.query.t;
      const view = await settleDeposit(ctx, request.params.orderNo, token, request.body?.action === 'cancel' ? 'cancel' : 'pay');
      return view ? html(reply, 200, payPage(view, token ?? '')) : html(reply, 404, invalidLinkPage());
    },
  );
}
