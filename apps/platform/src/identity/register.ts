import type { LoginResult } from '@tessera/api/contract';
import { AGENT_TYPES, IDENTITY_CODES, MEMBER_TYPES, downlineAccountRules } from '@tessera/api/contract';
import { iso } from '../clock';
import type { Db } from '../db/open';
import type { MemberRow, NewMember } from '../db/schema';
import type { Fields } from '../http/encrypted';
import { referrerOf } from './referrer';
import { flagsOn } from '../system/flags';
import { registerRules } from '../system/register-rules';
import { useCode } from './codes';
import type { Caller, IdentityContext } from './context';
import { accountKey } from './members';
import { hashPassword } from './passwords';
import { checkMobile, dialingCodeOf } from './phone';
import { invalidField, refuse } from './refuse';
import { checkFields } from './rules';
import { randomDigits } from './secrets';
import { signIn } from './sign-in';

/** A new member starts at the first club level, with no labels. */
const NEW_MEMBER = {
  type: MEMBER_TYPES.member,
  club_label: 'VIP0',
  club_rank: 0,
  member_labels: '[]',
  invitation_code: null,
  first_time_login: 0,
} as const;

/**
 * `PUT /wps/member/register`: by username, while DIRECT_REGISTRATION and USERNAME_REGISTRATION
 * are on. Every field is checked against the username rules the register settings serve.
 */
export async function registerByUsername(ctx: IdentityContext, caller: Caller, fields: Fields): Promise<LoginResult> {
  const { db } = ctx;
  if (!(await flagsOn(db, 'DIRECT_REGISTRATION', 'USERNAME_REGISTRATION')))
    throw refuse(IDENTITY_CODES.operationNotAllowed);
  checkFields(await registerRules(db, 'USERNAME'), fields);
  checkConfirmation(fields);
  const mobile = fields.mobileNum?.trim() ? await checkMobile(db, fields.mobileNum, fields.countryDialingCode) : null;
  const { uplineId, referrerId } = await invitingAgent(db, fields);
  const account = accountKey(fields.username ?? '');
  const member = await insertMember(
    ctx,
    {
      ...profile(fields, account, await hashPassword(fields.password ?? ''), uplineId, ctx.clock.now()),
      mobile_num: mobile,
      dialing_code: mobile ? dialingCodeOf(fields.countryDialingCode) : null,
    },
    referrerId,
  );
  return signIn(ctx, caller, member, 'register');
}

/**
 * `PUT /wps/member/register/mobile`: by mobile number with a code sent for purpose register,
 * while DIRECT_REGISTRATION and MOBILE_REGISTRATION are on (the code is not needed while
 * SMS_VERIFICATION is off). The account name is 'm' and the number. Members registered this way
 * log in with their mobile number.
 */
export async function registerByMobile(ctx: IdentityContext, caller: Caller, fields: Fields): Promise<LoginResult> {
  const { db, clock } = ctx;
  if (!(await flagsOn(db, 'DIRECT_REGISTRATION', 'MOBILE_REGISTRATION')))
    throw refuse(IDENTITY_CODES.operationNotAllowed);
  const rules = await registerRules(db, 'MOBILE');
  checkFields(rules, fields);
  checkConfirmation(fields);
  const mobile = await checkMobile(db, fields.mobileNum, fields.countryDialingCode, true);
  if (await db.selectFrom('members').select('id').where('mobile_num', '=', mobile).executeTakeFirst())
    throw refuse(IDENTITY_CODES.mobileTaken);
  const { uplineId, referrerId } = await invitingAgent(db, fields);
  if (rules.find((rule) => rule.field === 'smsCode')?.required)
    await useCode(db, clock, [mobile], 'register', fields.smsCode ?? '');
  const taken = await db.selectFrom('members').select('id').where('account', '=', `m${mobile}`).executeTakeFirst();
  const account = taken ? `m${mobile}${randomDigits(4)}` : `m${mobile}`;
  const member = await insertMember(
    ctx,
    {
      ...profile(fields, account, await hashPassword(fields.password ?? ''), uplineId, clock.now()),
      mobile_num: mobile,
      dialing_code: dialingCodeOf(fields.countryDialingCode),
    },
    referrerId,
  );
  return signIn(ctx, caller, member, 'register');
}

/**
 * An agent's own account creation (agent centre): a member whose upline is the agent, as an
 * invitation code makes one, checked by the username rules of the fields the agent fills and
 * inserted as registration inserts. No session opens: the agent stays signed in.
 */
export async function createDownlineMember(ctx: IdentityContext, agentId: number, fields: Fields): Promise<MemberRow> {
  checkFields(downlineAccountRules(await registerRules(ctx.db, 'USERNAME')), fields);
  if (!fields.username?.trim()) throw invalidField('username', 'is required');
  checkConfirmation(fields);
  const account = accountKey(fields.username);
  return insertMember(
    ctx,
    profile(fields, account, await hashPassword(fields.password ?? ''), agentId, ctx.clock.now()),
  );
}

function checkConfirmation(fields: Fields): void {
  if ((fields.password ?? '') !== (fields.confirmPassword ?? '')) throw refuse(IDENTITY_CODES.passwordMismatch);
}

function profile(
  fields: Fields,
  account: string,
  passwordHash: string,
  uplineId: number | null,
  now: number,
): NewMember {
  return {
    ...NEW_MEMBER,
    account,
    nickname: fields.nickname?.trim() || account,
    email: fields.email?.trim() || null,
    password_hash: passwordHash,
    upline_id: uplineId,
    password_changed_at: iso(now),
    created_at: iso(now),
  };
}

/**
 * The agent whose invitation code the registration carries (`affiliateCode`, else
 * `referralCode`; letter case ignored), or null without one, and the member whose referral code
 * `referralCode` is (invite friends), if it is one. An unknown code is refused.
 */
async function invitingAgent(db: Db, fields: Fields): Promise<{ uplineId: number | null; referrerId?: number }> {
  const referral = fields.referralCode?.trim() ?? '';
  const referrerId = referral === '' ? undefined : await referrerOf(db, referral);
  const code = (fields.affiliateCode?.trim() || (referrerId === undefined ? referral : '')).toUpperCase();
  if (code === '') return { uplineId: null, referrerId };
  const agent = await db
    .selectFrom('members')
    .select('id')
    .where('invitation_code', '=', code)
    .where('type', 'in', [...AGENT_TYPES])
    .executeTakeFirst();
  if (!agent) throw refuse(IDENTITY_CODES.invalidInvitationCode);
  return { uplineId: agent.id, referrerId };
}

/** Inserts the member (and who referred them) unless the account or mobile number is taken (checked and inserted in one transaction). */
async function insertMember(ctx: IdentityContext, values: NewMember, referrerId?: number): Promise<MemberRow> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('members').select('id').where('account', '=', values.account).executeTakeFirst())
      return IDENTITY_CODES.usernameTaken;
    if (
      values.mobile_num &&
      (await trx.selectFrom('members').select('id').where('mobile_num', '=', values.mobile_num).executeTakeFirst())
    ) {
      return IDENTITY_CODES.mobileTaken;
    }
    const member = await trx.insertInto('members').values(values).returningAll().executeTakeFirstOrThrow();
    if (referrerId !== undefined)
      await trx
        .insertInto('referrals')
        .values({ member_id: member.id, referrer_id: referrerId, created_at: values.created_at })
        .execute();
    return member;
  });
  if (typeof outcome === 'string') throw refuse(outcome);
  return outcome;
}
