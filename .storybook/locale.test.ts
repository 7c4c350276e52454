import { describe, expect, it } from 'vitest';
import cn from '../packages/i18n/src/locales/CN/common.json';
import en from '../packages/i18n/src/locales/EN/common.json';
import { localeDirection, localiseArgs, localiseText, pseudoLocalise, STORY_LOCALES } from './locale';

describe('the Storybook locale toolbar', () => {
  it('offers every complete language and the pseudo-locale', () => {
    expect(STORY_LOCALES).toEqual(['CN', 'EN', 'ID', 'TH', 'TY', 'VI', 'AR', 'pseudo']);
    expect(localeDirection('AR')).toBe('rtl');
    expect(localeDirection('pseudo')).toBe('ltr');
  });

  it('stretches text by at least 40 % inside brackets, keeping interpolations and tags', () => {
    const text = 'Deposit {{amount}} now, see <terms>terms</terms>';
    const pseudo = pseudoLocalise(text);
    expect(pseudo.startsWith('[') && pseudo.endsWith(']')).toBe(true);
    expect(pseudo).toContain('{{amount}}');
    expect(pseudo).toContain('<terms>');
    expect(pseudo).toContain('</terms>');
    expect(pseudo).not.toMatch(/Deposit/);
    expect(pseudoLocalise('Deposit now').length).toBeGreaterThanOrEqual(Math.ceil('Deposit now'.length * 1.4) + 2);
    expect(pseudoLocalise('')).toBe('');
  });

  it('translates a catalogue entry and leaves sample data as written', () => {
    expect(localiseText(en.cancel, 'CN', cn)).toBe(cn.cancel);
    expect(localiseText('ja***88', 'CN', cn)).toBe('ja***88');
    expect(localiseText(en.cancel, 'EN', undefined)).toBe(en.cancel);
  });

  it('walks plain args, arrays and objects, and passes functions and elements through', () => {
    const onClick = () => undefined;
    const element = { $$typeof: Symbol.for('react.element'), props: {} };
    const args = { children: en.cancel, items: [{ label: en.confirm }], onClick, icon: element, count: 3 };
    const out = localiseArgs(args, 'CN', cn);
    expect(out).toEqual({ children: cn.cancel, items: [{ label: cn.confirm }], onClick, icon: element, count: 3 });
    expect(out.onClick).toBe(onClick);
    expect(out.icon).toBe(element);
    expect(localiseArgs(args, 'EN', undefined)).toBe(args);
  });
});
