import type { Envelope, InboxMessages, UnreadCount } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { IdentityContext } from '../identity/context';
import { inboxMessages, markRead, readInboxPage, readReadMark } from '../member/inbox';
import { guardRoutes } from './auth';

/**
 * The member's inbox (platform information): a page of their own messages and the read mark. The
 * session is checked before the request, so a visitor learns nothing from a 400.
 */
export async function inboxRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  guardRoutes(app, 'memberCentre');
  app.get(PATHS.inbox.messageList, async (request): Promise<Envelope<InboxMessages>> => {
    const { member } = request;
    return ok(await inboxMessages(ctx.db, member.id, readInboxPage(request.query as Record<string, unknown>)));
  });

  app.post(PATHS.inbox.readMessages, async (request): Promise<Envelope<UnreadCount>> => {
    const { member } = request;
    return ok(await markRead(ctx.db, ctx.clock, member.id, readReadMark(request.body)));
  });
}
