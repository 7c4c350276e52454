import type { LoginResult } from '@tessera/api/contract';
import { IDENTITY_CODES, LOGIN_TYPES } from '@tessera/api/contract';
import { iso } from '../clock';
import type { MemberRow } from '../db/schema';
import type { Fields } from '../http/encrypted';
import { Refusal, badRequest } from '../http/refusal';
import { flagOn } from '../system/flags';
import { passCaptcha } from './captcha';
import { useCode } from './codes';
import type { Caller, IdentityContext } from './context';
import { knownIps } from './known-ips';
import { matchesBankAccountName, otherMethods, useAuthenticatorCode } from './authenticator';
import { admitAttempt, attemptFailed, attemptSucceeded } from './login-guard';
import { maskEmail, maskMobile } from './mask';
import { accountKey, findMemberById, findMemberByLogin, findMemberByMobile, isMobileNumber } from './members';
import { UNMATCHABLE_HASH, verifyPassword } from './passwords';
import { refuse } from './refuse';
import { isToken, tokenHash } from './secrets';
import { signIn } from './sign-in';

/** `POST /wps/session/login`, by the payload's `type`. */
export function login(ctx: IdentityContext, caller: Caller, fields: Fields): Promise<LoginResult> {
  switch (fields.type ?? LOGIN_TYPES.password) {
    case LOGIN_TYPES.password:
      return loginWithPassword(ctx, caller, fields);
    case LOGIN_TYPES.sms:
      return loginWithSmsCode(ctx, caller, fields);
    case LOGIN_TYPES.reset:
      return loginWithResetToken(ctx, caller, fields);
    default:
      throw badRequest('Unknown login type');
  }
}

/**
 * By account or mobile number and password. A login by mobile number needs a captcha; any
 * other is checked when it carries one. Failures are counted and slowed down by the login
 * guard; from an address the member has not used before, a second verification is asked.
 */
async function loginWithPassword(ctx: IdentityContext, caller: Caller, fields: Fields): Promise<LoginResult> {
  const { db, clock } = ctx;
  const identifier = fields.username?.trim() ?? '';
  const password = fields.password ?? '';
  if (identifier === '' || password === '') {
    throw new Refusal(IDENTITY_CODES.invalidField, 'Username and password are required', {
      field: identifier === '' ? 'username' : 'password',
    });
  }
  if (isMobileNumber(identifier) || fields.captchaId) await passCaptcha(db, clock, fields);
  const member = await findMemberByLogin(db, identifier);
  const attempt = await admitAttempt(db, clock, member?.account ?? accountKey(identifier), caller.ip);
  const matches = await verifyPassword(password, member?.password_hash ?? UNMATCHABLE_HASH);
  if (!member || !matches) {
    await clock.sleep(await attemptFailed(db, clock, attempt));
    throw refuse(IDENTITY_CODES.loginFailed);
  }
  try {
    await secondVerification(ctx, caller, member, fields);
  } catch (error) {
    // A wrong authenticator code or bank account name is a failed login; anything else ends the password's check as passed.
    const guessed = fields.verificationMethod === 'authenticator' || fields.verificationMethod === 'bankAccountName';
    if (guessed && error instanceof Refusal && error.code === IDENTITY_CODES.invalidVerificationCode)
      await clock.sleep(await attemptFailed(db, clock, attempt));
    else await attemptSucceeded(db, attempt);
    throw error;
  }
  await attemptSucceeded(db, attempt);
  return signIn(ctx, caller, member, 'password');
}

/**
 * A member who has logged in before, logging in from another address, proves it (§4) with a code
 * sent to the bound mobile or e-mail (purpose login), a code of their authenticator app, or the
 * name on their bank account. A member with none of these is let through. (The caller counts a
 * wrong authenticator code or bank account name as a failed login, so neither can be guessed at leisure.)
 */
async function secondVerification(
  ctx: IdentityContext,
  caller: Caller,
  member: MemberRow,
  fields: Fields,
): Promise<void> {
  const { db, clock } = ctx;
  const known = await knownIps(db, member.id);
  if (known.length === 0 || known.includes(caller.ip)) return;
  const destinations = [member.mobile_num, member.email].filter((d): d is string => d !== null && d !== '');
  const others = await otherMethods(db, member.id);
  if (destinations.length === 0 && !others.authenticator && !others.bankAccountName) return;
  const method = fields.verificationMethod ?? 'code';
  const answer = method === 'bankAccountName' ? fields.bankAccountName : fields.verificationCode;
  if (!answer) {
    throw refuse(IDENTITY_CODES.secondVerificationRequired, {
      mobile: member.mobile_num ? maskMobile(member.mobile_num) : null,
      email: member.email ? maskEmail(member.email) : null,
      authenticator: others.authenticator,
      bankAccountName: others.bankAccountName,
    });
  }
  if (method === 'code') {
    if (destinations.length === 0) throw refuse(IDENTITY_CODES.invalidVerificationCode);
    await useCode(db, clock, destinations, 'login', answer);
    return;
  }
  if (method !== 'authenticator' && method !== 'bankAccountName') throw badRequest('Unknown verification method');
  const right =
    method === 'authenticator'
      ? await useAuthenticatorCode(db, clock, ctx.authenticatorKey, member.id, answer)
      : await matchesBankAccountName(db, member.id, answer);
  if (!right) throw refuse(IDENTITY_CODES.invalidVerificationCode);
}

/** By mobile number (`username`) and a code sent for purpose login, while MOBILE_CODE_LOGIN is on. */
async function loginWithSmsCode(ctx: IdentityContext, caller: Caller, fields: Fields): Promise<LoginResult> {
  const { db, clock } = ctx;
  if (!(await flagOn(db, 'MOBILE_CODE_LOGIN'))) throw refuse(IDENTITY_CODES.operationNotAllowed);
  const mobile = fields.username?.trim() ?? '';
  if (mobile === '') throw refuse(IDENTITY_CODES.missingPhoneNumber);
  if (!isMobileNumber(mobile)) throw refuse(IDENTITY_CODES.invalidPhoneNumber);
  await useCode(db, clock, [mobile], 'login', fields.verificationCode ?? '');
  const member = await findMemberByMobile(db, mobile);
  if (!member) throw refuse(IDENTITY_CODES.mobileNotRegistered);
  return signIn(ctx, caller, member, 'sms');
}

/** With the token of a reset e-mail: single use, within its lifetime. */
async function loginWithResetToken(ctx: IdentityContext, caller: Caller, fields: Fields): Promise<LoginResult> {
  const { db, clock } = ctx;
  const token = fields.resetToken?.trim();
  if (!isToken(token)) throw refuse(IDENTITY_CODES.resetTokenInvalid);
  const now = iso(clock.now());
  const memberId = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('reset_tokens')
      .select('member_id')
      .where('token_hash', '=', tokenHash(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (row)
      await trx.updateTable('reset_tokens').set({ used_at: now }).where('token_hash', '=', tokenHash(token)).execute();
    return row?.member_id;
  });
  const member = memberId === undefined ? undefined : await findMemberById(db, memberId);
  if (!member) throw refuse(IDENTITY_CODES.resetTokenInvalid);
  return signIn(ctx, caller, member, 'reset');
}
