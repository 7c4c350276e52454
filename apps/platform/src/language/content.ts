import { FALLBACK_LANGUAGE, isContentLanguage } from '@tessera/api/contract';
import type { Db } from '../db/open';
import type { TranslatedKind } from '../db/schema-translations';

/** An item's translated fields in one language; null fields read from the English original. */
export interface Translation {
  title: string | null;
  summary: string | null;
  content: string | null;
}

/** What {@link translationsOf} answers: the translations of one kind in one language, by item id. */
export type Translations = ReadonlyMap<string, Translation>;

const NONE: Translations = new Map();

/**
 * The translations of a kind of content in a language, by item id (the item's own id as text, a VIP
 * level's rank level). English, and languages the platform has no content in, have none: every item
 * is served as written, as is every item a language has no row for (falling back item by item).
 */
export async function translationsOf(db: Db, kind: TranslatedKind, language: string): Promise<Translations> {
  if (language === FALLBACK_LANGUAGE || !isContentLanguage(language)) return NONE;
  const rows = await db
    .selectFrom('content_translations')
    .select(['item_id', 'title', 'summary', 'content'])
    .where('kind', '=', kind)
    .where('language', '=', language)
    .execute();
  return new Map(rows.map((r) => [r.item_id, { title: r.title, summary: r.summary, content: r.content }]));
}

/** An item with its translated fields in place of the English ones, each field that has one. */
export function translated<T extends { title: string; content: string }>(item: T, t: Translation | undefined): T {
  if (!t) return item;
  return { ...item, title: t.title ?? item.title, content: t.content ?? item.content };
}
