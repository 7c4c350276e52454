import { foldText } from '../../utils/matchText';

/** A display language of the site. */
export interface LanguageOption {
  /** The site's language code, e.g. 'EN', 'CN', 'TY'. */
  code: string;
  /** The language's name in itself, e.g. '中文'. */
  nativeName: string;
  /** The English name, e.g. 'Chinese (Simplified)'. */
  englishName: string;
  /** Writing direction of the native name. @default 'ltr' */
  dir?: 'ltr' | 'rtl';
  /** BCP 47 tag set as `lang` on the native name (e.g. 'zh-CN', 'tl'), so it is read and shaped correctly. */
  tag?: string;
  /**
   * The site is not translated into this language and shows English instead: the list marks it
   * (`fallbackLabel`, `fallbackHint` of the select), so no one picks it expecting a translation.
   * @default false
   */
  fallback?: boolean;
}

export const LANGUAGE_TRIGGER_DISPLAYS = ['code', 'name', 'both'] as const;
/** What the closed trigger shows of the current language. */
export type LanguageTriggerDisplay = (typeof LANGUAGE_TRIGGER_DISPLAYS)[number];

/** The languages whose code, native name or English name match what was typed. */
export function filterLanguages(languages: readonly LanguageOption[], query: string): LanguageOption[] {
  const q = foldText(query);
  if (!q) return [...languages];
  return languages.filter(
    (l) =>
      l.code.toLowerCase().startsWith(q) || foldText(l.nativeName).includes(q) || foldText(l.englishName).includes(q),
  );
}
