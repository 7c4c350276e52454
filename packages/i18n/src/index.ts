export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  RTL_LANGUAGES,
  LOCALE_SETS,
  COMPLETE_LANGUAGES,
  isCompleteLanguage,
  isLanguageCode,
  parseLanguageCode,
  toLanguageCode,
  getLanguage,
  tagOf,
  directionOf,
  scriptOf,
  type Language,
  type LanguageCode,
  type LanguageTag,
  type TextDirection,
  type WritingSystem,
} from './languages';
export { LANGUAGE_NAMES, NAMED_LANGUAGES, type LanguageNames, type NamedLanguage } from './languageNames';
export {
  LANGUAGE_STORAGE_KEY,
  HISTORY_LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  readHistoryLanguage,
  storeLanguage,
  storeLanguageCookie,
  type LanguageStorage,
} from './storage';
export {
  createI18n,
  changeLanguage,
  currentLanguage,
  applyDocumentLanguage,
  type CreateI18nOptions,
} from './createI18n';
export { DEFAULT_NAMESPACE, type CommonCatalogue, type TranslationKey } from './keys';

export { useTranslation, I18nextProvider, Trans } from 'react-i18next';
export type { i18n as I18n, TFunction } from 'i18next';
