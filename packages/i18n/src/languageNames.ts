import { LANGUAGES, type Language, type LanguageCode } from './languages';

/** What a language is called: in itself (what the language switch shows) and in English. */
export interface LanguageNames {
  readonly nativeName: string;
  readonly englishName: string;
}

/**
 * The name of every display language. Apart from `LANGUAGES` so that a page that only reads and
 * sets the language (every page's start) does not download the names of all of them.
 */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, LanguageNames>> = {
  EN: { nativeName: 'English', englishName: 'English' },
  CN: { nativeName: '简体中文', englishName: 'Simplified Chinese' },
  TW: { nativeName: '繁體中文', englishName: 'Traditional Chinese' },
  VI: { nativeName: 'Tiếng Việt', englishName: 'Vietnamese' },
  TH: { nativeName: 'ไทย', englishName: 'Thai' },
  ID: { nativeName: 'Bahasa Indonesia', englishName: 'Indonesian' },
  TY: { nativeName: 'Tagalog', englishName: 'Tagalog' },
  JA: { nativeName: '日本語', englishName: 'Japanese' },
  KO: { nativeName: '한국어', englishName: 'Korean' },
  MY: { nativeName: 'မြန်မာ', englishName: 'Burmese' },
  KM: { nativeName: 'ខ្មែរ', englishName: 'Khmer' },
  LO: { nativeName: 'ລາວ', englishName: 'Lao' },
  MS: { nativeName: 'Bahasa Melayu', englishName: 'Malay' },
  HI: { nativeName: 'हिन्दी', englishName: 'Hindi' },
  BN: { nativeName: 'বাংলা', englishName: 'Bengali' },
  TA: { nativeName: 'தமிழ்', englishName: 'Tamil' },
  TE: { nativeName: 'తెలుగు', englishName: 'Telugu' },
  NE: { nativeName: 'नेपाली', englishName: 'Nepali' },
  UR: { nativeName: 'اردو', englishName: 'Urdu' },
  AR: { nativeName: 'العربية', englishName: 'Arabic' },
  FA: { nativeName: 'فارسی', englishName: 'Persian' },
  TR: { nativeName: 'Türkçe', englishName: 'Turkish' },
  RU: { nativeName: 'Русский', englishName: 'Russian' },
  KK: { nativeName: 'Қазақ тілі', englishName: 'Kazakh' },
  UZ: { nativeName: 'Oʻzbekcha', englishName: 'Uzbek' },
  ES: { nativeName: 'Español', englishName: 'Spanish' },
  PT: { nativeName: 'Português', englishName: 'Portuguese' },
  FR: { nativeName: 'Français', englishName: 'French' },
  DE: { nativeName: 'Deutsch', englishName: 'German' },
  IT: { nativeName: 'Italiano', englishName: 'Italian' },
  SW: { nativeName: 'Kiswahili', englishName: 'Swahili' },
};

/** A display language with its names. */
export type NamedLanguage = Language & LanguageNames;

/** Every display language with its names, in `LANGUAGES`' order: what a list of the languages shows. */
export const NAMED_LANGUAGES: readonly NamedLanguage[] = LANGUAGES.map((language) => ({
  ...language,
  ...LANGUAGE_NAMES[language.code],
}));
