import { randomBytes } from 'node:crypto';
import type { Captcha, CaptchaFields } from '@tessera/api/contract';
import { IDENTITY_CODES } from '@tessera/api/contract';
import type { Clock } from '../clock';
import { iso } from '../clock';
import type { Db } from '../db/open';
import { captchaSvg, randomAnswer } from './captcha-image';
import { refuse } from './refuse';
import { digest, matchesDigest } from './secrets';

export const CAPTCHA_LENGTH = 5;
/** A captcha can be answered for 2 minutes. */
export const CAPTCHA_TTL_SECONDS = 120;

/**
 * A new captcha: a random answer drawn as an SVG image. Only the answer's hash is kept, and the
 * answer itself too when `revealable` (development controls on).
 */
export async function newCaptcha(db: Db, clock: Clock, revealable: boolean): Promise<Captcha> {
  const answer = randomAnswer(CAPTCHA_LENGTH);
  const captchaId = randomBytes(16).toString('hex');
  const now = clock.now();
  await db
    .deleteFrom('captchas')
    .where('expires_at', '<', iso(now - 3_600_000))
    .execute();
  await db
    .insertInto('captchas')
    .values({
      id: captchaId,
      answer_hash: digest(answer),
      created_at: iso(now),
      expires_at: iso(now + CAPTCHA_TTL_SECONDS * 1000),
      used_at: null,
      dev_answer: revealable ? answer : null,
    })
    .execute();
  const image = `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
  return { captchaId, image, expiresInSeconds: CAPTCHA_TTL_SECONDS };
}

/**
 * Checks the captcha fields (the answer in any letter case) and uses the captcha up, right or
 * wrong: each captcha gets one answer. Refuses with CAPTCHA_FAILED when the fields are missing,
 * the captcha is unknown, used or expired, or the answer is wrong.
 */
export async function passCaptcha(db: Db, clock: Clock, fields: Partial<CaptchaFields>): Promise<void> {
  const id = fields.captchaId?.trim() ?? '';
  const answer = fields.captchaCode?.trim().toUpperCase() ?? '';
  if (id === '' || answer === '') throw refuse(IDENTITY_CODES.captchaFailed);
  const now = iso(clock.now());
  const passed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('captchas')
      .select(['answer_hash', 'expires_at'])
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (!row) return false;
    await trx.updateTable('captchas').set({ used_at: now, dev_answer: null }).where('id', '=', id).execute();
    return row.expires_at > now && matchesDigest(answer, row.answer_hash);
  });
  if (!passed) throw refuse(IDENTITY_CODES.captchaFailed);
}

/** The answer of a captcha not yet used, when it was kept (development control). */
export async function revealCaptcha(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('captchas')
    .select('dev_answer')
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return row?.dev_answer ?? undefined;
}
