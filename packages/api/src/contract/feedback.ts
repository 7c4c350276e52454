/**
 * Feedback (§1, §3, §5, §8): a member's question of one type with its content (within word
 * bounds) and up to three images, and the operator's replies. `PUT /wps/feedback` sends one; the
 * history and the replies are this contract's call in the relay style.
 */
import type { UploadImage } from './cashier';

/** §3's question types (moved here from the content contract, where they waited for this call). */
export const FEEDBACK_TYPES = ['deposit', 'withdrawal', 'game', 'customerService', 'application', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** §5: the content is between these many words (see {@link countWords}). */
export const FEEDBACK_WORDS_MIN = 10;
export const FEEDBACK_WORDS_MAX = 500;
/** However the words are counted, the content is at most this many characters. */
export const FEEDBACK_CHARS_MAX = 5000;

/** The body of `PUT /wps/feedback` (token). */
export interface FeedbackPayload {
  type: FeedbackType;
  content: string;
  /** 0 to 3 png or jpg images, 5 MB each, checked by content. */
  images?: UploadImage[];
}

export interface FeedbackReply {
  content: string;
  repliedAt: string;
}

/** One feedback of the member, with the operator's replies (oldest first). */
export interface Feedback {
  id: number;
  type: FeedbackType;
  content: string;
  words: number;
  imageCount: number;
  createdAt: string;
  status: 'OPEN' | 'REPLIED';
  replies: FeedbackReply[];
}

/** The answer of `GET /wps/relay/MCSFE_getFeedbackList` (token), newest first. */
export interface FeedbackList {
  content: Feedback[];
  totalPages: number;
  totalElements: number;
}

/** Refusals of a feedback (HTTP 200, `success: false`); image refusals are {@link WITHDRAW_CONFIRM_CODES}'s. */
export const FEEDBACK_CODES = {
  /** §8 "enter feedback content". */
  contentEmpty: 'FEEDBACK_CONTENT_EMPTY',
  /** Fewer or more words than the bounds; the value is `{ words, min, max }`. */
  wordCount: 'FEEDBACK_WORD_COUNT',
  typeInvalid: 'FEEDBACK_TYPE_INVALID',
} as const;

/**
 * Words of a text as a reader counts them, in every script: with `Intl.Segmenter` (word
 * granularity, word-like segments only), so Chinese, Japanese and Thai, written without spaces,
 * count by their dictionary words and not as one word per sentence. Without it, a run of letters
 * or digits is a word and each CJK, kana or Thai character counts as one.
 */
export function countWords(text: string, locale?: string): number {
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (Segmenter) {
    let n = 0;
    for (const part of new Segmenter(locale, { granularity: 'word' }).segment(text)) if (part.isWordLike) n += 1;
    return n;
  }
  const unspaced =
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}]/gu;
  const singles = text.match(unspaced)?.length ?? 0;
  const spaced = text.replace(unspaced, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu)?.length ?? 0;
  return singles + spaced;
}
