import { describe, expect, it } from 'vitest';
import {
  COMPLETE_LANGUAGES,
  DEFAULT_LANGUAGE,
  isCompleteLanguage,
  LANGUAGES,
  LOCALE_SETS,
  RTL_LANGUAGES,
  scriptOf,
  directionOf,
  getLanguage,
  isLanguageCode,
  parseLanguageCode,
  tagOf,
  toLanguageCode,
} from './languages';
import { LANGUAGE_NAMES, NAMED_LANGUAGES } from './languageNames';

const SPEC_CODES = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'MS',
  'PT',
  'TA',
  'TW',
  'TY',
  'UR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
  'NE',
  'FR',
  'TE',
  'SW',
];

describe('LANGUAGES', () => {
  it('lists at least 30 languages with unique codes and tags', () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(LANGUAGES.length);
    expect(new Set(LANGUAGES.map((l) => l.tag)).size).toBe(LANGUAGES.length);
  });

  it('includes every language the spec names', () => {
    const codes = LANGUAGES.map((l) => l.code);
    for (const code of SPEC_CODES) expect(codes).toContain(code);
  });

  it('gives each language a canonical BCP 47 tag that Intl accepts', () => {
    for (const { tag } of LANGUAGES) {
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    }
  });

  it('names each language in its own script and in English', () => {
    for (const language of NAMED_LANGUAGES) {
      expect(language.nativeName.trim()).not.toBe('');
      expect(language.englishName).toMatch(/^[A-Z][A-Za-z ]+$/);
    }
    expect(NAMED_LANGUAGES.map((language) => language.code)).toEqual(LANGUAGES.map((language) => language.code));
    expect(LANGUAGE_NAMES.CN.nativeName).toBe('简体中文');
    expect(LANGUAGE_NAMES.TW.nativeName).toBe('繁體中文');
  });

  it('maps the product codes that differ from their tags', () => {
    expect(tagOf('CN')).toBe('zh-CN');
    expect(tagOf('TW')).toBe('zh-TW');
    expect(tagOf('TY')).toBe('fil');
    expect(tagOf('MY')).toBe('my');
    expect(tagOf('MS')).toBe('ms');
    expect(tagOf('KM')).toBe('km');
    expect(tagOf('LO')).toBe('lo');
    expect(getLanguage('zh-Hant-HK')).toMatchObject({ code: 'TW', script: 'Hant' });
    // Unknown input describes the default language.
    expect(getLanguage('xx')).toBe(getLanguage(DEFAULT_LANGUAGE));
    expect(LANGUAGE_NAMES.MY.englishName).toBe('Burmese');
    expect(LANGUAGE_NAMES.TY.englishName).toBe('Tagalog');
  });
});

describe('language sets', () => {
  it('defaults to English', () => {
    expect(DEFAULT_LANGUAGE).toBe('EN');
  });

  it('marks exactly Arabic, Persian and Urdu as right to left', () => {
    expect([...RTL_LANGUAGES].sort()).toEqual(['AR', 'FA', 'UR']);
    const rtl = LANGUAGES.filter((l) => l.dir === 'rtl')
      .map((l) => l.code)
      .sort();
    expect(rtl).toEqual(['AR', 'FA', 'UR']);
  });

  it('has full locale sets for CN, EN, ID, TH, TY and VI, all listed languages', () => {
    expect([...LOCALE_SETS].sort()).toEqual(['CN', 'EN', 'ID', 'TH', 'TY', 'VI']);
    for (const code of LOCALE_SETS) expect(isLanguageCode(code)).toBe(true);
  });

  it('is complete in the locale sets and Arabic only; every other language is shown in English', () => {
    const completeCodes = LANGUAGES.filter((l) => isCompleteLanguage(l.code)).map((l) => l.code);
    expect(completeCodes.sort()).toEqual([...COMPLETE_LANGUAGES].sort());
    expect(isCompleteLanguage('JA')).toBe(false);
    expect(isCompleteLanguage('ar')).toBe(false);
  });
});

describe('isLanguageCode', () => {
  it('accepts product codes only, in their exact form', () => {
    expect(isLanguageCode('CN')).toBe(true);
    expect(isLanguageCode('TY')).toBe(true);
    expect(isLanguageCode('cn')).toBe(false);
    expect(isLanguageCode('zh-CN')).toBe(false);
    expect(isLanguageCode('XX')).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
    expect(isLanguageCode(42)).toBe(false);
  });
});

describe('toLanguageCode', () => {
  it.each([
    ['EN', 'EN'],
    ['cn', 'CN'],
    ['Ty', 'TY'],
    [' vi ', 'VI'],
    ['zh-CN', 'CN'],
    ['zh_CN', 'CN'],
    ['zh', 'CN'],
    ['zh-Hans-SG', 'CN'],
    ['zh-TW', 'TW'],
    ['zh-hk', 'TW'],
    ['zh-Hant', 'TW'],
    ['en-US', 'EN'],
    ['en-GB', 'EN'],
    ['fil', 'TY'],
    ['fil-PH', 'TY'],
    ['tl', 'TY'],
    ['ms-MY', 'MS'],
    ['my-MM', 'MY'],
    ['pt-BR', 'PT'],
    ['in', 'ID'],
    ['ja-JP', 'JA'],
    ['ar-EG', 'AR'],
    ['uz-Latn-UZ', 'UZ'],
  ])('reads %j as %s', (input, expected) => {
    expect(toLanguageCode(input)).toBe(expected);
  });

  it.each([['xx'], ['klingon'], [''], ['   '], ['-'], ['123'], [null], [undefined]])(
    'falls back to English for %j',
    (input) => {
      expect(parseLanguageCode(input)).toBeUndefined();
      expect(toLanguageCode(input)).toBe('EN');
    },
  );

  it('reads every tag of the list back to its code', () => {
    for (const { code, tag } of LANGUAGES) expect(toLanguageCode(tag)).toBe(code);
  });
});

describe('scriptOf', () => {
  /** The Unicode script each writing system's letters belong to. */
  const LETTERS: Record<string, RegExp> = {
    Latn: /^[\p{Script=Latin}\s\u02BB]+$/u,
    Cyrl: /^[\p{Script=Cyrillic}\s]+$/u,
    Hans: /^\p{Script=Han}+$/u,
    Hant: /^\p{Script=Han}+$/u,
    Jpan: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u,
    Kore: /^\p{Script=Hangul}+$/u,
    Thai: /^\p{Script=Thai}+$/u,
    Arab: /^[\p{Script=Arabic}\s]+$/u,
    Deva: /^[\p{Script=Devanagari}]+$/u,
    Beng: /^\p{Script=Bengali}+$/u,
    Taml: /^\p{Script=Tamil}+$/u,
    Telu: /^\p{Script=Telugu}+$/u,
    Mymr: /^\p{Script=Myanmar}+$/u,
    Khmr: /^\p{Script=Khmer}+$/u,
    Laoo: /^\p{Script=Lao}+$/u,
  };

  it("names the writing system of each language's own name", () => {
    for (const { code, nativeName } of NAMED_LANGUAGES) expect(nativeName, code).toMatch(LETTERS[scriptOf(code)]!);
  });

  it('is Latin for unknown input, as English is', () => {
    expect(scriptOf('CN')).toBe('Hans');
    expect(scriptOf('ar-EG')).toBe('Arab');
    expect(scriptOf('nonsense')).toBe('Latn');
  });
});

describe('directionOf', () => {
  it('is rtl for AR, FA, UR and ltr elsewhere', () => {
    expect(directionOf('AR')).toBe('rtl');
    expect(directionOf('FA')).toBe('rtl');
    expect(directionOf('UR')).toBe('rtl');
    expect(directionOf('ar-EG')).toBe('rtl');
    expect(directionOf('EN')).toBe('ltr');
    expect(directionOf('CN')).toBe('ltr');
    expect(directionOf('nonsense')).toBe('ltr');
  });
});
