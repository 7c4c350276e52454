import type { Insertable } from 'kysely';

/** Translated site content (migration 0015). */
export interface TranslationDatabase {
  content_translations: ContentTranslationsTable;
}

/** The kinds of site content that are translated, each keyed by its own table's id (a VIP level by its rank level). */
export type TranslatedKind =
  'NOTICE' | 'ANNOUNCEMENT' | 'AGENT_ANNOUNCEMENT' | 'PROMOTION' | 'HELP_TOPIC' | 'VIP_LEVEL';

/**
 * One item's fields in one language; a null field is served from the English original. `title` is
 * the name of a VIP level; `summary` is a promotion's only.
 */
export interface ContentTranslationsTable {
  kind: TranslatedKind;
  item_id: string;
  /** A content language other than EN (`CN`, `VI`…). */
  language: string;
  title: string | null;
  summary: string | null;
  /** HTML, kept as written (the hostile markup of the original included): the front end sanitises it. */
  content: string | null;
}

export type NewContentTranslation = Insertable<ContentTranslationsTable>;
