import type { AuthenticatorSetup, Envelope, SecurityMethods } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { confirmBinding, securityMethods, startBinding, unbind } from '../identity/authenticator';
import type { IdentityContext } from '../identity/context';
import { guardRoutes } from './auth';

const codeBody = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', maxLength: 12 } },
} as const;

/** My account's second verification: the methods the member has, and binding an authenticator app (not for trial accounts). */
export async function securityRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  guardRoutes(app, 'memberCentre');
  app.get(PATHS.security.methods, async (request): Promise<Envelope<SecurityMethods>> => {
    const { member } = request;
    return ok(await securityMethods(ctx.db, member));
  });
  app.post(PATHS.security.bindAuthenticator, async (request): Promise<Envelope<AuthenticatorSetup>> => {
    const { member } = request;
    return ok(await startBinding(ctx.db, ctx.clock, ctx.authenticatorKey, member));
  });
  app.post<{ Body: { code: string } }>(
    PATHS.security.confirmAuthenticator,
    { schema: { body: codeBody } },
    async (request): Promise<Envelope<SecurityMethods>> => {
      const { member } = request;
      return ok(await confirmBinding(ctx.db, ctx.clock, ctx.authenticatorKey, member, request.body.code));
    },
  );
  app.post<{ Body: { code: string } }>(
    PATHS.security.unbindAuthenticator,
    { schema: { body: codeBody } },
    async (request): Promise<Envelope<SecurityMethods>> => {
      const { member } = request;
      return ok(await unbind(ctx.db, ctx.clock, ctx.authenticatorKey, member, request.body.code));
    },
  );
}
