import type { Envelope, UplineTransferHistory, UplineTransferInfo, UplineTransferResult } from '@tessera/api/contract';
import type { EncryptedBody } from '@tessera/api/crypto';
import {
  PATHS,
  UPLINE_HISTORY_PAGE_SIZE,
  UPLINE_HISTORY_PAGE_SIZE_MAX,
  UPLINE_TRANSFER_CODES,
} from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { encryptedBodySchema, readEncrypted } from '../http/encrypted';
import type { QueryPage } from '../http/query';
import { pageErrors, pageProperties } from '../http/query';
import { callerOf } from '../identity/caller';
import type { IdentityContext } from '../identity/context';
import { transferToUpline, uplineTransferHistory, uplineTransferInfo } from '../upline/transfers';
import { guardRoutes } from './auth';

export interface UplineRoutesOptions {
  ctx: IdentityContext;
  transportKey: string;
}

/**
 * The member centre's transfer to upline: the upline and limits, the transfer (encrypted, with
 * the login password) and its history. The session is checked first, so a visitor learns nothing.
 */
export async function uplineRoutes(app: FastifyInstance, { ctx, transportKey }: UplineRoutesOptions): Promise<void> {
  guardRoutes(app, 'member');
  app.get(PATHS.upline.info, async (request): Promise<Envelope<UplineTransferInfo>> => {
    const { member } = request;
    return ok(await uplineTransferInfo(ctx, member));
  });

  app.post<{ Body: EncryptedBody }>(
    PATHS.upline.transfer,
    { schema: { body: encryptedBodySchema } },
    async (request): Promise<Envelope<UplineTransferResult>> => {
      const { member } = request;
      return ok(await transferToUpline(ctx, callerOf(request), member, readEncrypted(request.body, transportKey)));
    },
  );

  app.get<{ Querystring: QueryPage }>(
    PATHS.upline.history,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: pageProperties(UPLINE_HISTORY_PAGE_SIZE, UPLINE_HISTORY_PAGE_SIZE_MAX),
        },
      },
      config: { queryErrors: pageErrors(UPLINE_TRANSFER_CODES.pageInvalid, UPLINE_HISTORY_PAGE_SIZE_MAX) },
    },
    async (request): Promise<Envelope<UplineTransferHistory>> =>
      ok(await uplineTransferHistory(ctx.db, request.member.id, request.query)),
  );
}
