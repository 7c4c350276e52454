import type { Envelope, OpenedNumero, VassGameType } from '@tessera/api/contract';
import { MY_NUMERO_COUNT, PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { myOpenedNumeros, vassGameTypes } from '../games/extras';
import { ok } from '../http/envelope';
import type { IdentityContext } from '../identity/context';
import { guardRoutes } from './auth';

const vassQuery = {
  type: 'object',
  properties: {
    vassalage: { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}$' },
    language: { type: 'string', maxLength: 5 },
  },
  additionalProperties: false,
} as const;
const countQuery = {
  type: 'object',
  properties: { count: { type: 'integer', minimum: 1, maximum: 100, default: MY_NUMERO_COUNT } },
  additionalProperties: false,
} as const;

/** The two §7 calls the lobby and home still lacked: providers' game types, and the member's recent lottery draws (token both). */
export async function gameExtraRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  guardRoutes(app, 'member');
  app.get<{ Querystring: { vassalage?: string } }>(
    PATHS.games.vassGameType,
    { schema: { querystring: vassQuery } },
    async (request): Promise<Envelope<VassGameType[]>> => {
      return ok(await vassGameTypes(ctx.db, request.query.vassalage));
    },
  );
  app.get<{ Querystring: { count: number } }>(
    PATHS.home.openedNumero,
    { schema: { querystring: countQuery } },
    async (request): Promise<Envelope<OpenedNumero[]>> => {
      return ok(await myOpenedNumeros(ctx.db, request.member.id, request.query.count));
    },
  );
}
