import type { Feedback, FeedbackList, FeedbackPayload, FeedbackType } from '@tessera/api/contract';
import {
  countWords,
  FEEDBACK_CHARS_MAX,
  FEEDBACK_CODES,
  FEEDBACK_TYPES,
  FEEDBACK_WORDS_MAX,
  FEEDBACK_WORDS_MIN,
} from '@tessera/api/contract';
import type { Clock } from '../clock';
import { iso } from '../clock';
import type { Db } from '../db/open';
import type { MemberRow } from '../db/schema';
import type { OperatorRow } from '../db/schema-operator';
import { badRequest, Refusal } from '../http/refusal';
import { sendLocalisedMessage } from '../member/inbox';
import { recordAction } from '../operator/sessions';
import { checkImages, storeImages } from '../uploads/images';

/** Where feedback images are kept (`uploaded_images.purpose`; subject: the feedback id). */
export const FEEDBACK_IMAGE_PURPOSE = 'feedback';

const PAGE_MAX = 50;

/** The content as kept: trimmed, line ends made \n, without control characters other than line feeds and tabs. */
const clean = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .trim();

/**
 * A member's feedback (§5): a known question type; content not empty (§8 "enter feedback
 * content") and within the word bounds as {@link countWords} counts them; up to 3 png or jpg
 * images checked by content. Answers the feedback as kept.
 */
export async function sendFeedback(
  db: Db,
  clock: Clock,
  member: MemberRow,
  body: Partial<FeedbackPayload>,
): Promise<Feedback> {
  if (!FEEDBACK_TYPES.includes(body.type as FeedbackType))
    throw new Refusal(FEEDBACK_CODES.typeInvalid, 'Choose the question type', { types: FEEDBACK_TYPES });
  const content = clean(typeof body.content === 'string' ? body.content : '');
  if (!content) throw new Refusal(FEEDBACK_CODES.contentEmpty, 'Please enter feedback content');
  const words = countWords(content);
  if (content.length > FEEDBACK_CHARS_MAX || words < FEEDBACK_WORDS_MIN || words > FEEDBACK_WORDS_MAX) {
    throw new Refusal(
      FEEDBACK_CODES.wordCount,
      `Feedback content is between ${FEEDBACK_WORDS_MIN} and ${FEEDBACK_WORDS_MAX} words`,
      { words, min: FEEDBACK_WORDS_MIN, max: FEEDBACK_WORDS_MAX },
    );
  }
  const images = checkImages(body.images);
  const at = iso(clock.now());
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('feedback')
      .values({
        member_id: member.id,
        question_type: body.type as FeedbackType,
        content,
        words,
        status: 'OPEN',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await storeImages(trx, member.id, FEEDBACK_IMAGE_PURPOSE, String(row.id), images, at);
    return row.id;
  });
  return (await feedbackOf(db, [id]))[0]!;
}

/** Feedback by id with its image counts and replies, in the order of `ids`. */
async function feedbackOf(db: Db, ids: readonly number[]): Promise<Feedback[]> {
  if (ids.length === 0) return [];
  const [rows, replies, images] = await Promise.all([
    db.selectFrom('feedback').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('feedback_replies')
      .select(['feedback_id', 'content', 'created_at'])
      .where('feedback_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('uploaded_images')
      .select(['subject', (eb) => eb.fn.countAll<number>().as('n')])
      .where('purpose', '=', FEEDBACK_IMAGE_PURPOSE)
      .where('subject', 'in', ids.map(String))
      .groupBy('subject')
      .execute(),
  ]);
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id)!;
    return {
      id,
      type: row.question_type,
      content: row.content,
      words: row.words,
      imageCount: Number(images.find((i) => i.subject === String(id))?.n ?? 0),
      createdAt: row.created_at,
      status: row.status,
      replies: replies
        .filter((r) => r.feedback_id === id)
        .map((r) => ({ content: r.content, repliedAt: r.created_at })),
    };
  });
}

/** The member's feedback, newest first, 10 a page unless asked (at most 50). */
export async function feedbackHistory(
  db: Db,
  member: MemberRow,
  query: { pageNo?: string; pageSize?: string },
): Promise<FeedbackList> {
  const whole = (raw: string | undefined, fallback: number, max: number): number => {
    if (raw === undefined) return fallback;
    const n = /^\d{1,7}$/.test(raw) ? Number(raw) : 0;
    if (n < 1 || n > max) throw badRequest(`pageNo and pageSize must be whole numbers (pageSize at most ${PAGE_MAX})`);
    return n;
  };
  const pageNo = whole(query.pageNo, 1, 1_000_000);
  const pageSize = whole(query.pageSize, 10, PAGE_MAX);
  const base = db.selectFrom('feedback').where('member_id', '=', member.id);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const ids = (
    await base
      .select('id')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute()
  ).map((r) => r.id);
  return { content: await feedbackOf(db, ids), totalPages: Math.ceil(total / pageSize), totalElements: total };
}

/** Feedback for the operator, newest first (at most 200): OPEN, REPLIED or ALL, with who sent it and its image ids. */
export async function operatorFeedback(
  db: Db,
  status: string | undefined,
): Promise<Array<Feedback & { account: string; imageIds: number[] }>> {
  const wanted = status ?? 'ALL';
  if (!['ALL', 'OPEN', 'REPLIED'].includes(wanted)) throw badRequest('status must be ALL, OPEN or REPLIED');
  let query = db
    .selectFrom('feedback as f')
    .innerJoin('members as m', 'm.id', 'f.member_id')
    .select(['f.id', 'm.account'])
    .orderBy('f.id', 'desc')
    .limit(200);
  if (wanted !== 'ALL') query = query.where('f.status', '=', wanted as 'OPEN' | 'REPLIED');
  const rows = await query.execute();
  const list = await feedbackOf(
    db,
    rows.map((r) => r.id),
  );
  const images = rows.length
    ? await db
        .selectFrom('uploaded_images')
        .select(['id', 'subject'])
        .where('purpose', '=', FEEDBACK_IMAGE_PURPOSE)
        .where(
          'subject',
          'in',
          rows.map((r) => String(r.id)),
        )
        .orderBy('id')
        .execute()
    : [];
  return list.map((f, i) => ({
    ...f,
    account: rows[i]!.account,
    imageIds: images.filter((im) => im.subject === String(f.id)).map((im) => im.id),
  }));
}

/** The operator answers a feedback: the reply is kept, the feedback marked REPLIED, the member's inbox told. */
export async function replyToFeedback(
  db: Db,
  clock: Clock,
  operator: OperatorRow,
  id: number,
  contentInput: unknown,
): Promise<Feedback> {
  const content = clean(typeof contentInput === 'string' ? contentInput : '');
  if (content.length < 2 || content.length > 2000) throw badRequest('A reply is 2 to 2000 characters');
  const at = iso(clock.now());
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('feedback').select(['member_id']).where('id', '=', id).executeTakeFirst();
    if (!row) throw new Refusal('FEEDBACK_NOT_FOUND', 'No such feedback');
    await trx
      .insertInto('feedback_replies')
      .values({ feedback_id: id, operator_id: operator.id, content, created_at: at })
      .execute();
    await trx.updateTable('feedback').set({ status: 'REPLIED' }).where('id', '=', id).execute();
    await recordAction(trx, clock, operator, 'FEEDBACK_REPLIED', { subject: String(id) });
    await sendLocalisedMessage(trx, row.member_id, 'FEEDBACK_REPLY', { reply: content }, at);
  });
  return (await feedbackOf(db, [id]))[0]!;
}
