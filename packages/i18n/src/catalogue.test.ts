import { describe, expect, it } from 'vitest';
import { isLanguageCode } from './languages';

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true, import: 'default' });

function catalogue(code: string, namespace = 'common'): Catalogue {
  const found = files[`./locales/${code}/${namespace}.json`];
  if (!found) throw new Error(`missing catalogue ${code}/${namespace}`);
  return found;
}

const en = catalogue('EN');
const cn = catalogue('CN');

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([^\s,}]+)[^}]*\}\}/g)].map((match) => match[1]!).sort();

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

/** Keys whose Chinese text is legitimately free of Chinese characters. */
const NOT_TRANSLATED_IN_CN = new Set(['page_vip', 'age_badge']);

describe('catalogue files', () => {
  it('are filed under product language codes', () => {
    for (const path of Object.keys(files)) {
      const code = /^\.\/locales\/([^/]+)\/[a-z_]+\.json$/.exec(path)?.[1];
      expect(isLanguageCode(code), path).toBe(true);
    }
  });

  it('hold only keys English has, with string values', () => {
    for (const [path, data] of Object.entries(files)) {
      const namespace = path.split('/').at(-1)!;
      const reference = files[`./locales/EN/${namespace}`];
      expect(reference, `English reference for ${path}`).toBeDefined();
      for (const [key, value] of Object.entries(data)) {
        expect(reference, `${path} ${key}`).toHaveProperty(key);
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
      'home', 'login', 'register', 'notices', 'vip', 'point_mall', 'deposit_rank', 'bet_rank', 'live',
      'sports', 'esports', 'elottery', 'pvp', 'fishing', 'cockfight', 'lottery', 'vn_lottery', 'slots',
      'promotions', 'promotion_detail', 'seamless', 'help', 'app_download', 'join', 'game',
    ]) {
      expect(en).toHaveProperty(`page_${page}`);
    }
  });

  it('has exactly the same keys in English and Chinese', () => {
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty text', () => {
    for (const [key, value] of [...Object.entries(en), ...Object.entries(cn)]) {
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it('keeps every placeholder of English in Chinese, and adds none', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(String(cn[key])), key).toEqual(placeholders(String(text)));
    }
    expect(placeholders(String(en.your_ip))).toEqual(['ip']);
  });

  it('is written in Chinese characters in Chinese', () => {
    for (const [key, text] of Object.entries(cn)) {
      if (NOT_TRANSLATED_IN_CN.has(key)) continue;
      expect(String(text), key).toMatch(/\p{Script=Han}/u);
      expect(text, key).not.toBe(en[key]);
    }
  });
});
