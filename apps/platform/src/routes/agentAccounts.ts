import type { AgentAnnouncements, CreatedDownline, Envelope } from '@tessera/api/contract';
import type { EncryptedBody } from '@tessera/api/crypto';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { agentAnnouncements, createDownline } from '../agent/accounts';
import { ok } from '../http/envelope';
import { encryptedBodySchema, readEncrypted } from '../http/encrypted';
import type { IdentityContext } from '../identity/context';
import { guardRoutes } from './auth';

export interface AgentAccountRoutesOptions {
  ctx: IdentityContext;
  transportKey: string;
}

/**
 * The agent centre's announcements and account creation (agents only; others get 403
 * NOT_AN_AGENT). The session is checked before the body is read, so a visitor learns nothing.
 */
export async function agentAccountRoutes(
  app: FastifyInstance,
  { ctx, transportKey }: AgentAccountRoutesOptions,
): Promise<void> {
  guardRoutes(app, 'agent');
  app.get(PATHS.agent.announcements, async (request): Promise<Envelope<AgentAnnouncements>> => {
    return ok(await agentAnnouncements(ctx.db, await request.language()));
  });

  app.post<{ Body: EncryptedBody }>(
    PATHS.agent.createDownline,
    { schema: { body: encryptedBodySchema } },
    async (request): Promise<Envelope<CreatedDownline>> => {
      return ok(await createDownline(ctx, request.member.id, readEncrypted(request.body, transportKey)));
    },
  );
}
