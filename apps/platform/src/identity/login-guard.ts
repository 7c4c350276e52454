import { IDENTITY_CODES } from '@tessera/api/contract';
import type { Clock } from '../clock';
import { iso, MINUTE } from '../clock';
import type { Db } from '../db/open';
import { refuse } from './refuse';

/** Failures are counted over 15 minutes. */
export const FAILURE_WINDOW_MINUTES = 15;
/** The 5th failure for a login name within the window locks it… */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** …the 20th from one address locks the address… */
export const IP_FAILURE_LIMIT = 20;
/** …for 15 minutes. */
export const LOCK_MINUTES = 15;

/**
 * How long a failed login waits before answering, by the number of failures for the name in the
 * window (this one included): none for the first, then 0.5 s, 1 s, 2 s, 4 s.
 */
export const failureDelayMs = (failures: number): number => (failures <= 1 ? 0 : 500 * 2 ** (failures - 2));

/** A password check admitted by the guard. */
export interface Attempt {
  id: number;
  account: string;
  ip: string;
}

const accountLock = (account: string) => `account:${account}`;
const ipLock = (ip: string) => `ip:${ip}`;

const locked = (until: number, now: number) =>
  refuse(IDENTITY_CODES.loginLocked, { retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) });

/** Attempts by a login name or an address since a moment: failed ones only, or with those in flight. */
async function countAttempts(
  trx: Db,
  column: 'account' | 'ip',
  value: string,
  since: string,
  failedOnly: boolean,
): Promise<number> {
  let query = trx
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', value)
    .where('attempted_at', '>', since);
  if (failedOnly) query = query.where('outcome', '=', 'failed');
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Admits one password check for a login name from an address, or refuses with LOGIN_LOCKED.
 * Checks in flight count as failures until they end, and admission is one transaction, so
 * concurrent attempts never get more than the limit of tries.
 */
export async function admitAttempt(db: Db, clock: Clock, account: string, ip: string): Promise<Attempt> {
  const now = clock.now();
  const since = iso(now - FAILURE_WINDOW_MINUTES * MINUTE);
  const outcome = await db.transaction().execute(async (trx): Promise<{ lockedUntil: number } | { id: number }> => {
    const lock = await trx
      .selectFrom('login_locks')
      .select('locked_until')
      .where('subject', 'in', [accountLock(account), ipLock(ip)])
      .where('locked_until', '>', iso(now))
      .orderBy('locked_until', 'desc')
      .executeTakeFirst();
    if (lock) return { lockedUntil: Date.parse(lock.locked_until) };
    if (
      (await countAttempts(trx, 'account', account, since, false)) >= ACCOUNT_FAILURE_LIMIT ||
      (await countAttempts(trx, 'ip', ip, since, false)) >= IP_FAILURE_LIMIT
    ) {
      return { lockedUntil: now + LOCK_MINUTES * MINUTE };
    }
    const row = await trx
      .insertInto('login_attempts')
      .values({ account, ip, attempted_at: iso(now), outcome: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  });
  if ('lockedUntil' in outcome) throw locked(outcome.lockedUntil, now);
  return { id: outcome.id, account, ip };
}

/**
 * Records a failed check; locks the name (or address) when it reaches its limit. Returns how
 * long to wait before answering.
 */
export async function attemptFailed(db: Db, clock: Clock, attempt: Attempt): Promise<number> {
  const now = clock.now();
  const since = iso(now - FAILURE_WINDOW_MINUTES * MINUTE);
  const until = iso(now + LOCK_MINUTES * MINUTE);
  const failures = await db.transaction().execute(async (trx) => {
    await trx.updateTable('login_attempts').set({ outcome: 'failed' }).where('id', '=', attempt.id).execute();
    const byAccount = await countAttempts(trx, 'account', attempt.account, since, true);
    const lock = async (subject: string, column: 'account' | 'ip', value: string) => {
      await trx
        .insertInto('login_locks')
        .values({ subject, locked_until: until })
        .onConflict((oc) => oc.column('subject').doUpdateSet({ locked_until: until }))
        .execute();
      // Counting starts again once the lock ends.
      await trx.deleteFrom('login_attempts').where(column, '=', value).where('outcome', '=', 'failed').execute();
    };
    if (byAccount >= ACCOUNT_FAILURE_LIMIT) await lock(accountLock(attempt.account), 'account', attempt.account);
    if ((await countAttempts(trx, 'ip', attempt.ip, since, true)) >= IP_FAILURE_LIMIT)
      await lock(ipLock(attempt.ip), 'ip', attempt.ip);
    return byAccount;
  });
  return failureDelayMs(failures);
}

/** A successful check: the name's failures are forgotten. */
export async function attemptSucceeded(db: Db, attempt: Attempt): Promise<void> {
  await db.deleteFrom('login_attempts').where('account', '=', attempt.account).execute();
}

/** Lifts the lock and forgets the failures of a login name (after a password reset). */
export async function clearFailures(db: Db, account: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('login_attempts').where('account', '=', account).execute();
    await trx.deleteFrom('login_locks').where('subject', '=', accountLock(account)).execute();
  });
}
