import type { Envelope, SmsCodeResult } from '@tessera/api/contract';
import { PATHS } from '@tessera/api/contract';
import type { FastifyInstance } from 'fastify';
import { textFields } from '../http/encrypted';
import { requestLoginCode, requestRegisterCode } from '../identity/code-requests';
import { callerOf } from '../identity/caller';
import type { IdentityContext } from '../identity/context';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

const codeRequestBody = {
  type: 'object',
  properties: {
    mobileNum: text(32),
    countryDialingCode: text(8),
    username: text(64),
    purpose: { type: 'string', enum: ['login', 'reset'] },
    channel: { type: 'string', enum: ['sms', 'email'] },
    captchaId: text(64),
    captchaCode: text(16),
  },
} as const;

const sent = (value: SmsCodeResult): Envelope<SmsCodeResult> => ({
  success: true,
  message: 'The verification code has been sent',
  value,
});

/** SMS (and second-verification) code requests: `{ success, message, value: { expiredMinutes } }`. */
export async function verificationRoutes(app: FastifyInstance, { ctx }: { ctx: IdentityContext }): Promise<void> {
  app.post<{ Body: Record<string, string> }>(
    PATHS.login.loginCode,
    { schema: { body: codeRequestBody } },
    async (request) => sent(await requestLoginCode(ctx, callerOf(request), textFields(request.body))),
  );

  app.post<{ Body: Record<string, string> }>(
    PATHS.other.registerSmsCode,
    { schema: { body: codeRequestBody } },
    async (request) => sent(await requestRegisterCode(ctx, callerOf(request), textFields(request.body))),
  );
}
