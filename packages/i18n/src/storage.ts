import { parseLanguageCode, type LanguageCode } from './languages';
import { HISTORY_LANGUAGE_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from './storageKeys';

export { HISTORY_LANGUAGE_STORAGE_KEY, LANGUAGE_STORAGE_KEY };

/** A year: the language cookie lasts as long as a member is likely to keep the same language. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The part of the Web Storage API this module uses. */
export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The browser's local storage, or `null` where there is none or where touching it throws
 * (private mode, storage disabled by policy, sandboxed frames).
 */
function browserStorage(): LanguageStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: LanguageStorage | null, key: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: LanguageStorage | null, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The stored display language, or `null` when none is stored or the stored value is not a language. */
export function readStoredLanguage(storage: LanguageStorage | null = browserStorage()): LanguageCode | null {
  return parseLanguageCode(read(storage, LANGUAGE_STORAGE_KEY)) ?? null;
}

/** The language chosen before the current one (`hisLang`), or `null`. */
export function readHistoryLanguage(storage: LanguageStorage | null = browserStorage()): LanguageCode | null {
  return parseLanguageCode(read(storage, HISTORY_LANGUAGE_STORAGE_KEY)) ?? null;
}

/**
 * Stores `code` as the display language. A different language stored before moves to
 * `hisLang`; storing the current language again keeps the history as it is.
 * Never throws: returns whether the language was written.
 */
export function storeLanguage(code: LanguageCode, storage: LanguageStorage | null = browserStorage()): boolean {
  const previous = readStoredLanguage(storage);
  if (previous !== null && previous !== code) {
    write(storage, HISTORY_LANGUAGE_STORAGE_KEY, previous);
  }
  return write(storage, LANGUAGE_STORAGE_KEY, code);
}

/**
 * Puts the display language in a cookie of the same name too (`lang=TH`), so the site's server can
 * make a page's first reads (its banners) in the member's language before the app's code has run.
 * It holds the language's code and nothing else. Never throws.
 */
export function storeLanguageCookie(
  code: LanguageCode,
  doc: Pick<Document, 'cookie'> | null = typeof document === 'undefined' ? null : document,
): void {
  if (!doc) return;
  try {
    doc.cookie = `${LANGUAGE_STORAGE_KEY}=${code}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;
  } catch {
    // A sandboxed document refuses cookies: the server then reads in the default language.
  }
}
