import type { LoginResult } from '@tessera/api/contract';
import { IDENTITY_CODES, MEMBER_TYPES } from '@tessera/api/contract';
import { decryptText } from '@tessera/api/crypto';
import { iso } from '../clock';
import type { Fields } from '../http/encrypted';
import { badRequest } from '../http/refusal';
import { flagOn } from '../system/flags';
import type { Caller, IdentityContext } from './context';
import { hashPassword } from './passwords';
import { refuse } from './refuse';
import { newToken, randomDigits } from './secrets';
import { signIn } from './sign-in';

/**
 * `POST /wps/session/login/freeplay`, while FREE_PLAY is on: a fresh trial account (type 4,
 * account 'trial' and 8 digits, a random password nobody knows) logged in at once. The payload's
 * `random` must be a string encrypted under the transport key.
 */
export async function freePlay(
  ctx: IdentityContext,
  caller: Caller,
  fields: Fields,
  transportKey: string,
): Promise<LoginResult> {
  const { db, clock } = ctx;
  if (!(await flagOn(db, 'FREE_PLAY'))) throw refuse(IDENTITY_CODES.operationNotAllowed);
  if (fields.platform !== 'W' || fields.gatewayVersion !== '3')
    throw badRequest('Free play needs platform W and gateway version 3');
  try {
    if (decryptText(fields.random ?? '', transportKey).length < 16) throw new Error('short');
  } catch {
    throw badRequest('The random string could not be read');
  }
  const now = clock.now();
  const passwordHash = await hashPassword(newToken());
  let member;
  for (let tries = 0; !member; tries += 1) {
    const account = `trial${randomDigits(8)}`;
    member = await db
      .insertInto('members')
      .values({
        account,
        nickname: `Guest ${account.slice(-4)}`,
        mobile_num: null,
        dialing_code: null,
        email: null,
        password_hash: passwordHash,
        type: MEMBER_TYPES.trial,
        club_label: 'VIP0',
        club_rank: 0,
        member_labels: '[]',
        invitation_code: null,
        upline_id: null,
        first_time_login: 0,
        password_changed_at: iso(now),
        created_at: iso(now),
      })
      .onConflict((oc) => oc.column('account').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!member && tries > 5) throw new Error('no free trial account name');
  }
  return signIn(ctx, caller, member, 'freeplay');
}
