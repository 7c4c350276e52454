import type { Envelope, MerchantWallets, WalletTransferResult } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { IdentityContext } from '../identity/context';
import { memberWallets, transferBetweenWallets } from '../member/wallets';
import { guardRoutes } from './auth';

/** `isSingle`: 1 or true answers MAIN alone; 0, false or nothing every wallet. */
const singleQuery = {
  schema: {
    querystring: { type: 'object', properties: { isSingle: { type: 'string', enum: ['0', '1', 'false', 'true'] } } },
  },
  config: { queryErrors: { isSingle: { code: 'BAD_REQUEST', message: 'isSingle is 0 or 1' } } },
} as const;

/** The member's wallets ("My wallet") and transfers between them. */
export async function memberWalletRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  guardRoutes(app, 'member');
  app.get<{ Querystring: { isSingle?: '0' | '1' | 'false' | 'true' } }>(
    PATHS.other.merchantWallet,
    singleQuery,
    async (request): Promise<Envelope<MerchantWallets>> => {
      const { isSingle } = request.query;
      return ok(await memberWallets(ctx.db, request.member.id, isSingle === '1' || isSingle === 'true'));
    },
  );

  app.post(PATHS.other.walletTransfer, async (request): Promise<Envelope<WalletTransferResult>> => {
    const { member } = request;
    return ok(await transferBetweenWallets(ctx.db, ctx.clock, member, request.body));
  });
}
