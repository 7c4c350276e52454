import type { Envelope, LoginResult, MemberInfo, MemberLanguagePayload } from '@tessera/api/contract';
import type { EncryptedBody } from '@tessera/api/crypto';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { encryptedBodySchema, readEncrypted, textFields } from '../http/encrypted';
import { callerOf } from '../identity/caller';
import { memberInfo } from '../identity/members';
import { changePassword } from '../identity/password-change';
import { registerByMobile, registerByUsername } from '../identity/register';
import { forgotByEmail, resetByPhone } from '../identity/reset';
import { storeMemberLanguage } from '../language/member';
import { guarded } from './auth';
import type { IdentityRoutesOptions } from './session';

const forgotBody = {
  type: 'object',
  properties: { username: { type: 'string', maxLength: 64 }, email: { type: 'string', maxLength: 128 } },
} as const;

const languageBody = {
  type: 'object',
  properties: { language: { type: 'string', maxLength: 16 } },
} as const;

/** Member info, the member's language, registration, and the password calls (change, forgot by e-mail, reset by phone). */
export async function memberRoutes(app: FastifyInstance, { ctx, transportKey }: IdentityRoutesOptions): Promise<void> {
  app.get(PATHS.login.memberInfo, guarded('member'), async (request): Promise<Envelope<MemberInfo>> =>
    ok(memberInfo(request.member)),
  );

  app.put<{ Body: MemberLanguagePayload }>(
    PATHS.login.memberLanguage,
    { ...guarded('member'), schema: { body: languageBody } },
    async (request): Promise<Envelope<null>> => {
      await storeMemberLanguage(ctx.db, request.member.id, request.body);
      return ok(null);
    },
  );

  app.put<{ Body: EncryptedBody }>(
    PATHS.login.register,
    { schema: { body: encryptedBodySchema } },
    async (request): Promise<Envelope<LoginResult>> =>
      ok(await registerByUsername(ctx, callerOf(request), readEncrypted(request.body, transportKey))),
  );

  app.put<{ Body: EncryptedBody }>(
    PATHS.login.registerMobile,
    { schema: { body: encryptedBodySchema } },
    async (request): Promise<Envelope<LoginResult>> =>
      ok(await registerByMobile(ctx, callerOf(request), readEncrypted(request.body, transportKey))),
  );

  app.post<{ Body: EncryptedBody }>(
    PATHS.login.changePassword,
    { ...guarded('member'), schema: { body: encryptedBodySchema } },
    async (request): Promise<Envelope<null>> => {
      await changePassword(ctx, callerOf(request), request.session, readEncrypted(request.body, transportKey));
      return ok(null);
    },
  );

  app.post<{ Body: Record<string, string> }>(
    PATHS.login.forgetPassword,
    { schema: { body: forgotBody } },
    async (request): Promise<Envelope<null>> => {
      await forgotByEmail(ctx, callerOf(request), textFields(request.body));
      return ok(null);
    },
  );

  app.post<{ Body: EncryptedBody }>(
    PATHS.login.passwordByPhone,
    { schema: { body: encryptedBodySchema } },
    async (request): Promise<Envelope<null>> => {
      await resetByPhone(ctx, callerOf(request), readEncrypted(request.body, transportKey));
      return ok(null);
    },
  );
}
