import type { Envelope, InboxMessages, UnreadCount } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { IdentityContext } from '../identity/context';
import { requireMemberCentre } from '../identity/member-centre';
import { inboxMessages, markRead, readInboxPage, readReadMark } from '../member/inbox';

/**
 * The member's inbox (platform information): a page of their own messages and the read mark. The
 * session is checked before the request, so a visitor learns nothing from a 400.
 */
export async function inboxRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  app.get(PATHS.inbox.messageList, async (request): Promise<Envelope<InboxMessages>> => {
    const { member } = await requireMemberCentre(ctx.db, ctx.clock, request);
    return ok(await inboxMessages(ctx.db, member.id, readInboxPage(request.query as Record<string, unknown>)));
  });

  app.post(PATHS.inbox.readMessages, async (request): Promise<Envelope<UnreadCount>> => {
    const { member } = await requireMemberCentre(ctx.db, ctx.clock, request);
    return ok(await markRead(ctx.db, ctx.clock, member.id, readReadMark(request.body)));
  });
}
