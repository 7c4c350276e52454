import type { LoginResult } from '@tessera/api/contract';
import { iso } from '../clock';
import type { MemberRow, SessionOrigin } from '../db/schema';
import { readSetting } from '../system/settings';
import type { Caller, IdentityContext } from './context';
import { rememberIp } from './known-ips';
import { passwordExpired } from './members';
import { openSession } from './sessions';

/**
 * Logs the member in: remembers the caller's address, opens a session and answers its token
 * with the first-login and expired-password marks. A session opened by a reset link reports the
 * password as expired, so the front end asks for a new one.
 */
export async function signIn(
  ctx: IdentityContext,
  caller: Caller,
  member: MemberRow,
  origin: SessionOrigin,
): Promise<LoginResult> {
  const { db, clock } = ctx;
  const now = clock.now();
  await rememberIp(db, member.id, caller.ip, now);
  await db
    .updateTable('members')
    .set({ last_login_at: iso(now) })
    .where('id', '=', member.id)
    .execute();
  const token = await openSession(db, clock, member.id, origin, caller.ip);
  const maxAgeDays = await readSetting(db, 'password.maxAgeDays');
  return {
    token,
    firstTimeLogin: member.first_time_login === 1,
    passwordExpired: origin === 'reset' || passwordExpired(member, now, maxAgeDays),
  };
}
