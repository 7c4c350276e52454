import type { AffiliateInfo, Envelope } from '@tessera/api/contract';
import { AGENT_TYPES, IDENTITY_CODES, PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open';
import { ok } from '../http/envelope';
import { refuse } from '../identity/refuse';

const affiliateQuery = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', maxLength: 32 } },
} as const;

/** The agent behind an invitation code (letter case ignored), or INVALID_INVITATION_CODE. */
export async function affiliateRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Querystring: { code: string } }>(
    PATHS.login.affiliate,
    { schema: { querystring: affiliateQuery } },
    async (request): Promise<Envelope<AffiliateInfo>> => {
      const code = request.query.code.trim().toUpperCase();
      const agent =
        code === ''
          ? undefined
          : await db
              .selectFrom('members')
              .select(['nickname', 'type'])
              .where('invitation_code', '=', code)
              .executeTakeFirst();
      if (!agent || !AGENT_TYPES.includes(agent.type)) throw refuse(IDENTITY_CODES.invalidInvitationCode);
      return ok({ code, agentName: agent.nickname });
    },
  );
}
