import type {
  ConfirmWithdrawalPayload,
  CreateDepositPayload,
  DepositChannel,
  DepositOrder,
  Envelope,
  PaymentNotificationResult,
  WithdrawOrder,
  WithdrawRecord,
  WithdrawRecords,
  WithdrawSettings,
} from '@tessera/api/contract';
import type { EncryptedBody } from '@tessera/api/crypto';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { depositChannels } from '../cashier/channels';
import { createDeposit, depositOrder, expireIfDue, PAY_PAGE_PATH, payView } from '../cashier/deposits';
import { answerWithdrawal, memberWithdrawals } from '../cashier/lifecycle';
import { makeNotification, receiveNotification } from '../cashier/notify';
import { invalidLinkPage, PAY_PAGE_CSP, payPage } from '../cashier/pay-page';
import { withdraw, withdrawSettings } from '../cashier/withdrawals';
import { ok } from '../http/envelope';
import { encryptedBodySchema, readEncrypted } from '../http/encrypted';
import { callerOf } from '../identity/caller';
import type { IdentityContext } from '../identity/context';
import { IMAGE_BODY_LIMIT } from '../uploads/images';
import { guarded } from './auth';

export interface CashierRoutesOptions {
  ctx: IdentityContext;
  transportKey: string;
  /** Serve the payment-provider simulator (development and tests only). */
  paymentSimulator: boolean;
  /** The secret payment notifications are signed with; null accepts none. */
  paymentSecret: string | null;
}

const createBody = {
  type: 'object',
  properties: {
    channelCode: { type: 'string', maxLength: 64 },
    amount: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 20 }] },
    idempotencyKey: { type: 'string', maxLength: 128 },
  },
} as const;

const pageQuery = {
  type: 'object',
  properties: { pageNo: { type: 'string', maxLength: 9 }, pageSize: { type: 'string', maxLength: 9 } },
} as const;
const confirmBody = {
  type: 'object',
  required: ['orderNo', 'answer'],
  properties: {
    orderNo: { type: 'string', maxLength: 64 },
    answer: { type: 'string', maxLength: 20 },
    paymentId: { type: 'integer' },
    proofs: { type: 'array' },
  },
} as const;
const orderQuery = { type: 'object', properties: { orderNo: { type: 'string', maxLength: 64 } } } as const;
const payParams = {
  type: 'object',
  required: ['orderNo'],
  properties: { orderNo: { type: 'string', maxLength: 64 } },
} as const;
const payQuery = { type: 'object', properties: { t: { type: 'string', maxLength: 128 } } } as const;
const payForm = {
  type: 'object',
  required: ['action'],
  properties: { t: { type: 'string', maxLength: 128 }, action: { type: 'string', enum: ['pay', 'cancel'] } },
} as const;

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
export async function cashierRoutes(
  app: FastifyInstance,
  { ctx, transportKey, paymentSimulator, paymentSecret }: CashierRoutesOptions,
): Promise<void> {
  const member = guarded('member').config;
  const memberCentre = guarded('memberCentre').config;

  app.get(PATHS.cashier.depositChannels, { config: member }, async (): Promise<Envelope<DepositChannel[]>> =>
    ok(await depositChannels(ctx.db)),
  );

  app.post<{ Body: Partial<CreateDepositPayload> }>(
    PATHS.cashier.createDeposit,
    { config: member, schema: { body: createBody } },
    async (request): Promise<Envelope<DepositOrder>> => {
      return ok(
        await createDeposit(ctx, request.member, request.body ?? {}, paymentSimulator ? originOf(request) : null),
      );
    },
  );

  app.get<{ Querystring: { orderNo?: string } }>(
    PATHS.cashier.depositOrder,
    { config: member, schema: { querystring: orderQuery } },
    async (request): Promise<Envelope<DepositOrder>> =>
      ok(await depositOrder(ctx, request.member, request.query.orderNo)),
  );

  app.get(PATHS.cashier.withdrawSettings, { config: member }, async (request): Promise<Envelope<WithdrawSettings>> =>
    ok(await withdrawSettings(ctx, request.member)),
  );

  app.post<{ Body: EncryptedBody }>(
    PATHS.cashier.withdraw,
    { config: member, schema: { body: encryptedBodySchema } },
    async (request): Promise<Envelope<WithdrawOrder>> => {
      return ok(await withdraw(ctx, callerOf(request), request.member, readEncrypted(request.body, transportKey)));
    },
  );

  app.get<{ Querystring: { pageNo?: string; pageSize?: string } }>(
    PATHS.cashier.withdrawList,
    { config: memberCentre, schema: { querystring: pageQuery } },
    async (request): Promise<Envelope<WithdrawRecords>> =>
      ok(await memberWithdrawals(ctx, request.member, request.query)),
  );

  app.post<{ Body: Partial<ConfirmWithdrawalPayload> }>(
    PATHS.cashier.confirmWithdrawal,
    { config: memberCentre, bodyLimit: IMAGE_BODY_LIMIT, schema: { body: confirmBody } },
    async (request): Promise<Envelope<WithdrawRecord>> => ok(await answerWithdrawal(ctx, request.member, request.body)),
  );

  // A payment provider's signed notification: no session, the signature is the credential.
  app.post(PATHS.cashier.paymentNotify, async (request): Promise<Envelope<PaymentNotificationResult>> =>
    ok(await receiveNotification(ctx.db, ctx.clock, paymentSecret, request.body)),
  );

  if (!paymentSimulator || !paymentSecret) return;
  const secret = paymentSecret;

  // The payment-provider simulator: the link's secret opens the order's checkout (no session: it opens in its own window).
  app.get<{ Params: { orderNo: string }; Querystring: { t?: string } }>(
    `${PAY_PAGE_PATH}/:orderNo`,
    { schema: { params: payParams, querystring: payQuery } },
    async (request, reply) => {
      const view = await payView(ctx, request.params.orderNo, request.query.t);
      return view ? html(reply, 200, payPage(view, request.query.t ?? '')) : html(reply, 404, invalidLinkPage());
    },
  );

  // Pay or Cancel: the simulator notifies the platform as a provider would (signed, through the notification call itself).
  app.post<{
    Params: { orderNo: string };
    Querystring: { t?: string };
    Body: { t?: string; action?: 'pay' | 'cancel' };
  }>(
    `${PAY_PAGE_PATH}/:orderNo`,
    { schema: { params: payParams, querystring: payQuery, body: payForm } },
    async (request, reply) => {
      const token = request.body?.t ?? request.query.t;
      const { orderNo } = request.params;
      const before = await payView(ctx, orderNo, token);
      if (!before) return html(reply, 404, invalidLinkPage());
      if (before.status === 'PENDING') {
        const notification = makeNotification(
          secret,
          ctx.clock,
          orderNo,
          before.amount,
          request.body?.action === 'cancel' ? 'FAILED' : 'PAID',
        );
        const answer = await app.inject({ method: 'POST', url: PATHS.cashier.paymentNotify, payload: notification });
        if (answer.statusCode !== 200)
          request.log.warn({ orderNo, status: answer.statusCode }, 'payment simulator: notification not accepted');
      } else {
        await expireIfDue(ctx.db, orderNo, ctx.clock.now());
      }
      const view = await payView(ctx, orderNo, token);
      return view ? html(reply, 200, payPage(view, token ?? '')) : html(reply, 404, invalidLinkPage());
    },
  );
}
