import type { AnnouncementType, ContentLanguage } from '@tessera/api/contract';
import type { PromotionWords } from '../promotions';

/** [title, HTML content]: the markup of the English original, its words in another language. */
export type Piece = readonly [string, string];

/** A help section or topic, in the shape of the English tree (`help.ts`). */
export interface HelpPiece {
  title: string;
  content: string;
  children?: readonly HelpPiece[];
}

/** A promotion written out in full (`promotions.ts`), in the same order and with as many steps and terms. */
export interface PromotionPiece {
  title: string;
  summary: string;
  steps: readonly string[];
  terms: readonly string[];
}

/**
 * The seeded site content in one language, item for item as the English seed orders it. Written for
 * the market, not word for word; every item keeps the HTML of its original, the operator's hostile
 * markup of the security notice included (the web app's sanitising is tested against it).
 */
export interface SeedLanguage {
  code: Exclude<ContentLanguage, 'EN'>;
  /** The marquee's notices, as `NOTICES`. */
  notices: readonly Piece[];
  /** The hand-written announcements, as `ANNOUNCEMENTS`. */
  announcements: readonly Piece[];
  /** June to February, as the routine announcements count their months. */
  months: readonly string[];
  /** A routine announcement of a type, the n-th of its kind, in this language (as `routine` in `announcements.ts`). */
  routine: (type: AnnouncementType, n: number, month: string, studio: string) => Piece;
  /** The agents' announcements, as `AGENT_ANNOUNCEMENTS`. */
  agentAnnouncements: readonly Piece[];
  /** The help centre, in the shape of `HELP`. */
  help: readonly HelpPiece[];
  promotions: {
    words: PromotionWords;
    /** As `PROMOTIONS`. */
    full: readonly PromotionPiece[];
    /** [title, summary] of the board's other promotions, as `MORE`. */
    more: readonly (readonly [string, string])[];
    /** The steps every one of the others shares. */
    moreSteps: readonly string[];
    /** Its two terms, the prize wagered `times` times. */
    moreTerms: (times: number) => readonly [string, string];
  };
  /** A VIP level's name. */
  vipName: (level: number) => string;
}
