import type { Captcha, Envelope } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { newCaptcha } from '../identity/captcha';
import type { IdentityContext } from '../identity/context';

/** A new captcha for each call, never cached. */
export async function captchaRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  app.get(PATHS.login.captcha, async (_request, reply): Promise<Envelope<Captcha>> => {
    void reply.header('cache-control', 'no-store');
    return ok(await newCaptcha(ctx.db, ctx.clock, ctx.devEndpoints));
  });
}
