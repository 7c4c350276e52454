import { ROUTINE_ANNOUNCEMENTS } from '../announcements';
import { moreWagerTimes, PROMOTION_COUNTS, promotionContent } from '../promotions';
import type { NewContentTranslation, TranslatedKind } from '../../schema-translations';
import { AR } from './ar';
import { CN } from './cn';
import { ID } from './id';
import { TH } from './th';
import { TY } from './ty';
import { VI } from './vi';
import type { HelpPiece, Piece, SeedLanguage } from './types';

/** Every language the seed is translated into besides English. */
export const SEED_LANGUAGES: readonly SeedLanguage[] = [CN, ID, TH, TY, VI, AR];

const VIP_LEVELS = 11;

function rowsOf(language: SeedLanguage): NewContentTranslation[] {
  const rows: NewContentTranslation[] = [];
  const add = (
    kind: TranslatedKind,
    id: number,
    title: string,
    content: string | null,
    summary: string | null = null,
  ) => rows.push({ kind, item_id: String(id), language: language.code, title, summary, content });
  const pieces = (kind: TranslatedKind, list: readonly Piece[], firstId = 1) =>
    list.forEach(([title, content], i) => add(kind, firstId + i, title, content));

  pieces('NOTICE', language.notices);
  pieces('ANNOUNCEMENT', language.announcements);
  for (const { id, type, n, studio, month } of ROUTINE_ANNOUNCEMENTS) {
    const [title, content] = language.routine(type, n, language.months[month] ?? '', studio);
    add('ANNOUNCEMENT', id, title, content);
  }
  pieces('AGENT_ANNOUNCEMENT', language.agentAnnouncements);

  // The ids of help.ts: sections 1, 2, …; a section's topics 100 × section + 1, 2, …
  language.help.forEach((section: HelpPiece, i) => {
    add('HELP_TOPIC', i + 1, section.title, section.content);
    (section.children ?? []).forEach((topic, j) =>
      add('HELP_TOPIC', (i + 1) * 100 + j + 1, topic.title, topic.content),
    );
  });

  const { words, full, more, moreSteps, moreTerms } = language.promotions;
  full.forEach((p, i) =>
    add('PROMOTION', i + 1, p.title, promotionContent(p.summary, p.steps, p.terms, words), p.summary),
  );
  more.forEach(([title, summary], i) =>
    add(
      'PROMOTION',
      PROMOTION_COUNTS.full + i + 1,
      title,
      promotionContent(summary, moreSteps, moreTerms(moreWagerTimes(i)), words),
      summary,
    ),
  );

  for (let level = 0; level < VIP_LEVELS; level += 1) add('VIP_LEVEL', level, language.vipName(level), null);
  return rows;
}

/** The translations of every seeded notice, announcement, agent announcement, help topic, promotion and VIP name. */
export const SEED_TRANSLATIONS: NewContentTranslation[] = SEED_LANGUAGES.flatMap(rowsOf);
