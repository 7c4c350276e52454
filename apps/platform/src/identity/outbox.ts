import type { OutboxMessage } from '@tessera/api/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import { iso } from '../clock';
import type { Db } from '../db/open';
import type { CodeChannel, OutboxRow } from '../db/schema';

export interface OutgoingMessage {
  kind: CodeChannel;
  /** Mobile number (digits) or e-mail address. */
  to: string;
  subject?: string;
  body: string;
}

/**
 * Sends a message: this build has no SMS or mail gateway, so it goes to the outbox, where the
 * development controls read it. With a logger (development), one line says a message is waiting;
 * the line never carries the message itself, which may hold a code or a reset link.
 */
export async function send(
  db: Db,
  clock: Clock,
  message: OutgoingMessage,
  log: FastifyBaseLogger | null,
): Promise<void> {
  const row = await db
    .insertInto('outbox')
    .values({
      kind: message.kind,
      to_address: message.to,
      subject: message.subject ?? null,
      body: message.body,
      created_at: iso(clock.now()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  log?.info(
    { outbox: { id: row.id, kind: message.kind, to: message.to } },
    `dev outbox: ${message.kind} waiting at /__dev/outbox`,
  );
}

const toMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  kind: row.kind,
  to: row.to_address,
  subject: row.subject,
  body: row.body,
  createdAt: row.created_at,
});

/** The latest messages first, to one address when given. */
export async function readOutbox(db: Db, to: string | undefined, limit = 50): Promise<OutboxMessage[]> {
  let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (to !== undefined) query = query.where('to_address', '=', to);
  return (await query.execute()).map(toMessage);
}
