import { IDENTITY_CODES } from '@tessera/api/contract';
import type { Clock } from '../clock';
import { iso, MINUTE } from '../clock';
import type { Db } from '../db/open';
import type { CodeChannel, CodePurpose } from '../db/schema';
import { readSetting } from '../system/settings';
import { refuse } from './refuse';
import { digest, matchesDigest, randomDigits } from './secrets';

/** At most 3 codes per 15 minutes to one destination, and 3 from one address. */
export const SEND_LIMIT = 3;
export const SEND_WINDOW_MINUTES = 15;
/** A code can be tried 5 times. */
export const MAX_TRIES = 5;
export const CODE_LENGTH = 6;

export interface CodeRequest {
  channel: CodeChannel;
  /** The mobile number (digits) or e-mail address. */
  destination: string;
  purpose: CodePurpose;
  /** The caller's address. */
  ip: string;
}

export interface IssuedCode {
  code: string;
  expiredMinutes: number;
}

/**
 * Issues a new code (which replaces any live one for the same destination and purpose), or
 * refuses with SMS_TOO_MANY_REQUESTS when the destination or the caller's address already had
 * {@link SEND_LIMIT} codes in the window. Counting and issuing are one transaction, so the limit
 * holds under concurrent requests.
 */
export async function issueCode(
  db: Db,
  clock: Clock,
  { channel, destination, purpose, ip }: CodeRequest,
): Promise<IssuedCode> {
  const expiredMinutes = await readSetting(db, 'sms.expiredMinutes');
  const code = randomDigits(CODE_LENGTH);
  const codeHash = digest(code);
  const now = clock.now();
  const issued = await db.transaction().execute(async (trx) => {
    if (!(await reserveSend(trx, { channel, destination, ip }, now))) return false;
    await trx
      .updateTable('verification_codes')
      .set({ used_at: iso(now) })
      .where('destination', '=', destination)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        channel,
        destination,
        purpose,
        code_hash: codeHash,
        created_at: iso(now),
        expires_at: iso(now + expiredMinutes * MINUTE),
        used_at: null,
      })
      .execute();
    return true;
  });
  if (!issued) throw refuse(IDENTITY_CODES.smsTooManyRequests);
  return { code, expiredMinutes };
}

/**
 * Counts a send to a destination from an address, unless either already had {@link SEND_LIMIT}
 * sends of this channel in the window; false then. Run it inside the transaction that sends.
 */
export async function reserveSend(
  trx: Db,
  { channel, destination, ip }: Pick<CodeRequest, 'channel' | 'destination' | 'ip'>,
  now: number,
): Promise<boolean> {
  const since = iso(now - SEND_WINDOW_MINUTES * MINUTE);
  const count = async (column: 'destination' | 'ip', value: string) =>
    Number(
      (
        await trx
          .selectFrom('code_sends')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('channel', '=', channel)
          .where(column, '=', value)
          .where('sent_at', '>', since)
          .executeTakeFirstOrThrow()
      ).n,
    );
  if ((await count('destination', destination)) >= SEND_LIMIT || (await count('ip', ip)) >= SEND_LIMIT) return false;
  await trx
    .insertInto('code_sends')
    .values({ channel, destination, ip, sent_at: iso(now) })
    .execute();
  return true;
}

type Check = 'ok' | 'wrong' | 'expired';

/**
 * Uses up the live code for one of the destinations and the purpose. Refuses with
 * MISSING_VERIFICATION_CODE, INVALID_VERIFICATION_CODE (wrong, or no code was sent; a wrong
 * guess uses one of the code's tries) or CODE_EXPIRED (expired, or tried {@link MAX_TRIES} times).
 * A code that matches can be used once.
 */
export async function useCode(
  db: Db,
  clock: Clock,
  destinations: readonly string[],
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  if (code.trim() === '') throw refuse(IDENTITY_CODES.missingVerificationCode);
  const now = clock.now();
  const check = await db.transaction().execute(async (trx): Promise<Check> => {
    const row = await trx
      .selectFrom('verification_codes')
      .select(['id', 'code_hash', 'expires_at', 'tries'])
      .where('destination', 'in', destinations.length > 0 ? [...destinations] : [''])
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row) return 'wrong';
    if (row.expires_at <= iso(now) || row.tries >= MAX_TRIES) return 'expired';
    if (!matchesDigest(code.trim(), row.code_hash)) {
      await trx
        .updateTable('verification_codes')
        .set({ tries: row.tries + 1 })
        .where('id', '=', row.id)
        .execute();
      return 'wrong';
    }
    await trx
      .updateTable('verification_codes')
      .set({ used_at: iso(now) })
      .where('id', '=', row.id)
      .execute();
    return 'ok';
  });
  if (check === 'wrong') throw refuse(IDENTITY_CODES.invalidVerificationCode);
  if (check === 'expired') throw refuse(IDENTITY_CODES.codeExpired);
}

/** Forgets every code send (development control: the send limits start again). */
export async function forgetCodeSends(db: Db): Promise<void> {
  await db.deleteFrom('code_sends').execute();
}
