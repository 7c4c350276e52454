import { HEADER_TOKEN } from '@tessera/api/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { iso, MINUTE } from '../clock';
import type { Db } from '../db/open';
import type { MemberRow, SessionOrigin } from '../db/schema';
import { notLoggedIn } from '../http/refusal';
import { isToken, newToken, tokenHash } from './secrets';

/** A session lasts 24 hours after its last use. */
export const SESSION_IDLE_MINUTES = 24 * 60;

/** An open session and its member. */
export interface Session {
  tokenHash: string;
  origin: SessionOrigin;
  member: MemberRow;
}

/** Opens a session for the member and returns its token (the only time the token exists in clear). */
export async function openSession(
  db: Db,
  clock: Clock,
  memberId: number,
  origin: SessionOrigin,
  ip: string,
): Promise<string> {
  const token = newToken();
  const now = clock.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash(token),
      member_id: memberId,
      origin,
      ip,
      created_at: iso(now),
      last_seen_at: iso(now),
      expires_at: iso(now + SESSION_IDLE_MINUTES * MINUTE),
      revoked_at: null,
    })
    .execute();
  return token;
}

/** The session of a token, extended by this use; undefined when unknown, expired or revoked. */
export async function findSession(db: Db, clock: Clock, token: unknown): Promise<Session | undefined> {
  if (!isToken(token)) return undefined;
  const hash = tokenHash(token);
  const now = clock.now();
  const row = await db
    .selectFrom('sessions')
    .select(['origin', 'member_id'])
    .where('token_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .executeTakeFirst();
  if (!row) return undefined;
  const member = await db.selectFrom('members').selectAll().where('id', '=', row.member_id).executeTakeFirst();
  if (!member) return undefined;
  await db
    .updateTable('sessions')
    .set({ last_seen_at: iso(now), expires_at: iso(now + SESSION_IDLE_MINUTES * MINUTE) })
    .where('token_hash', '=', hash)
    .execute();
  return { tokenHash: hash, origin: row.origin, member };
}

/** The session of the request's token header; 401 NOT_LOGGED_IN without one. */
export async function requireSession(db: Db, clock: Clock, request: FastifyRequest): Promise<Session> {
  const session = await findSession(db, clock, request.headers[HEADER_TOKEN]);
  if (!session) throw notLoggedIn();
  return session;
}

/** Ends one session. */
export async function revokeSession(db: Db, clock: Clock, hash: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: iso(clock.now()) })
    .where('token_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a member, but the one kept (after a password change). */
export async function revokeMemberSessions(db: Db, clock: Clock, memberId: number, keep?: string): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: iso(clock.now()) })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (keep) query = query.where('token_hash', '!=', keep);
  await query.execute();
}

/** Marks a session as an ordinary one (once a reset session has set a new password). */
export async function settleSession(db: Db, hash: string): Promise<void> {
  await db.updateTable('sessions').set({ origin: 'password' }).where('token_hash', '=', hash).execute();
}
