import type { OperatorActionKind, OperatorLoginResult } from '@tessera/api/contract';
import { OPERATOR_CODES } from '@tessera/api/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { iso, MINUTE } from '../clock';
import type { Db } from '../db/open';
import type { OperatorRow } from '../db/schema-operator';
import { notLoggedIn, Refusal } from '../http/refusal';
import { admitAttempt, attemptFailed, attemptSucceeded } from '../identity/login-guard';
import { UNMATCHABLE_HASH, verifyPassword } from '../identity/passwords';
import { isToken, newToken, tokenHash } from '../identity/secrets';
import { refuse } from './refuse';

/** An operator's session lasts 8 hours (a working shift) from login; it is not extended by use. */
export const OPERATOR_SESSION_MINUTES = 8 * 60;

/** Login names of operators share the login guard with members under their own prefix. */
const guardName = (account: string): string => `operator:${account.toLowerCase()}`;

/**
 * An operator's login: the password checked as members' are (scrypt, slowed and locked by the
 * login guard on failures). Answers a new session token; the login is recorded.
 */
export async function operatorLogin(
  db: Db,
  clock: Clock,
  ip: string,
  account: unknown,
  password: unknown,
): Promise<OperatorLoginResult> {
  if (typeof account !== 'string' || typeof password !== 'string' || account.length > 64 || password.length > 128)
    throw refuse(OPERATOR_CODES.loginFailed);
  let attempt;
  try {
    attempt = await admitAttempt(db, clock, guardName(account), ip);
  } catch (error) {
    if (error instanceof Refusal) throw new Refusal(OPERATOR_CODES.loginLocked, error.message, error.value);
    throw error;
  }
  const operator = await db.selectFrom('operators').selectAll().where('account', '=', account).executeTakeFirst();
  if (!(await verifyPassword(password, operator?.password_hash ?? UNMATCHABLE_HASH)) || !operator) {
    await clock.sleep(await attemptFailed(db, clock, attempt));
    throw refuse(OPERATOR_CODES.loginFailed);
  }
  await attemptSucceeded(db, attempt);
  const token = newToken();
  const now = clock.now();
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: tokenHash(token),
      operator_id: operator.id,
      created_at: iso(now),
      expires_at: iso(now + OPERATOR_SESSION_MINUTES * MINUTE),
      revoked_at: null,
    })
    .execute();
  await recordAction(db, clock, operator, 'LOGIN', { note: ip });
  return { token, account: operator.account };
}

/** The bearer token of a request, if it has one. */
function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([0-9a-f]{64})$/.exec(header) : null;
  return match?.[1];
}

/** The operator of the request's bearer token; 401 NOT_LOGGED_IN without a live one (a member's token never is one). */
export async function requireOperator(db: Db, clock: Clock, request: FastifyRequest): Promise<OperatorRow> {
  const token = bearer(request);
  if (!isToken(token)) throw notLoggedIn();
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['o.id', 'o.account', 'o.password_hash', 'o.created_at'])
    .where('s.token_hash', '=', tokenHash(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', iso(clock.now()))
    .executeTakeFirst();
  if (!row) throw notLoggedIn();
  return row;
}

/** Ends the request's operator session. */
export async function operatorLogout(db: Db, clock: Clock, request: FastifyRequest): Promise<void> {
  const token = bearer(request);
  if (!token) return;
  await db
    .updateTable('operator_sessions')
    .set({ revoked_at: iso(clock.now()) })
    .where('token_hash', '=', tokenHash(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Records what an operator did and when (in the caller's transaction when `db` is one). */
export async function recordAction(
  db: Db,
  clock: Clock,
  operator: Pick<OperatorRow, 'id'>,
  action: OperatorActionKind,
  detail: { subject?: string; amount?: number; note?: string } = {},
): Promise<void> {
  await db
    .insertInto('operator_actions')
    .values({
      operator_id: operator.id,
      action,
      subject: detail.subject ?? null,
      amount: detail.amount ?? null,
      note: detail.note ?? null,
      at: iso(clock.now()),
    })
    .execute();
}
