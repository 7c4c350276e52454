import type { Balance, Envelope, ServiceLinks, UnreadCount } from '@tessera/api/contract';
import { PATHS, SERVICE_UNAVAILABLE } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { Refusal } from '../http/refusal';
import type { IdentityContext } from '../identity/context';
import { serviceLinkFor } from '../member/customer-service';
import { memberBalance, unreadCount } from '../member/wallet';
import { guarded } from './auth';

/** The member's own figures (balance, unread messages) and the online customer-service link. */
export async function walletRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  app.get(PATHS.other.balance, guarded('member'), async (request): Promise<Envelope<Balance>> => {
    const { member } = request;
    return ok(await memberBalance(ctx.db, member.id));
  });

  app.get(PATHS.other.unreadCount, guarded('member'), async (request): Promise<Envelope<UnreadCount>> => {
    const { member } = request;
    return ok(await unreadCount(ctx.db, member.id));
  });

  // Visitors may ask too (live chat); a token that is sent must be a live one, so an expired
  // session is noticed rather than quietly served as a visitor.
  app.get(PATHS.content.serviceLink, guarded('visitor'), async (request): Promise<Envelope<ServiceLinks>> => {
    const links = await serviceLinkFor(ctx.db, request.memberSession?.member.club_rank ?? null);
    if (!links) throw new Refusal(SERVICE_UNAVAILABLE, 'Customer service is not available right now');
    return ok(links);
  });
}
