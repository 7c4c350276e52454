import type { Envelope, InboxMessages, UnreadCount } from '@tessera/api/contract';
import { INBOX_CODES, INBOX_PAGE_SIZE, INBOX_PAGE_SIZE_MAX, PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { QueryPage } from '../http/query';
import { pageErrors, pageProperties } from '../http/query';
import type { IdentityContext } from '../identity/context';
import { inboxMessages, markRead, readReadMark } from '../member/inbox';
import { guardRoutes } from './auth';

/**
 * The member's inbox (platform information): a page of their own messages and the read mark. The
 * session is checked before the request, so a visitor learns nothing from a 400.
 */
export async function inboxRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  guardRoutes(app, 'memberCentre');
  app.get<{ Querystring: QueryPage }>(
    PATHS.inbox.messageList,
    {
      schema: { querystring: { type: 'object', properties: pageProperties(INBOX_PAGE_SIZE, INBOX_PAGE_SIZE_MAX) } },
      config: { queryErrors: pageErrors(INBOX_CODES.pageInvalid, INBOX_PAGE_SIZE_MAX) },
    },
    async (request): Promise<Envelope<InboxMessages>> =>
      ok(await inboxMessages(ctx.db, request.member.id, request.query, await request.language())),
  );

  app.post(PATHS.inbox.readMessages, async (request): Promise<Envelope<UnreadCount>> => {
    const { member } = request;
    return ok(await markRead(ctx.db, ctx.clock, member.id, readReadMark(request.body)));
  });
}
