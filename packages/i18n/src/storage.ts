import { parseLanguageCode, type LanguageCode } from './languages';

/** Browser storage keys of spec §3: the chosen language and the one chosen before it. */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const HISTORY_LANGUAGE_STORAGE_KEY = 'hisLang';

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
