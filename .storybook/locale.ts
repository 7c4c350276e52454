import { COMPLETE_LANGUAGES, directionOf, getLanguage, LANGUAGE_NAMES, tagOf, type LanguageCode } from '@tessera/i18n';
import en from '../packages/i18n/src/locales/EN/common.json';

/**
 * The Storybook locale toolbar: a story's words shown in any complete language, or in a
 * pseudo-locale that makes them 40 % longer and brackets them, so a designer sees truncation,
 * overflow and hard-coded text before a member does.
 *
 * ui components take their words as props, so the words a story passes (its args) are what
 * change: an arg whose text is an English catalogue entry becomes that entry in the chosen
 * language; under the pseudo-locale every text arg is stretched. Sample data (names, amounts)
 * that is not in the catalogue stays as written.
 */

export const PSEUDO_LOCALE = 'pseudo';
export type StoryLocale = LanguageCode | typeof PSEUDO_LOCALE;

type Catalogue = Record<string, string>;

/** The catalogues a story can be shown in, loaded when first chosen. */
const catalogueLoaders = import.meta.glob<Catalogue>('../packages/i18n/src/locales/*/common.json', {
  import: 'default',
});

export const STORY_LOCALES: readonly StoryLocale[] = [...COMPLETE_LANGUAGES, PSEUDO_LOCALE];

/** The toolbar's entry for a locale: its own name, as the site's language switch shows it. */
export function localeTitle(locale: StoryLocale): string {
  if (locale === PSEUDO_LOCALE) return 'Pseudo (+40 %, [brackets])';
  const language = getLanguage(locale);
  return `${language.code} · ${LANGUAGE_NAMES[language.code].nativeName}`;
}

export function localeDirection(locale: StoryLocale): 'ltr' | 'rtl' {
  return locale === PSEUDO_LOCALE ? 'ltr' : directionOf(locale);
}

/** The BCP 47 tag for the story's `lang` attribute (which picks CJK glyph forms, hyphenation). */
export function localeTag(locale: StoryLocale): string {
  return locale === PSEUDO_LOCALE ? 'en-XA' : tagOf(locale);
}

/** English text → its catalogue key (the first key where several share a text). */
const keyOfEnglish = new Map<string, string>();
for (const [key, text] of Object.entries(en as Catalogue)) if (!keyOfEnglish.has(text)) keyOfEnglish.set(text, key);

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** Interpolations (`{{name}}`) and tags (`<terms>…</terms>`) pass through untouched. */
const PROTECTED = /(\{\{[^}]*\}\}|<\/?[a-z0-9]+>)/i;

/**
 * The pseudo-locale's text: letters accented, 40 % longer (rounded up, at least one extra
 * character), wrapped in brackets, so a clipped end or an untranslated string is plain to see.
 */
export function pseudoLocalise(text: string): string {
  if (text.trim() === '') return text;
  const accented = text
    .split(PROTECTED)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c)))
    .join('');
  const visible = text.replace(new RegExp(PROTECTED.source, 'gi'), '').length;
  const padding = '~'.repeat(Math.max(1, Math.ceil(visible * 0.4)));
  return `[${accented} ${padding}]`;
}

/** One text in the chosen locale: a catalogue entry translated, anything else as written. */
export function localiseText(text: string, locale: StoryLocale, catalogue: Catalogue | undefined): string {
  if (locale === PSEUDO_LOCALE) return pseudoLocalise(text);
  const key = keyOfEnglish.get(text);
  return (key && catalogue?.[key]) || text;
}

/** A story's args with every text (also inside arrays and plain objects) in the chosen locale. */
export function localiseArgs<T>(value: T, locale: StoryLocale, catalogue: Catalogue | undefined, depth = 0): T {
  if (locale === 'EN') return value;
  if (typeof value === 'string') return localiseText(value, locale, catalogue) as T;
  if (depth > 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => localiseArgs(item, locale, catalogue, depth + 1)) as T;
  // Only plain data: React elements, functions, dates and class instances pass through.
  if (Object.getPrototypeOf(value) !== Object.prototype || '$$typeof' in value) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, localiseArgs(item, locale, catalogue, depth + 1)]),
  ) as T;
}

/** The catalogue of a locale (none for EN and the pseudo-locale, which need none). */
export async function loadCatalogue(locale: StoryLocale): Promise<Catalogue | undefined> {
  if (locale === PSEUDO_LOCALE || locale === 'EN') return undefined;
  const load = catalogueLoaders[`../packages/i18n/src/locales/${locale}/common.json`];
  return load ? load() : undefined;
}
