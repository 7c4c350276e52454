import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createCatalogueBackend } from './backend';
import { DEFAULT_NAMESPACE } from './keys';
import { DEFAULT_LANGUAGE, LANGUAGES, directionOf, tagOf, toLanguageCode, type LanguageCode } from './languages';
import { readStoredLanguage, storeLanguage, storeLanguageCookie } from './storage';

export interface CreateI18nOptions {
  /**
   * The language to start in: a product code or a BCP 47 tag; anything unknown means English.
   * @default the stored language (`lang`), else `EN`
   */
  language?: string;
  /**
   * Called after each language change that follows start-up, with the new product code:
   * the place to tell the platform and refresh validator messages (spec §4).
   */
  onLanguageChanged?: (code: LanguageCode) => void;
}

/** Mirrors a language on `<html lang dir>`, where there is a document. */
export function applyDocumentLanguage(code: LanguageCode): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = tagOf(code);
  root.dir = directionOf(code);
}

/**
 * Creates and initialises a new i18next instance (never a shared global), with React bindings.
 * Resolves once the start language and the English fallback are loaded; nothing else is fetched.
 * i18next works in BCP 47 tags (`i18n.language` is `zh-CN`, not `CN`), so plural rules and
 * `Intl` formatting are right; use {@link currentLanguage} for the product code.
 */
export async function createI18n(options: CreateI18nOptions = {}): Promise<i18n> {
  const code = toLanguageCode(options.language ?? readStoredLanguage() ?? DEFAULT_LANGUAGE);
  const instance = createInstance();

  instance.on('languageChanged', (tag: string) => {
    applyDocumentLanguage(toLanguageCode(tag));
  });

  await instance
    .use(createCatalogueBackend())
    .use(initReactI18next)
    .init({
      lng: tagOf(code),
      fallbackLng: tagOf(DEFAULT_LANGUAGE),
      supportedLngs: LANGUAGES.map((language) => language.tag),
      load: 'currentOnly',
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
    });

  const { onLanguageChanged } = options;
  if (onLanguageChanged) {
    instance.on('languageChanged', (tag: string) => {
      onLanguageChanged(toLanguageCode(tag));
    });
  }
  return instance;
}

/** The product code of the instance's current language (`zh-CN` → `CN`). */
export function currentLanguage(instance: i18n): LanguageCode {
  return toLanguageCode(instance.language);
}

/**
 * Switches the display language: loads its catalogue, switches, and stores the choice
 * (`lang`, with the previous one moved to `hisLang`, and the `lang` cookie the server reads). Accepts a product code or a tag;
 * anything unknown means English. Resolves to the product code now shown.
 */
export async function changeLanguage(instance: i18n, language: string): Promise<LanguageCode> {
  const code = toLanguageCode(language);
  await instance.changeLanguage(tagOf(code));
  storeLanguage(code);
  storeLanguageCookie(code);
  return code;
}
