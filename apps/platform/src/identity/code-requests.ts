import type { SmsCodeResult } from '@tessera/api/contract';
import { IDENTITY_CODES } from '@tessera/api/contract';
import type { CodeChannel, CodePurpose } from '../db/schema';
import type { Fields } from '../http/encrypted';
import { badRequest, Refusal } from '../http/refusal';
import { flagsOn } from '../system/flags';
import { passCaptcha } from './captcha';
import { issueCode } from './codes';
import type { Caller, IdentityContext } from './context';
import { outboxLog } from './context';
import { findMemberByLogin, findMemberByMobile } from './members';
import { send } from './outbox';
import { checkMobile } from './phone';
import { refuse } from './refuse';

/**
 * `POST /wps/verification/sms/noLogin`. With `mobileNum`: a code for SMS login (purpose 'login',
 * while MOBILE_CODE_LOGIN is on) or a phone reset (purpose 'reset', while CHNGPASSVERIF3 is on)
 * to a registered number. With `username` instead: a code for the second verification of a
 * login from a new address, to the member's bound mobile or e-mail (`channel`).
 * Always after a captcha; at most 3 codes per 15 minutes per destination and per caller.
 */
export async function requestLoginCode(ctx: IdentityContext, caller: Caller, fields: Fields): Promise<SmsCodeResult> {
  if (!fields.mobileNum?.trim() && fields.username?.trim()) return requestSecondVerificationCode(ctx, caller, fields);
  const { db, clock } = ctx;
  const purpose = fields.purpose || 'login';
  if (purpose !== 'login' && purpose !== 'reset') throw badRequest('purpose must be login or reset');
  if (!(await flagsOn(db, purpose === 'login' ? 'MOBILE_CODE_LOGIN' : 'CHNGPASSVERIF3')))
    throw refuse(IDENTITY_CODES.operationNotAllowed);
  const mobile = await checkMobile(db, fields.mobileNum, fields.countryDialingCode);
  await passCaptcha(db, clock, fields);
  if (!(await findMemberByMobile(db, mobile))) throw refuse(IDENTITY_CODES.mobileNotRegistered);
  return sendCode(ctx, caller, 'sms', mobile, purpose);
}

/**
 * `POST /wps/verification/sms/register`: a code for registering a mobile number not yet taken,
 * while DIRECT_REGISTRATION, MOBILE_REGISTRATION and SMS_VERIFICATION are on. The dialing code
 * is required.
 */
export async function requestRegisterCode(
  ctx: IdentityContext,
  caller: Caller,
  fields: Fields,
): Promise<SmsCodeResult> {
  const { db, clock } = ctx;
  if (!(await flagsOn(db, 'DIRECT_REGISTRATION', 'MOBILE_REGISTRATION', 'SMS_VERIFICATION')))
    throw refuse(IDENTITY_CODES.operationNotAllowed);
  const mobile = await checkMobile(db, fields.mobileNum, fields.countryDialingCode, true);
  await passCaptcha(db, clock, fields);
  if (await findMemberByMobile(db, mobile)) throw refuse(IDENTITY_CODES.mobileTaken);
  return sendCode(ctx, caller, 'sms', mobile, 'register');
}

async function requestSecondVerificationCode(
  ctx: IdentityContext,
  caller: Caller,
  fields: Fields,
): Promise<SmsCodeResult> {
  const { db, clock } = ctx;
  await passCaptcha(db, clock, fields);
  const member = await findMemberByLogin(db, fields.username ?? '');
  if (!member) throw refuse(IDENTITY_CODES.loginFailed);
  const channel = fields.channel || (member.mobile_num ? 'sms' : 'email');
  if (channel !== 'sms' && channel !== 'email') throw badRequest('channel must be sms or email');
  const destination = channel === 'sms' ? member.mobile_num : member.email;
  if (!destination)
    throw new Refusal(
      IDENTITY_CODES.invalidField,
      `No ${channel === 'sms' ? 'mobile number' : 'e-mail'} is bound to this account`,
      { field: 'channel' },
    );
  return sendCode(ctx, caller, channel, destination, 'login');
}

async function sendCode(
  ctx: IdentityContext,
  caller: Caller,
  channel: CodeChannel,
  destination: string,
  purpose: CodePurpose,
): Promise<SmsCodeResult> {
  const { code, expiredMinutes } = await issueCode(ctx.db, ctx.clock, { channel, destination, purpose, ip: caller.ip });
  const text = `Your Tessera verification code is ${code}. It expires in ${expiredMinutes} minute${expiredMinutes === 1 ? '' : 's'}.`;
  await send(
    ctx.db,
    ctx.clock,
    channel === 'sms'
      ? { kind: 'sms', to: destination, body: text }
      : { kind: 'email', to: destination, subject: 'Your Tessera verification code', body: text },
    outboxLog(ctx, caller),
  );
  return { expiredMinutes };
}
