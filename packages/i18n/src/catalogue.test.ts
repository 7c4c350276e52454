import { describe, expect, it } from 'vitest';
import readme from '../../../README.md?raw';
import { createI18n } from './createI18n';
import { COMPLETE_LANGUAGES, LANGUAGES, isLanguageCode, tagOf } from './languages';

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

const path = (code: string, namespace = 'common') => `./locales/${code}/${namespace}.json`;

function catalogue(code: string, namespace = 'common'): Catalogue {
  const found = files[path(code, namespace)];
  if (!found) {
    throw new Error(
      `missing catalogue ${code}/${namespace}: ${code} is a complete language (COMPLETE_LANGUAGES in languages.ts), ` +
        `so locales/${code}/${namespace}.json must exist and hold every key of English`,
    );
  }
  return found;
}

const en = catalogue('EN');

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([^\s,}]+)[^}]*\}\}/g)].map((match) => match[1]!).sort();

/** The plural categories of a language, in CLDR's order, as i18next resolves them through `Intl`. */
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
const pluralCategories = (code: string): Intl.LDMLPluralRule[] => {
  const categories = new Intl.PluralRules(tagOf(code)).resolvedOptions().pluralCategories;
  return CATEGORY_ORDER.filter((category) => categories.includes(category));
};

const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;

/** Keys English writes in plural forms (`key_one`, `key_other`): i18next picks the form from `count`. */
const PLURAL_BASES = new Set(
  Object.keys(en)
    .map((key) => PLURAL_FORM.exec(key))
    .filter((match) => match !== null && `${match[1]}_other` in en)
    .map((match) => match![1]!),
);

/** The base key of a plural form of English's, else the key itself. */
const baseOf = (key: string): string => {
  const base = PLURAL_FORM.exec(key)?.[1];
  return base !== undefined && PLURAL_BASES.has(base) ? base : key;
};

/** The keys a complete catalogue must hold: English's, each plural key in the language's own categories. */
function expectedKeys(code: string): string[] {
  const keys: string[] = [];
  for (const key of Object.keys(en)) {
    const base = baseOf(key);
    if (base === key) keys.push(key);
    else if (key === `${base}_other`) keys.push(...pluralCategories(code).map((category) => `${base}_${category}`));
  }
  return keys.sort();
}

/** The placeholders English fills in a key (for a plural form, those of English's `other` form). */
const englishPlaceholders = (key: string): string[] => {
  const base = baseOf(key);
  return placeholders(String(en[PLURAL_BASES.has(base) ? `${base}_other` : key]));
};

/** The spec's own keys (§4, §5, §8), which keep their names. */
const SPEC_KEYS = [
  'game_maintenance',
  'info_maintenance',
  'blockip',
  'info_ip_block',
  'in_sure_logout',
  'in_need_true_account',
  'in_increase_submit',
  'in_been_out',
];

/**
 * Complete languages not written in the Latin script, with their script and the keys whose text
 * is legitimately free of it (a brand, `VIP`, a number with a sign).
 */
const SCRIPTS: Readonly<Record<string, { script: RegExp; latinKeys: ReadonlySet<string> }>> = {
  CN: { script: /\p{Script=Han}/u, latinKeys: new Set(['page_vip', 'age_badge']) },
  TH: { script: /\p{Script=Thai}/u, latinKeys: new Set(['page_vip', 'age_badge', 'promo_label_vip']) },
  AR: { script: /\p{Script=Arabic}/u, latinKeys: new Set(['page_vip', 'age_badge', 'promo_label_vip']) },
};

describe('catalogue files', () => {
  it('are filed under product language codes', () => {
    for (const path of Object.keys(files)) {
      const code = /^\.\/locales\/([^/]+)\/[a-z_]+\.json$/.exec(path)?.[1];
      expect(isLanguageCode(code), path).toBe(true);
    }
  });

  it('hold only keys English has (plural keys in their own language’s categories), with string values', () => {
    for (const [path, data] of Object.entries(files)) {
      const [, code, namespace] = /^\.\/locales\/([^/]+)\/(.+)$/.exec(path)!;
      const reference = files[`./locales/EN/${namespace}`];
      expect(reference, `English reference for ${path}`).toBeDefined();
      const categories: string[] = pluralCategories(code!);
      for (const [key, value] of Object.entries(data)) {
        const base = baseOf(key);
        if (base === key) expect(reference, `${path} ${key}`).toHaveProperty(key);
        else
          expect(categories, `${path} ${key}: not a plural category of ${tagOf(code)}`).toContain(
            PLURAL_FORM.exec(key)![2],
          );
        expect(typeof value, `${path} ${key}`).toBe('string');
      }
    }
  });
});

describe('common catalogue', () => {
  it('uses snake_case keys', () => {
    for (const key of Object.keys(en)) expect(key).toMatch(/^[a-z0-9]+(?:_[a-z0-9]+)*$/);
  });

  it('keeps the spec keys under their own names', () => {
    for (const key of SPEC_KEYS) expect(en).toHaveProperty(key);
  });

  it('has a page name for every route', () => {
    for (const page of [
      'home',
      'login',
      'register',
      'notices',
      'vip',
      'point_mall',
      'deposit_rank',
      'bet_rank',
      'live',
      'sports',
      'esports',
      'elottery',
      'pvp',
      'fishing',
      'cockfight',
      'lottery',
      'vn_lottery',
      'slots',
      'promotions',
      'promotion_detail',
      'seamless',
      'help',
      'app_download',
      'join',
      'game',
    ]) {
      expect(en).toHaveProperty(`page_${page}`);
    }
  });

  it('writes plural keys only as plural forms, with the same placeholders in each', () => {
    for (const base of PLURAL_BASES) {
      expect(en, base).not.toHaveProperty(base);
      for (const category of pluralCategories('EN')) {
        expect(placeholders(String(en[`${base}_${category}`])), `${base}_${category}`).toEqual(
          englishPlaceholders(base),
        );
      }
    }
    expect(englishPlaceholders('your_ip')).toEqual(['ip']);
  });
});

describe.each(COMPLETE_LANGUAGES)('the complete %s catalogue', (code) => {
  it('has exactly the keys of English, plural keys in the plural categories of its language', () => {
    const keys = Object.keys(catalogue(code));
    const expected = expectedKeys(code);
    const missing = expected.filter((key) => !keys.includes(key));
    const extra = keys.filter((key) => !expected.includes(key));
    expect({ missing, extra }, `${code}: keys missing from, or not in, English`).toEqual({ missing: [], extra: [] });
    expect(keys.sort()).toEqual(expected);
  });

  it('has no empty text', () => {
    for (const [key, value] of Object.entries(catalogue(code))) {
      expect(String(value).trim(), `${code} ${key}`).not.toBe('');
    }
  });

  it('keeps every placeholder of English, and adds none', () => {
    for (const [key, text] of Object.entries(catalogue(code))) {
      expect(placeholders(String(text)), `${code} ${key}`).toEqual(englishPlaceholders(key));
    }
  });

  if (code in SCRIPTS)
    it('is written in its own script', () => {
      const { script, latinKeys } = SCRIPTS[code]!;
      for (const [key, text] of Object.entries(catalogue(code))) {
        // A text of placeholders and signs alone (`{{min}} – {{max}}`) says nothing in any script.
        if (latinKeys.has(key) || !/\p{L}/u.test(String(text).replace(/\{\{[^}]*\}\}/g, ''))) continue;
        expect(String(text), `${code} ${key}`).toMatch(script);
        expect(text, `${code} ${key}`).not.toBe(en[key]);
      }
    });

  it('says each plural key in every form, as i18next picks it from count', async () => {
    catalogue(code);
    const i18n = await createI18n({ language: code });
    const t = i18n.getFixedT(tagOf(code)) as (key: string, values: Record<string, unknown>) => string;
    for (const base of PLURAL_BASES) {
      const values: Record<string, unknown> = Object.fromEntries(
        englishPlaceholders(base)
          .filter((name) => name !== 'count')
          .map((name) => [name, `‹${name}›`]),
      );
      for (const count of [0, 1, 2, 5, 21]) {
        const category = new Intl.PluralRules(tagOf(code)).select(count);
        const text = t(base, { ...values, count });
        expect(text, `${code} ${base} (${count})`).toBe(
          String(catalogue(code)[`${base}_${category}`]).replace(/\{\{\s*([^\s,}]+)[^}]*\}\}/g, (_, name: string) =>
            String(values[name] ?? count),
          ),
        );
      }
    }
  });
});

describe('the README', () => {
  it('names the number of display languages and exactly the complete ones', () => {
    const sentence = /in (\d+) display languages, complete in ([^(]*)\(`COMPLETE_LANGUAGES`/.exec(
      readme.replace(/\s+/g, ' '),
    );
    expect(sentence, 'the README sentence naming the display languages').not.toBeNull();
    const [, total, named] = sentence!;
    expect(Number(total)).toBe(LANGUAGES.length);
    const codes = named!.match(/\b[A-Z]{2}\b/g) ?? [];
    expect([...codes].sort()).toEqual([...COMPLETE_LANGUAGES].sort());
  });
});
