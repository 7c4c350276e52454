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
import { isSealed, openSecret, sealSecret, SealedSecretError } from './sealed-secret';

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

/**
 * TOTP secrets are kept sealed (AES-256-GCM under AUTHENTICATOR_KEY, {@link sealSecret}), bound to
 * their member's row: the stored column never holds the base32 secret, and a value moved to another
 * member's row does not open.
 */
const sealingContext = (memberId: number): string => `member_authenticators:${memberId}`;

const sealFor = (key: Buffer, memberId: number, secret: string): string =>
  sealSecret(key, secret, sealingContext(memberId));

/** The base32 secret of a stored authenticator; throws when the key does not open it (a server fault, not a wrong code). */
const secretOf = (key: Buffer, auth: { member_id: number; secret: string }): string =>
  openSecret(key, auth.secret, sealingContext(auth.member_id));

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
export async function startBinding(db: Db, clock: Clock, key: Buffer, member: MemberRow): Promise<AuthenticatorSetup> {
  const existing = await authenticatorOf(db, member.id);
  if (existing?.confirmed_at)
    throw new Refusal(AUTHENTICATOR_CODES.alreadyBound, 'An authenticator is bound already: unbind it first');
  const secret = new Secret({ size: 20 }).base32;
  const sealed = sealFor(key, member.id, secret);
  const at = iso(clock.now());
  await db
    .insertInto('member_authenticators')
    .values({ member_id: member.id, secret: sealed, created_at: at, confirmed_at: null, last_step: null })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({ secret: sealed, created_at: at, confirmed_at: null, last_step: null }),
    )
    .execute();
  // The only time the secret leaves the server: the member copies it or scans the QR code now.
  const otpauthUrl = totpOf(secret, member.account).toString();
  return {
    secret,
    otpauthUrl,
    qrImage: `data:image/svg+xml;base64,${Buffer.from(qrSvg(otpauthUrl)).toString('base64')}`,
  };
}

/** Confirms the binding with a code of the app: from then on the authenticator verifies logins. */
export async function confirmBinding(
  db: Db,
  clock: Clock,
  key: Buffer,
  member: MemberRow,
  code: unknown,
): Promise<SecurityMethods> {
  const auth = await authenticatorOf(db, member.id);
  if (!auth) throw new Refusal(AUTHENTICATOR_CODES.notBound, 'Start binding an authenticator first');
  if (auth.confirmed_at) throw new Refusal(AUTHENTICATOR_CODES.alreadyBound, 'An authenticator is bound already');
  const step = checkTotp(secretOf(key, auth), typeof code === 'string' ? code : '', clock.now(), auth.last_step);
  if (step === null) throw invalidCode();
  await db
    .updateTable('member_authenticators')
    .set({ confirmed_at: iso(clock.now()), last_step: step })
    .where('member_id', '=', member.id)
    .execute();
  return securityMethods(db, member);
}

/** Unbinds with a code of the app. */
export async function unbind(
  db: Db,
  clock: Clock,
  key: Buffer,
  member: MemberRow,
  code: unknown,
): Promise<SecurityMethods> {
  const auth = await authenticatorOf(db, member.id);
  if (!auth?.confirmed_at) throw new Refusal(AUTHENTICATOR_CODES.notBound, 'No authenticator is bound');
  if (checkTotp(secretOf(key, auth), typeof code === 'string' ? code : '', clock.now(), auth.last_step) === null)
    throw invalidCode();
  await db.deleteFrom('member_authenticators').where('member_id', '=', member.id).execute();
  return securityMethods(db, member);
}

/** A login's authenticator code: true (and the step used up) when it is right. */
export async function useAuthenticatorCode(
  db: Db,
  clock: Clock,
  key: Buffer,
  memberId: number,
  code: string,
): Promise<boolean> {
  const auth = await authenticatorOf(db, memberId);
  if (!auth?.confirmed_at) return false;
  const step = checkTotp(secretOf(key, auth), code, clock.now(), auth.last_step);
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

/**
 * A start-up step: seals every TOTP secret still stored in plain text (kept before secrets were
 * sealed) under `key`, and counts the sealed ones `key` does not open (another AUTHENTICATOR_KEY:
 * those authenticators cannot verify until the right key is configured or they are bound again).
 */
export async function sealStoredSecrets(db: Db, key: Buffer): Promise<{ sealed: number; unreadable: number }> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('member_authenticators').select(['member_id', 'secret']).execute();
    let sealed = 0;
    let unreadable = 0;
    for (const row of rows) {
      if (!isSealed(row.secret)) {
        await trx
          .updateTable('member_authenticators')
          .set({ secret: sealFor(key, row.member_id, row.secret) })
          .where('member_id', '=', row.member_id)
          .where('secret', '=', row.secret)
          .execute();
        sealed += 1;
        continue;
      }
      try {
        secretOf(key, row);
      } catch (error) {
        if (!(error instanceof SealedSecretError)) throw error;
        unreadable += 1;
      }
    }
    return { sealed, unreadable };
  });
}
