import type { WritingSystem } from '@tessera/tokens';

/**
 * The display languages of the product (spec §1).
 *
 * `code` is the product's own language code: it is what the browser stores under `lang`
 * and what the platform receives on the wire. `tag` is the BCP 47 tag handed to `Intl`
 * and to i18next (plural rules, number formatting, `<html lang>`). The two agree in most
 * languages (`TH` ↔ `th`); the exceptions are Chinese (`CN` ↔ `zh-CN`, `TW` ↔ `zh-TW`)
 * and Tagalog (`TY` ↔ `fil`). Their names are in `languageNames.ts`, which only the places that
 * list the languages load.
 */
export const LANGUAGES = [
  { code: 'EN', tag: 'en', script: 'Latn', dir: 'ltr' },
  { code: 'CN', tag: 'zh-CN', script: 'Hans', dir: 'ltr' },
  { code: 'TW', tag: 'zh-TW', script: 'Hant', dir: 'ltr' },
  { code: 'VI', tag: 'vi', script: 'Latn', dir: 'ltr' },
  { code: 'TH', tag: 'th', script: 'Thai', dir: 'ltr' },
  { code: 'ID', tag: 'id', script: 'Latn', dir: 'ltr' },
  { code: 'TY', tag: 'fil', script: 'Latn', dir: 'ltr' },
  { code: 'JA', tag: 'ja', script: 'Jpan', dir: 'ltr' },
  { code: 'KO', tag: 'ko', script: 'Kore', dir: 'ltr' },
  { code: 'MY', tag: 'my', script: 'Mymr', dir: 'ltr' },
  { code: 'KM', tag: 'km', script: 'Khmr', dir: 'ltr' },
  { code: 'LO', tag: 'lo', script: 'Laoo', dir: 'ltr' },
  { code: 'MS', tag: 'ms', script: 'Latn', dir: 'ltr' },
  { code: 'HI', tag: 'hi', script: 'Deva', dir: 'ltr' },
  { code: 'BN', tag: 'bn', script: 'Beng', dir: 'ltr' },
  { code: 'TA', tag: 'ta', script: 'Taml', dir: 'ltr' },
  { code: 'TE', tag: 'te', script: 'Telu', dir: 'ltr' },
  { code: 'NE', tag: 'ne', script: 'Deva', dir: 'ltr' },
  { code: 'UR', tag: 'ur', script: 'Arab', dir: 'rtl' },
  { code: 'AR', tag: 'ar', script: 'Arab', dir: 'rtl' },
  { code: 'FA', tag: 'fa', script: 'Arab', dir: 'rtl' },
  { code: 'TR', tag: 'tr', script: 'Latn', dir: 'ltr' },
  { code: 'RU', tag: 'ru', script: 'Cyrl', dir: 'ltr' },
  { code: 'KK', tag: 'kk', script: 'Cyrl', dir: 'ltr' },
  { code: 'UZ', tag: 'uz', script: 'Latn', dir: 'ltr' },
  { code: 'ES', tag: 'es', script: 'Latn', dir: 'ltr' },
  { code: 'PT', tag: 'pt', script: 'Latn', dir: 'ltr' },
  { code: 'FR', tag: 'fr', script: 'Latn', dir: 'ltr' },
  { code: 'DE', tag: 'de', script: 'Latn', dir: 'ltr' },
  { code: 'IT', tag: 'it', script: 'Latn', dir: 'ltr' },
  { code: 'SW', tag: 'sw', script: 'Latn', dir: 'ltr' },
] as const satisfies readonly LanguageShape[];

interface LanguageShape {
  readonly code: string;
  readonly tag: string;
  /** The writing system (ISO 15924), which picks the typeface the language is drawn in. */
  readonly script: WritingSystem;
  readonly dir: TextDirection;
}

export type { WritingSystem };
export type TextDirection = 'ltr' | 'rtl';
export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];
export type LanguageTag = Language['tag'];

/** The language shown when nothing else is known (spec §1, §9). */
export const DEFAULT_LANGUAGE = 'EN' satisfies LanguageCode;

/** Languages written right to left. */
export const RTL_LANGUAGES = ['AR', 'FA', 'UR'] as const satisfies readonly LanguageCode[];

/** Languages with a full locale set (spec §1): every string translated, not only the common ones. */
export const LOCALE_SETS = ['CN', 'EN', 'ID', 'TH', 'TY', 'VI'] as const satisfies readonly LanguageCode[];

/**
 * Languages whose catalogues hold every key: the locale sets, and Arabic, complete so that the
 * whole site is proven right to left. The catalogue test holds each of them to English's keys.
 */
export const COMPLETE_LANGUAGES = [...LOCALE_SETS, 'AR'] as const satisfies readonly LanguageCode[];

const byCode = new Map<string, Language>(LANGUAGES.map((language) => [language.code, language]));

/** The language subtag of each tag (`zh-CN` → `zh`), for matching BCP 47 input. */
const byLanguageSubtag = new Map<string, LanguageCode>();
for (const language of LANGUAGES) {
  const subtag = language.tag.split('-')[0]!;
  if (!byLanguageSubtag.has(subtag)) byLanguageSubtag.set(subtag, language.code);
}

/** Old or alternative language subtags that mean one of our languages. */
const SUBTAG_ALIASES: Readonly<Record<string, LanguageCode>> = {
  tl: 'TY', // Tagalog; `fil` is the tag CLDR carries data for
  in: 'ID', // deprecated Indonesian
  zsm: 'MS', // Standard Malay
  pes: 'FA', // Iranian Persian
  prs: 'FA', // Dari
  uzs: 'UZ',
};

const TRADITIONAL_CHINESE_REGIONS = new Set(['TW', 'HK', 'MO']);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && byCode.has(value);
}

/**
 * Reads a language from anything a browser, a URL, storage or the platform may hand us:
 * a product code in any case (`cn`, `Ty`), or a BCP 47 tag (`zh-CN`, `zh_TW`, `en-US`,
 * `fil-PH`, `zh-Hant-HK`). Returns `undefined` when no display language matches.
 */
export function parseLanguageCode(input: string | null | undefined): LanguageCode | undefined {
  if (typeof input !== 'string') return undefined;
  const value = input.trim().replace(/_/g, '-');
  if (value === '') return undefined;

  const upper = value.toUpperCase();
  if (isLanguageCode(upper)) return upper;

  const [first, ...rest] = value.split('-');
  const subtag = first?.toLowerCase() ?? '';
  if (!/^[a-z]{2,3}$/.test(subtag)) return undefined;

  if (subtag === 'zh') {
    const traditional = rest.some(
      (part) => part.toLowerCase() === 'hant' || TRADITIONAL_CHINESE_REGIONS.has(part.toUpperCase()),
    );
    return traditional ? 'TW' : 'CN';
  }
  return SUBTAG_ALIASES[subtag] ?? byLanguageSubtag.get(subtag);
}

/** Like {@link parseLanguageCode}, but anything unknown becomes {@link DEFAULT_LANGUAGE}. */
export function toLanguageCode(input: string | null | undefined): LanguageCode {
  return parseLanguageCode(input) ?? DEFAULT_LANGUAGE;
}

/** The full description of a language; unknown input describes the default language. */
export function getLanguage(input: string | null | undefined): Language {
  return byCode.get(toLanguageCode(input))!;
}

/** The BCP 47 tag of a language (`CN` → `zh-CN`); unknown input gives the default language's tag. */
export function tagOf(input: string | null | undefined): LanguageTag {
  return getLanguage(input).tag;
}

/** The writing direction of a language; unknown input is left to right. */
export function directionOf(input: string | null | undefined): TextDirection {
  return getLanguage(input).dir;
}

const complete = new Set<string>(COMPLETE_LANGUAGES);

/**
 * True when the site is wholly translated into the language (`COMPLETE_LANGUAGES`); any other
 * display language is shown in English, and the language switch says so.
 */
export function isCompleteLanguage(code: string): boolean {
  return complete.has(code);
}

/** The writing system a language is drawn in; unknown input is the default language's. */
export function scriptOf(input: string | null | undefined): WritingSystem {
  return getLanguage(input).script;
}
