import type { WritingSystem } from '@tessera/tokens';

/**
 * The display languages of the product (spec §1).
 *
 * `code` is the product's own language code: it is what the browser stores under `lang`
 * and what the platform receives on the wire. `tag` is the BCP 47 tag handed to `Intl`
 * and to i18next (plural rules, number formatting, `<html lang>`). The two agree in most
 * languages (`TH` ↔ `th`); the exceptions are Chinese (`CN` ↔ `zh-CN`, `TW` ↔ `zh-TW`)
 * and Tagalog (`TY` ↔ `fil`).
 */
export const LANGUAGES = [
  { code: 'EN', tag: 'en', nativeName: 'English', englishName: 'English', script: 'Latn', dir: 'ltr' },
  { code: 'CN', tag: 'zh-CN', nativeName: '简体中文', englishName: 'Simplified Chinese', script: 'Hans', dir: 'ltr' },
  { code: 'TW', tag: 'zh-TW', nativeName: '繁體中文', englishName: 'Traditional Chinese', script: 'Hant', dir: 'ltr' },
  { code: 'VI', tag: 'vi', nativeName: 'Tiếng Việt', englishName: 'Vietnamese', script: 'Latn', dir: 'ltr' },
  { code: 'TH', tag: 'th', nativeName: 'ไทย', englishName: 'Thai', script: 'Thai', dir: 'ltr' },
  { code: 'ID', tag: 'id', nativeName: 'Bahasa Indonesia', englishName: 'Indonesian', script: 'Latn', dir: 'ltr' },
  { code: 'TY', tag: 'fil', nativeName: 'Tagalog', englishName: 'Tagalog', script: 'Latn', dir: 'ltr' },
  { code: 'JA', tag: 'ja', nativeName: '日本語', englishName: 'Japanese', script: 'Jpan', dir: 'ltr' },
  { code: 'KO', tag: 'ko', nativeName: '한국어', englishName: 'Korean', script: 'Kore', dir: 'ltr' },
  { code: 'MY', tag: 'my', nativeName: 'မြန်မာ', englishName: 'Burmese', script: 'Mymr', dir: 'ltr' },
  { code: 'KM', tag: 'km', nativeName: 'ខ្មែរ', englishName: 'Khmer', script: 'Khmr', dir: 'ltr' },
  { code: 'LO', tag: 'lo', nativeName: 'ລາວ', englishName: 'Lao', script: 'Laoo', dir: 'ltr' },
  { code: 'MS', tag: 'ms', nativeName: 'Bahasa Melayu', englishName: 'Malay', script: 'Latn', dir: 'ltr' },
  { code: 'HI', tag: 'hi', nativeName: 'हिन्दी', englishName: 'Hindi', script: 'Deva', dir: 'ltr' },
  { code: 'BN', tag: 'bn', nativeName: 'বাংলা', englishName: 'Bengali', script: 'Beng', dir: 'ltr' },
  { code: 'TA', tag: 'ta', nativeName: 'தமிழ்', englishName: 'Tamil', script: 'Taml', dir: 'ltr' },
  { code: 'TE', tag: 'te', nativeName: 'తెలుగు', englishName: 'Telugu', script: 'Telu', dir: 'ltr' },
  { code: 'NE', tag: 'ne', nativeName: 'नेपाली', englishName: 'Nepali', script: 'Deva', dir: 'ltr' },
  { code: 'UR', tag: 'ur', nativeName: 'اردو', englishName: 'Urdu', script: 'Arab', dir: 'rtl' },
  { code: 'AR', tag: 'ar', nativeName: 'العربية', englishName: 'Arabic', script: 'Arab', dir: 'rtl' },
  { code: 'FA', tag: 'fa', nativeName: 'فارسی', englishName: 'Persian', script: 'Arab', dir: 'rtl' },
  { code: 'TR', tag: 'tr', nativeName: 'Türkçe', englishName: 'Turkish', script: 'Latn', dir: 'ltr' },
  { code: 'RU', tag: 'ru', nativeName: 'Русский', englishName: 'Russian', script: 'Cyrl', dir: 'ltr' },
  { code: 'KK', tag: 'kk', nativeName: 'Қазақ тілі', englishName: 'Kazakh', script: 'Cyrl', dir: 'ltr' },
  { code: 'UZ', tag: 'uz', nativeName: 'Oʻzbekcha', englishName: 'Uzbek', script: 'Latn', dir: 'ltr' },
  { code: 'ES', tag: 'es', nativeName: 'Español', englishName: 'Spanish', script: 'Latn', dir: 'ltr' },
  { code: 'PT', tag: 'pt', nativeName: 'Português', englishName: 'Portuguese', script: 'Latn', dir: 'ltr' },
  { code: 'FR', tag: 'fr', nativeName: 'Français', englishName: 'French', script: 'Latn', dir: 'ltr' },
  { code: 'DE', tag: 'de', nativeName: 'Deutsch', englishName: 'German', script: 'Latn', dir: 'ltr' },
  { code: 'IT', tag: 'it', nativeName: 'Italiano', englishName: 'Italian', script: 'Latn', dir: 'ltr' },
  { code: 'SW', tag: 'sw', nativeName: 'Kiswahili', englishName: 'Swahili', script: 'Latn', dir: 'ltr' },
] as const satisfies readonly LanguageShape[];

interface LanguageShape {
  readonly code: string;
  readonly tag: string;
  readonly nativeName: string;
  readonly englishName: string;
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
