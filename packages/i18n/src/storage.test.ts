import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HISTORY_LANGUAGE_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  readHistoryLanguage,
  readStoredLanguage,
  storeLanguage,
  storeLanguageCookie,
  type LanguageStorage,
} from './storage';

const throwingStorage: LanguageStorage = {
  getItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem() {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
};

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage keys', () => {
  it('are the spec keys lang and hisLang', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('lang');
    expect(HISTORY_LANGUAGE_STORAGE_KEY).toBe('hisLang');
  });
});

describe('readStoredLanguage', () => {
  it('is null when nothing is stored', () => {
    expect(readStoredLanguage()).toBeNull();
  });

  it('reads the code stored under lang', () => {
    localStorage.setItem('lang', 'VI');
    expect(readStoredLanguage()).toBe('VI');
  });

  it('reads tags and lowercase codes into product codes', () => {
    localStorage.setItem('lang', 'zh-TW');
    expect(readStoredLanguage()).toBe('TW');
    localStorage.setItem('lang', 'th');
    expect(readStoredLanguage()).toBe('TH');
  });

  it('ignores a stored value that is not a language', () => {
    localStorage.setItem('lang', 'garbage');
    expect(readStoredLanguage()).toBeNull();
  });
});

describe('storeLanguage', () => {
  it('writes lang and moves the previous language to hisLang', () => {
    expect(storeLanguage('EN')).toBe(true);
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBeNull();

    storeLanguage('CN');
    expect(localStorage.getItem('lang')).toBe('CN');
    expect(localStorage.getItem('hisLang')).toBe('EN');

    storeLanguage('TH');
    expect(readStoredLanguage()).toBe('TH');
    expect(readHistoryLanguage()).toBe('CN');
  });

  it('keeps the history when the same language is stored again', () => {
    storeLanguage('EN');
    storeLanguage('CN');
    storeLanguage('CN');
    expect(localStorage.getItem('lang')).toBe('CN');
    expect(localStorage.getItem('hisLang')).toBe('EN');
  });

  it('does not move an unreadable stored value into the history', () => {
    localStorage.setItem('lang', 'garbage');
    storeLanguage('JA');
    expect(localStorage.getItem('lang')).toBe('JA');
    expect(localStorage.getItem('hisLang')).toBeNull();
  });
});

describe('storeLanguageCookie', () => {
  it('writes the code alone under lang, for the whole site and a year', () => {
    const doc = { cookie: '' };
    storeLanguageCookie('TH', doc);
    expect(doc.cookie).toBe('lang=TH; path=/; max-age=31536000; samesite=lax');
  });

  it('tolerates a document that refuses cookies, and none at all', () => {
    const refusing = {
      set cookie(_: string) {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      get cookie() {
        return '';
      },
    };
    expect(() => storeLanguageCookie('TH', refusing)).not.toThrow();
    expect(() => storeLanguageCookie('TH', null)).not.toThrow();
  });
});

describe('unavailable storage', () => {
  it('tolerates storage whose every call throws', () => {
    expect(readStoredLanguage(throwingStorage)).toBeNull();
    expect(readHistoryLanguage(throwingStorage)).toBeNull();
    expect(storeLanguage('CN', throwingStorage)).toBe(false);
  });

  it('tolerates no storage at all', () => {
    expect(readStoredLanguage(null)).toBeNull();
    expect(storeLanguage('CN', null)).toBe(false);
  });

  it('tolerates a browser that throws on touching window.localStorage', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(readStoredLanguage()).toBeNull();
    expect(storeLanguage('KO')).toBe(false);
  });

  it('tolerates a full storage that still reads', () => {
    localStorage.setItem('lang', 'EN');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(storeLanguage('CN')).toBe(false);
    expect(readStoredLanguage()).toBe('EN');
  });
});
