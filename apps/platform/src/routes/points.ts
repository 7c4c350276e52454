import type {
  ConvertPointResult,
  Envelope,
  PointBalance,
  PointConfig,
  PointRecords,
  PointReward,
  PointType,
  RedeemHistory,
  RedeemResult,
} from '@tessera/api/contract';
import type { EncryptedBody } from '@tessera/api/crypto';
import { PATHS, POINT_TYPES, POINTS_CODES, POINTS_PAGE_SIZE, POINTS_PAGE_SIZE_MAX } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { encryptedBodySchema, readEncrypted } from '../http/encrypted';
import type { QueryPage } from '../http/query';
import { oneOfError, oneOfOrEmpty, pageErrors, pageProperties } from '../http/query';
import { callerOf } from '../identity/caller';
import type { IdentityContext } from '../identity/context';
import {
  convert,
  pointBalance,
  pointConfig,
  pointRecords,
  pointRewards,
  redeem,
  redeemHistory,
} from '../points/points';
import { guarded, guardRoutes } from './auth';

export interface PointsRoutesOptions {
  ctx: IdentityContext;
  transportKey: string;
}

/**
 * The point mall. The rewards and the ratio answer visitors too (the catalogue is browsable
 * before login); the balance, the details, the history, redeeming and converting need a session,
 * checked before anything else is read, so a visitor learns nothing from a 400.
 */
export async function pointsRoutes(app: FastifyInstance, { ctx, transportKey }: PointsRoutesOptions): Promise<void> {
  guardRoutes(app, 'member');
  app.get(PATHS.points.pointReward, guarded('public'), async (): Promise<Envelope<PointReward[]>> =>
    ok(await pointRewards(ctx.db)),
  );

  app.get(PATHS.points.pointConfig, guarded('public'), async (): Promise<Envelope<PointConfig>> =>
    ok(await pointConfig(ctx.db)),
  );

  app.get(PATHS.points.pointBalance, async (request): Promise<Envelope<PointBalance>> => {
    const { member } = request;
    return ok(await pointBalance(ctx.db, member));
  });

  const page = {
    schema: { querystring: { type: 'object', properties: pageProperties(POINTS_PAGE_SIZE, POINTS_PAGE_SIZE_MAX) } },
    config: { queryErrors: pageErrors(POINTS_CODES.pageInvalid, POINTS_PAGE_SIZE_MAX) },
  } as const;

  app.get<{ Querystring: QueryPage & { type?: PointType | '' } }>(
    PATHS.points.memberTransactions,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...page.schema.querystring.properties, type: oneOfOrEmpty(POINT_TYPES) },
        },
      },
      config: {
        queryErrors: { ...page.config.queryErrors, type: oneOfError('type', POINT_TYPES, POINTS_CODES.pageInvalid) },
      },
    },
    async (request): Promise<Envelope<PointRecords>> => {
      const { type, ...paging } = request.query;
      return ok(await pointRecords(ctx.db, request.member.id, paging, type || undefined));
    },
  );

  app.get<{ Querystring: QueryPage }>(
    PATHS.points.redeemPointList,
    page,
    async (request): Promise<Envelope<RedeemHistory>> =>
      ok(await redeemHistory(ctx.db, request.member.id, request.query)),
  );

  app.post<{ Body: EncryptedBody }>(
    PATHS.points.redeemPointReward,
    { schema: { body: encryptedBodySchema } },
    async (request): Promise<Envelope<RedeemResult>> => {
      const { member } = request;
      return ok(await redeem(ctx, callerOf(request), member, readEncrypted(request.body, transportKey)));
    },
  );

  app.post<{ Body: EncryptedBody }>(
    PATHS.points.convertPoint,
    { schema: { body: encryptedBodySchema } },
    async (request): Promise<Envelope<ConvertPointResult>> => {
      const { member } = request;
      return ok(await convert(ctx, callerOf(request), member, readEncrypted(request.body, transportKey)));
    },
  );
}
