import type { Envelope, MerchantWallets, WalletTransferResult } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { badRequest } from '../http/refusal';
import type { IdentityContext } from '../identity/context';
import { memberWallets, transferBetweenWallets } from '../member/wallets';
import { guardRoutes } from './auth';

/** `isSingle`: 1 or true answers MAIN alone; 0, false or nothing every wallet. */
function single(query: unknown): boolean {
  const value = (query as { isSingle?: unknown } | undefined)?.isSingle;
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw badRequest('isSingle is 0 or 1');
}

/** The member's wallets ("My wallet") and transfers between them. */
export async function memberWalletRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  guardRoutes(app, 'member');
  app.get(PATHS.other.merchantWallet, async (request): Promise<Envelope<MerchantWallets>> => {
    const { member } = request;
    return ok(await memberWallets(ctx.db, member.id, single(request.query)));
  });

  app.post(PATHS.other.walletTransfer, async (request): Promise<Envelope<WalletTransferResult>> => {
    const { member } = request;
    return ok(await transferBetweenWallets(ctx.db, ctx.clock, member, request.body));
  });
}
