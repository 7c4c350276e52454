import type { AuthenticatorSetup, SecurityMethods } from '@tessera/api/contract';
import { AUTHENTICATOR_CODES, IDENTITY_CODES, TOTP_PARAMS } from '@tessera/api/contract';
import { Secret, TOTP } from 'otpauth';
import type { Clock } from '../clock';
import { iso } from '../clock';
import type { Db } from '../db/open';
import type { MemberRow } from '../db/schema';
import { Refusal } from '../http/refusal';
import { qrSvg } from '../static/qr';
import { maskEmail, maskMobile } from './mask';

/** The TOTP of a base32 secret, as the common authenticator apps compute it (RFC 6238, {@link TOTP_PARAMS}). */
export const totpOf = (secret: string, label = ''): TOTP =>
  new TOTP({
    issuer: TOTP_PARAMS.issuer,
    label,
    algorithm: TOTP_PARAMS.algorithm,
    digits: TOTP_PARAMS.digits,
    period: TOTP_PARAMS.period,
    secret: Secret.fromBase32(secret),
  });

const CODE = /^\d{6}$/;

/**
 * Checks a code against a secret at the clock's time (one step either way for clock drift) and
 * answers its time step, or null. A step at or before `lastStep` is refused: a code works once.
 */
export function checkTotp(secret: string, code: string, now: number, lastStep: number | null): number | null {
  if (!CODE.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_PARAMS.window });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / TOTP_PARAMS.period) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

const invalidCode = () => new Refusal(IDENTITY_CODES.invalidVerificationCode, 'The verification code is not valid');

async function authenticatorOf(db: Db, memberId: number) {
  return db.selectFrom('member_authenticators').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

/** Whether the member has a bank account on file (a withdrawal named its holder). */
async function hasBankAccount(db: Db, memberId: number): Promise<boolean> {
  return !!(await db
    .selectFrom('withdraw_orders')
    .select('order_no')
    .where('member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst());
}

/** The member's second-verification methods. */
export async function securityMethods(db: Db, member: MemberRow): Promise<SecurityMethods> {
  const auth = await authenticatorOf(db, member.id);
  return {
    mobile: member.mobile_num ? maskMobile(member.mobile_num) : null,
    email: member.email ? maskEmail(member.email) : null,
    authenticator: !!auth?.confirmed_at,
    bankAccountName: await hasBankAccount(db, member.id),
  };
}

/** Starts binding: a new secret (replacing one not yet confirmed) and its QR code; refused while one is bound. */
export async function startBinding(db: Db, clock: Clock, member: MemberRow): Promise<AuthenticatorSetup> {
  const existing = await authenticatorOf(db, member.id);
  if (existing?.confirmed_at)
    throw new Refusal(AUTHENTICATOR_CODES.alreadyBound, 'An authenticator is bound already: unbind it first');
  const secret = new Secret({ size: 20 }).base32;
  const at = iso(clock.now());
  await db
    .insertInto('member_authenticators')
    .values({ member_id: member.id, secret, created_at: at, confirmed_at: null, last_step: null })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({ secret, created_at: at, confirmed_at: null, last_step: null }),
    )
    .execute();
  const otpauthUrl = totpOf(secret, member.account).toString();
  return {
    secret,
    otpauthUrl,
    qrImage: `data:image/svg+xml;base64,${Buffer.from(qrSvg(otpauthUrl)).toString('base64')}`,
  };
}

/** Confirms the binding with a code of the app: from then on the authenticator verifies logins. */
export async function confirmBinding(db: Db, clock: Clock, member: MemberRow, code: unknown): Promise<SecurityMethods> {
  const auth = await authenticatorOf(db, member.id);
  if (!auth) throw new Refusal(AUTHENTICATOR_CODES.notBound, 'Start binding an authenticator first');
  if (auth.confirmed_at) throw new Refusal(AUTHENTICATOR_CODES.alreadyBound, 'An authenticator is bound already');
  const step = checkTotp(auth.secret, typeof code === 'string' ? code : '', clock.now(), auth.last_step);
  if (step === null) throw invalidCode();
  await db
    .updateTable('member_authenticators')
    .set({ confirmed_at: iso(clock.now()), last_step: step })
    .where('member_id', '=', member.id)
    .execute();
  return securityMethods(db, member);
}

/** Unbinds with a code of the app. */
export async function unbind(db: Db, clock: Clock, member: MemberRow, code: unknown): Promise<SecurityMethods> {
  const auth = await authenticatorOf(db, member.id);
  if (!auth?.confirmed_at) throw new Refusal(AUTHENTICATOR_CODES.notBound, 'No authenticator is bound');
  if (checkTotp(auth.secret, typeof code === 'string' ? code : '', clock.now(), auth.last_step) === null)
    throw invalidCode();
  await db.deleteFrom('member_authenticators').where('member_id', '=', member.id).execute();
  return securityMethods(db, member);
}

/** A login's authenticator code: true (and the step used up) when it is right. */
export async function useAuthenticatorCode(db: Db, clock: Clock, memberId: number, code: string): Promise<boolean> {
  const auth = await authenticatorOf(db, memberId);
  if (!auth?.confirmed_at) return false;
  const step = checkTotp(auth.secret, code, clock.now(), auth.last_step);
  if (step === null) return false;
  // Conditional, so two logins with one code cannot both pass.
  const used = await db
    .updateTable('member_authenticators')
    .set({ last_step: step })
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

const normalName = (name: string): string => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** A login's bank account name: the holder of one of the member's withdrawals, letter case and spacing aside. */
export async function matchesBankAccountName(db: Db, memberId: number, name: string): Promise<boolean> {
  const wanted = normalName(name);
  if (wanted.length < 2) return false;
  const holders = await db
    .selectFrom('withdraw_orders')
    .select('account_holder')
    .distinct()
    .where('member_id', '=', memberId)
    .execute();
  return holders.some((h) => normalName(h.account_holder) === wanted);
}

/** Whether the member has any second-verification method beyond the sent codes. */
export async function otherMethods(
  db: Db,
  memberId: number,
): Promise<{ authenticator: boolean; bankAccountName: boolean }> {
  const auth = await authenticatorOf(db, memberId);
  return { authenticator: !!auth?.confirmed_at, bankAccountName: await hasBankAccount(db, memberId) };
}
