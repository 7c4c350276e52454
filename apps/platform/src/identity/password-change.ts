import { IDENTITY_CODES } from '@tessera/api/contract';
import { iso } from '../clock';
import type { Db } from '../db/open';
import type { Fields } from '../http/encrypted';
import { ruleFor } from '../system/register-rules';
import type { Caller, IdentityContext } from './context';
import { admitAttempt, attemptFailed, attemptSucceeded } from './login-guard';
import { isTrial } from './members';
import { hashPassword, verifyPassword } from './passwords';
import { invalidField, refuse } from './refuse';
import { fieldProblem } from './rules';
import type { Session } from './sessions';
import { revokeMemberSessions, settleSession } from './sessions';

/** Checks a new password against the shared password rule (the registration rule for `password`). */
export async function checkNewPassword(db: Db, field: string, password: string): Promise<void> {
  const rule = (await ruleFor(db, 'USERNAME', 'password')) ?? (await ruleFor(db, 'MOBILE', 'password'));
  const problem = rule ? fieldProblem({ ...rule, required: true }, password) : password === '' ? 'is required' : null;
  if (problem) throw invalidField(field, problem);
}

/** Stores a new password: no longer a first login, the password's age starts again. */
export async function storePassword(db: Db, memberId: number, password: string, now: number): Promise<void> {
  await db
    .updateTable('members')
    .set({ password_hash: await hashPassword(password), password_changed_at: iso(now), first_time_login: 0 })
    .where('id', '=', memberId)
    .execute();
}

/**
 * `POST /wps/member/password`. The old password must match (a wrong one counts as a failed
 * login) unless the session was opened by a reset link. Every other session of the member ends.
 */
export async function changePassword(
  ctx: IdentityContext,
  caller: Caller,
  session: Session,
  fields: Fields,
): Promise<void> {
  const { db, clock } = ctx;
  const { member } = session;
  if (isTrial(member)) throw refuse(IDENTITY_CODES.trialAccount);
  const newPassword = fields.newPassword ?? '';
  await checkNewPassword(db, 'newPassword', newPassword);
  if (newPassword !== (fields.confirmNewPassword ?? '')) throw refuse(IDENTITY_CODES.passwordMismatch);
  if (session.origin !== 'reset') {
    const attempt = await admitAttempt(db, clock, member.account, caller.ip);
    if (!(await verifyPassword(fields.oldPassword ?? '', member.password_hash))) {
      await clock.sleep(await attemptFailed(db, clock, attempt));
      throw refuse(IDENTITY_CODES.oldPasswordIncorrect);
    }
    await attemptSucceeded(db, attempt);
  }
  await storePassword(db, member.id, newPassword, clock.now());
  await revokeMemberSessions(db, clock, member.id, session.tokenHash);
  await settleSession(db, session.tokenHash);
}
