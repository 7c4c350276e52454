import type { Envelope, LoginResult } from '@tessera/api/contract';
import type { EncryptedBody } from '@tessera/api/crypto';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { encryptedBodySchema, readEncrypted } from '../http/encrypted';
import { callerOf } from '../identity/caller';
import type { IdentityContext } from '../identity/context';
import { freePlay } from '../identity/free-play';
import { login } from '../identity/login';
import { revokeSession } from '../identity/sessions';
import { endGameSessions } from '../games/tickets';
import { guarded } from './auth';

export interface IdentityRoutesOptions {
  ctx: IdentityContext;
  transportKey: string;
}

/** Log in (password, SMS code or reset link), free play, log out (which ends the member's games too). */
export async function sessionRoutes(app: FastifyInstance, { ctx, transportKey }: IdentityRoutesOptions): Promise<void> {
  app.post<{ Body: EncryptedBody }>(
    PATHS.login.login,
    { schema: { body: encryptedBodySchema } },
    async (request): Promise<Envelope<LoginResult>> =>
      ok(await login(ctx, callerOf(request), readEncrypted(request.body, transportKey))),
  );

  app.post<{ Body: EncryptedBody }>(
    PATHS.login.freePlay,
    { schema: { body: encryptedBodySchema } },
    async (request): Promise<Envelope<LoginResult>> =>
      ok(await freePlay(ctx, callerOf(request), readEncrypted(request.body, transportKey), transportKey)),
  );

  app.delete(PATHS.other.logout, guarded('member'), async (request): Promise<Envelope<null>> => {
    const { session } = request;
    await revokeSession(ctx.db, ctx.clock, session.tokenHash);
    await endGameSessions(ctx.db, ctx.clock, session.member.id);
    return ok(null);
  });
}
