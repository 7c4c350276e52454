import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCatalogueBackend, type CatalogueLoader } from './backend';
import { changeLanguage, createI18n, currentLanguage } from './createI18n';
import { I18nextProvider, useTranslation } from './index';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

afterEach(() => {
  vi.restoreAllMocks();
});

const loadedLanguages = (i18n: Awaited<ReturnType<typeof createI18n>>): string[] => Object.keys(i18n.store.data).sort();

describe('createI18n', () => {
  it('starts in English by default', async () => {
    const i18n = await createI18n();
    expect(i18n.language).toBe('en');
    expect(currentLanguage(i18n)).toBe('EN');
    expect(i18n.t('game_maintenance')).toBe('Under maintenance');
    expect(i18n.t('your_ip', { ip: '203.0.113.7' })).toBe('Your IP: 203.0.113.7');
    expect(loadedLanguages(i18n)).toEqual(['en']);
  });

  it('creates independent instances', async () => {
    const english = await createI18n({ language: 'EN' });
    const chinese = await createI18n({ language: 'CN' });
    expect(english.t('close')).toBe('Close');
    expect(chinese.t('close')).toBe('关闭');
    expect(english).not.toBe(chinese);
  });

  it('loads only the active language and the English fallback', async () => {
    const i18n = await createI18n({ language: 'CN' });
    expect(i18n.language).toBe('zh-CN');
    expect(loadedLanguages(i18n)).toEqual(['en', 'zh-CN']);
    expect(i18n.t('blockip')).toBe('访问受限');
    expect(i18n.t('your_ip', { ip: '198.51.100.1' })).toBe('您的 IP：198.51.100.1');
  });

  it('starts in the stored language when none is given', async () => {
    localStorage.setItem('lang', 'CN');
    const i18n = await createI18n();
    expect(currentLanguage(i18n)).toBe('CN');
    expect(i18n.t('page_home')).toBe('首页');
  });

  it('accepts tags and lowercase codes', async () => {
    expect(currentLanguage(await createI18n({ language: 'zh_CN' }))).toBe('CN');
    expect(currentLanguage(await createI18n({ language: 'cn' }))).toBe('CN');
  });

  it('shows English text in a language without a catalogue', async () => {
    const i18n = await createI18n({ language: 'JA' });
    expect(i18n.language).toBe('ja');
    expect(currentLanguage(i18n)).toBe('JA');
    expect(i18n.t('in_sure_logout')).toBe('Are you sure you want to sign out?');
  });

  it('falls back to English for an unknown language', async () => {
    const i18n = await createI18n({ language: 'xx-YY' });
    expect(i18n.language).toBe('en');
    expect(i18n.t('retry')).toBe('Retry');
  });

  it('sets lang and dir on the document, right to left for Arabic', async () => {
    const i18n = await createI18n({ language: 'AR' });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');

    await changeLanguage(i18n, 'CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.documentElement.dir).toBe('ltr');

    await changeLanguage(i18n, 'FA');
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('changeLanguage', () => {
  it('fetches the new language, switches and stores it with its history', async () => {
    const i18n = await createI18n({ language: 'EN' });
    localStorage.setItem('lang', 'EN');
    expect(i18n.hasResourceBundle('zh-CN', 'common')).toBe(false);

    await expect(changeLanguage(i18n, 'CN')).resolves.toBe('CN');

    expect(i18n.hasResourceBundle('zh-CN', 'common')).toBe(true);
    expect(i18n.t('in_been_out')).toBe('重置密码的邮件已发送，请查收您的邮箱。');
    expect(localStorage.getItem('lang')).toBe('CN');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    // The server reads the choice from its cookie, to make the next page's first reads in it.
    expect(document.cookie).toContain('lang=CN');
  });

  it('switches unknown input to English', async () => {
    const i18n = await createI18n({ language: 'CN' });
    await expect(changeLanguage(i18n, 'nope')).resolves.toBe('EN');
    expect(i18n.t('close')).toBe('Close');
    expect(localStorage.getItem('lang')).toBe('EN');
  });

  it('tells onLanguageChanged about changes after start-up, by product code', async () => {
    const onLanguageChanged = vi.fn();
    const i18n = await createI18n({ language: 'EN', onLanguageChanged });
    expect(onLanguageChanged).not.toHaveBeenCalled();

    await changeLanguage(i18n, 'TY');
    expect(onLanguageChanged).toHaveBeenCalledExactlyOnceWith('TY');
    expect(i18n.language).toBe('fil');
  });
});

describe('catalogue backend', () => {
  it('reads the file of the product code behind a tag', async () => {
    const cn = vi.fn<CatalogueLoader>(async () => ({ close: '关闭' }));
    const en = vi.fn<CatalogueLoader>(async () => ({ close: 'Close' }));
    const backend = createCatalogueBackend({
      './locales/CN/common.json': cn,
      './locales/EN/common.json': en,
    });
    const read = backend.read as unknown as (language: string, namespace: string) => Promise<unknown>;

    await expect(read('zh-CN', 'common')).resolves.toEqual({ close: '关闭' });
    expect(cn).toHaveBeenCalledOnce();
    expect(en).not.toHaveBeenCalled();
  });

  it('gives an empty catalogue for a language or namespace without a file', async () => {
    const backend = createCatalogueBackend({});
    const read = backend.read as unknown as (language: string, namespace: string) => Promise<unknown>;
    await expect(read('ja', 'common')).resolves.toEqual({});
    await expect(read('not-a-language', 'common')).resolves.toEqual({});
  });
});

describe('React bindings', () => {
  function Title() {
    const { t } = useTranslation();
    return <h1>{t('not_found_title')}</h1>;
  }

  it('re-renders translated text when the language changes', async () => {
    const i18n = await createI18n({ language: 'EN' });
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Page not found');

    await act(async () => {
      await changeLanguage(i18n, 'CN');
    });
    expect(screen.getByRole('heading').textContent).toBe('页面不存在');
  });
});

describe('typed keys', () => {
  it('type-checks keys of the catalogue', async () => {
    const i18n = await createI18n({ language: 'EN' });
    // @ts-expect-error: not a key of the catalogue
    expect(i18n.t('game_maintenace')).toBe('game_maintenace');
    expect(i18n.t('info_ip_block')).toMatch(/not available in your region/);
  });
});
