import { IDENTITY_CODES } from '@tessera/api/contract';
import { iso, MINUTE } from '../clock';
import type { Fields } from '../http/encrypted';
import { Refusal } from '../http/refusal';
import { flagOn } from '../system/flags';
import { reserveSend, useCode } from './codes';
import type { Caller, IdentityContext } from './context';
import { outboxLog } from './context';
import { rememberIp } from './known-ips';
import { clearFailures } from './login-guard';
import { findMemberByAccount, findMemberByMobile } from './members';
import { send } from './outbox';
import { checkNewPassword, storePassword } from './password-change';
import { checkMobile } from './phone';
import { refuse } from './refuse';
import { newToken, tokenHash } from './secrets';
import { revokeMemberSessions } from './sessions';

/** A reset link works once, for 30 minutes. */
export const RESET_LINK_MINUTES = 30;

/**
 * `POST /wps/member/password/email`: when the username and e-mail belong to one member, e-mails
 * a reset link (to the outbox) whose token logs in with type 'reset'; an earlier link stops
 * working. Refuses USER_OR_EMAIL_NOT_FOUND otherwise, and SMS_TOO_MANY_REQUESTS after 3 e-mails
 * in 15 minutes to the address or from the caller.
 */
export async function forgotByEmail(ctx: IdentityContext, caller: Caller, fields: Fields): Promise<void> {
  const { db, clock } = ctx;
  const username = fields.username?.trim() ?? '';
  const email = fields.email?.trim() ?? '';
  if (username === '' || email === '') {
    throw new Refusal(IDENTITY_CODES.invalidField, 'Username and e-mail are required', {
      field: username === '' ? 'username' : 'email',
    });
  }
  const member = await findMemberByAccount(db, username);
  if (!member?.email || member.email.toLowerCase() !== email.toLowerCase())
    throw refuse(IDENTITY_CODES.userOrEmailNotFound);
  const token = newToken();
  const now = clock.now();
  const sent = await db.transaction().execute(async (trx) => {
    if (!(await reserveSend(trx, { channel: 'email', destination: member.email ?? '', ip: caller.ip }, now)))
      return false;
    await trx
      .updateTable('reset_tokens')
      .set({ used_at: iso(now) })
      .where('member_id', '=', member.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('reset_tokens')
      .values({
        token_hash: tokenHash(token),
        member_id: member.id,
        created_at: iso(now),
        expires_at: iso(now + RESET_LINK_MINUTES * MINUTE),
        used_at: null,
      })
      .execute();
    return true;
  });
  if (!sent) throw refuse(IDENTITY_CODES.smsTooManyRequests);
  const link = `${ctx.siteUrl}/reset-password?token=${token}`;
  await send(
    db,
    clock,
    {
      kind: 'email',
      to: member.email,
      subject: 'Reset your Tessera password',
      body: `Hello ${member.nickname},\n\nOpen this link within ${RESET_LINK_MINUTES} minutes to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
    },
    outboxLog(ctx, caller),
  );
}

/**
 * `POST /wps/member/password/verification`, while CHNGPASSVERIF3 is on: sets a new password with
 * a code sent to the mobile number for purpose reset. Every session of the member ends, a login
 * lock is lifted, and the caller's address becomes a known one (the phone was just proven), so
 * the login that follows needs no second verification.
 */
export async function resetByPhone(ctx: IdentityContext, caller: Caller, fields: Fields): Promise<void> {
  const { db, clock } = ctx;
  if (!(await flagOn(db, 'CHNGPASSVERIF3'))) throw refuse(IDENTITY_CODES.operationNotAllowed);
  const mobile = await checkMobile(db, fields.mobileNum, fields.countryDialingCode);
  const newPassword = fields.newPassword ?? '';
  await checkNewPassword(db, 'newPassword', newPassword);
  await useCode(db, clock, [mobile], 'reset', fields.verificationCode ?? '');
  const member = await findMemberByMobile(db, mobile);
  if (!member) throw refuse(IDENTITY_CODES.mobileNotRegistered);
  const now = clock.now();
  await storePassword(db, member.id, newPassword, now);
  await revokeMemberSessions(db, clock, member.id);
  await clearFailures(db, member.account);
  await rememberIp(db, member.id, caller.ip, now);
}
