import type {
  ConvertPointResult,
  Envelope,
  PointBalance,
  PointConfig,
  PointRecords,
  PointReward,
  RedeemHistory,
  RedeemResult,
} from '@tessera/api/contract';
import type { EncryptedBody } from '@tessera/api/crypto';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { encryptedBodySchema, readEncrypted } from '../http/encrypted';
import { callerOf } from '../identity/caller';
import type { IdentityContext } from '../identity/context';
import {
  convert,
  pointBalance,
  pointConfig,
  pointRecords,
  pointRewards,
  readPage,
  readType,
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

  app.get(PATHS.points.memberTransactions, async (request): Promise<Envelope<PointRecords>> => {
    const { member } = request;
    const query = request.query as Record<string, unknown>;
    return ok(await pointRecords(ctx.db, member.id, readPage(query), readType(query)));
  });

  app.get(PATHS.points.redeemPointList, async (request): Promise<Envelope<RedeemHistory>> => {
    const { member } = request;
    return ok(await redeemHistory(ctx.db, member.id, readPage(request.query as Record<string, unknown>)));
  });

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
