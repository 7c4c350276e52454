import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { iso, MINUTE } from '../clock';
import type { Database } from '../db/schema';
import { isToken, newToken, tokenHash } from '../identity/secrets';

/** A launch ticket must be used within 2 minutes of the launch, and only once. */
export const TICKET_MINUTES = 2;
/** A game session lasts 30 minutes after its last use. */
export const GAME_SESSION_MINUTES = 30;

/** Issues a launch ticket for the member and game; only its hash is kept. */
export async function issueTicket(
  db: Kysely<Database>,
  clock: Clock,
  memberId: number,
  gameId: number,
): Promise<string> {
  const ticket = newToken();
  const now = clock.now();
  await db
    .insertInto('launch_tickets')
    .values({
      ticket_hash: tokenHash(ticket),
      member_id: memberId,
      game_id: gameId,
      created_at: iso(now),
      expires_at: iso(now + TICKET_MINUTES * MINUTE),
      used_at: null,
    })
    .execute();
  return ticket;
}

/** The member and game a game session plays for. */
export interface GameSession {
  memberId: number;
  gameId: number;
}

/**
 * Uses a ticket: marks it used in the same statement that checks it is unused and unexpired (so
 * two pages racing with one ticket get one session), then opens a game session. Undefined for a
 * ticket that is unknown, used or expired.
 */
export async function redeemTicket(
  db: Kysely<Database>,
  clock: Clock,
  ticket: unknown,
): Promise<(GameSession & { token: string }) | undefined> {
  if (!isToken(ticket)) return undefined;
  const now = clock.now();
  const used = await db
    .updateTable('launch_tickets')
    .set({ used_at: iso(now) })
    .where('ticket_hash', '=', tokenHash(ticket))
    .where('used_at', 'is', null)
    .where('expires_at', '>', iso(now))
    .returning(['member_id', 'game_id'])
    .executeTakeFirst();
  if (!used) return undefined;
  const token = newToken();
  await db
    .insertInto('game_sessions')
    .values({
      token_hash: tokenHash(token),
      member_id: used.member_id,
      game_id: used.game_id,
      created_at: iso(now),
      expires_at: iso(now + GAME_SESSION_MINUTES * MINUTE),
    })
    .execute();
  return { token, memberId: used.member_id, gameId: used.game_id };
}

/** The live game session of a token, extended by this use; undefined otherwise. */
export async function findGameSession(
  db: Kysely<Database>,
  clock: Clock,
  token: unknown,
): Promise<GameSession | undefined> {
  if (!isToken(token)) return undefined;
  const now = clock.now();
  const row = await db
    .updateTable('game_sessions')
    .set({ expires_at: iso(now + GAME_SESSION_MINUTES * MINUTE) })
    .where('token_hash', '=', tokenHash(token))
    .where('expires_at', '>', iso(now))
    .returning(['member_id', 'game_id'])
    .executeTakeFirst();
  return row ? { memberId: row.member_id, gameId: row.game_id } : undefined;
}

/**
 * Ends the member's games: open game sessions stop answering and unused launch tickets can no
 * longer be redeemed. Signing out of the site does this, so a game left open in another tab
 * cannot keep betting for a member who left.
 */
export async function endGameSessions(db: Kysely<Database>, clock: Clock, memberId: number): Promise<void> {
  const now = iso(clock.now());
  await db
    .updateTable('game_sessions')
    .set({ expires_at: now })
    .where('member_id', '=', memberId)
    .where('expires_at', '>', now)
    .execute();
  await db
    .updateTable('launch_tickets')
    .set({ expires_at: now })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}
