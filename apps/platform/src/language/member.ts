import { LANGUAGE_CODES } from '@tessera/api/contract';
import type { Db } from '../db/open';
import { HttpError } from '../http/refusal';
import { readLanguageCode } from './request';

/**
 * Stores a member's display language (§4: a language change notifies the server) and answers the
 * code as kept (`vi-VN` is kept as `VI`). 400 LANGUAGE_INVALID for anything that is not a code.
 */
export async function storeMemberLanguage(db: Db, memberId: number, body: unknown): Promise<string> {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).language : undefined;
  const language = readLanguageCode(raw);
  if (!language)
    throw new HttpError(
      400,
      'language must be a display-language code such as EN or VI',
      LANGUAGE_CODES.languageInvalid,
    );
  await db.updateTable('members').set({ language }).where('id', '=', memberId).execute();
  return language;
}
