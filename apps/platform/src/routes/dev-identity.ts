import type { Envelope, OutboxMessage, WhitelabelFlag } from '@tessera/api/contract';
import { DEV_PATHS, WHITELABEL_FLAGS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { HttpError } from '../http/refusal';
import { revealCaptcha } from '../identity/captcha';
import { forgetCodeSends } from '../identity/codes';
import type { IdentityContext } from '../identity/context';
import { replaceKnownIps } from '../identity/known-ips';
import { findMemberByAccount } from '../identity/members';
import { readOutbox } from '../identity/outbox';
import { setFlag } from '../system/flags';

const outboxQuery = { type: 'object', properties: { to: { type: 'string', maxLength: 128 } } } as const;

const whitelabelBody = {
  type: 'object',
  required: ['modId', 'enabled'],
  additionalProperties: false,
  properties: { modId: { type: 'string', enum: [...WHITELABEL_FLAGS] }, enabled: { type: 'boolean' } },
} as const;

const knownIpsBody = {
  type: 'object',
  required: ['ips'],
  additionalProperties: false,
  properties: { ips: { type: 'array', maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 64 } } },
} as const;

const notFound = (what: string) => new HttpError(404, `${what} not found`);

/**
 * Development controls of the identity calls: read the outbox, reveal a captcha's answer, switch
 * white-label flags, forget send counts and login failures, set a member's known addresses.
 */
export async function devIdentityRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  const { db, clock } = ctx;

  app.get<{ Querystring: { to?: string } }>(
    DEV_PATHS.outbox,
    { schema: { querystring: outboxQuery } },
    async (request): Promise<Envelope<OutboxMessage[]>> => ok(await readOutbox(db, request.query.to)),
  );

  app.get<{ Params: { id: string } }>(
    `${DEV_PATHS.captcha}/:id`,
    async (request): Promise<Envelope<{ captchaId: string; code: string }>> => {
      const code = await revealCaptcha(db, request.params.id);
      if (code === undefined) throw notFound('Captcha');
      return ok({ captchaId: request.params.id, code });
    },
  );

  app.post<{ Body: { modId: WhitelabelFlag; enabled: boolean } }>(
    DEV_PATHS.whitelabel,
    { schema: { body: whitelabelBody } },
    async (request) => {
      const { modId, enabled } = request.body;
      if (!(await setFlag(db, modId, enabled))) throw notFound(`Flag ${modId}`);
      request.log.info({ modId, enabled }, 'white-label flag changed');
      return ok({ modId, enabled });
    },
  );

  app.delete(DEV_PATHS.limits, async (): Promise<Envelope<null>> => {
    await forgetCodeSends(db);
    await db.deleteFrom('login_attempts').execute();
    await db.deleteFrom('login_locks').execute();
    return ok(null);
  });

  app.put<{ Params: { account: string }; Body: { ips: string[] } }>(
    `${DEV_PATHS.members}/:account/known-ips`,
    { schema: { body: knownIpsBody } },
    async (request): Promise<Envelope<{ account: string; ips: string[] }>> => {
      const member = await findMemberByAccount(db, request.params.account);
      if (!member) throw notFound('Member');
      await replaceKnownIps(db, member.id, request.body.ips, clock.now());
      return ok({ account: member.account, ips: [...new Set(request.body.ips)] });
    },
  );
}
