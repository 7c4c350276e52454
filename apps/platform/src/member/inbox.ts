import type { InboxMessage, InboxMessages, ReadMessagesPayload, UnreadCount } from '@tessera/api/contract';
import { INBOX_CODES, INBOX_READ_IDS_MAX } from '@tessera/api/contract';
import type { Clock } from '../clock';
import { iso } from '../clock';
import type { Db } from '../db/open';
import type { QueryPage } from '../http/query';
import { HttpError } from '../http/refusal';
import type { InboxKey, InboxParams } from '../language/inbox';
import { englishMessage, localisedMessage } from '../language/inbox';
import { unreadCount } from './wallet';

/** Ids are SQLite integer keys; anything larger names no message. */
const ID_MAX = Number.MAX_SAFE_INTEGER;

const refuse = (code: string, message: string): HttpError => new HttpError(400, message, code);

/** Reads a read mark: exactly `{ ids: [1..INBOX_READ_IDS_MAX whole numbers] }` or `{ all: true }`. */
export function readReadMark(body: unknown): ReadMessagesPayload {
  const invalid = () =>
    refuse(
      INBOX_CODES.readInvalid,
      `The body must be { "ids": [message ids, 1 to ${INBOX_READ_IDS_MAX}] } or { "all": true }`,
    );
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid();
  const fields = Object.keys(body);
  const record = body as Record<string, unknown>;
  if (fields.length !== 1) throw invalid();
  if (fields[0] === 'all') {
    if (record.all !== true) throw invalid();
    return { all: true };
  }
  const ids = record.ids;
  if (fields[0] !== 'ids' || !Array.isArray(ids) || ids.length < 1 || ids.length > INBOX_READ_IDS_MAX) throw invalid();
  if (!ids.every((id): id is number => Number.isSafeInteger(id) && id >= 1 && id <= ID_MAX)) throw invalid();
  return { ids: [...new Set(ids)] };
}

/**
 * A page of the member's own messages, newest first (the higher id first when sent at the same
 * moment); the platform's own messages in `language` where it has their template, as stored otherwise.
 */
export async function inboxMessages(
  db: Db,
  memberId: number,
  page: QueryPage,
  language: string = 'EN',
): Promise<InboxMessages> {
  const base = db.selectFrom('inbox_messages').where('member_id', '=', memberId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'title', 'content', 'created_at', 'read_at', 'message_key', 'message_params'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
  ]);
  const content: InboxMessage[] = rows.map((r) => {
    const localised = localisedMessage(r.message_key, r.message_params, language);
    return {
      id: r.id,
      title: localised?.title ?? r.title,
      content: localised?.content ?? r.content,
      sentAt: r.created_at,
      read: r.read_at !== null,
    };
  });
  const totalElements = Number(count.count);
  return { content, totalPages: Math.ceil(totalElements / page.pageSize), totalElements };
}

/**
 * Marks the member's own unread messages among `mark` read, now, and answers the new unread count.
 * Other members' ids and unknown ids match nothing; a message already read keeps its first read time.
 */
export async function markRead(
  db: Db,
  clock: Clock,
  memberId: number,
  mark: ReadMessagesPayload,
): Promise<UnreadCount> {
  let update = db
    .updateTable('inbox_messages')
    .set({ read_at: iso(clock.now()) })
    .where('member_id', '=', memberId)
    .where('read_at', 'is', null);
  if ('ids' in mark) update = update.where('id', 'in', mark.ids);
  await update.execute();
  return unreadCount(db, memberId);
}

/** Tells a member something: a new unread message in their inbox (content is HTML the platform wrote, escaped where it carries input). */
export async function sendInboxMessage(
  db: Db,
  memberId: number,
  title: string,
  content: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('inbox_messages')
    .values({ member_id: memberId, title, content, created_at: at, read_at: null })
    .execute();
}

/**
 * Tells a member something the platform writes itself (a withdrawal paid, a contract offered…):
 * kept as its template's key and values, read in the reader's language (`language/inbox.ts`), with
 * the English text as its title and content.
 */
export async function sendLocalisedMessage<Key extends InboxKey>(
  db: Db,
  memberId: number,
  key: Key,
  params: InboxParams[Key],
  at: string,
): Promise<void> {
  const { title, content } = englishMessage(key, params);
  await db
    .insertInto('inbox_messages')
    .values({
      member_id: memberId,
      title,
      content,
      created_at: at,
      read_at: null,
      message_key: key,
      message_params: JSON.stringify(params),
    })
    .execute();
}

export { escapeHtml } from '../language/inbox';
