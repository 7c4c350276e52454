export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  RTL_LANGUAGES,
  LOCALE_SETS,
  COMPLETE_LANGUAGES,
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
export {
  LANGUAGE_STORAGE_KEY,
  HISTORY_LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  readHistoryLanguage,
  storeLanguage,
  type LanguageStorage,
} from './storage';
export {
  createI18n,
  changeLanguage,
  currentLanguage,
  applyDocumentLanguage,
  type CreateI18nOptions,
} from './createI18n';
// Formatting lives in @tessera/format; import it from there. These two stay only until the
// header's member controls (apps/web/src/shell/MemberControls.tsx) import them from there too.
export { formatAmount, currencySymbol } from '@tessera/format';
export { DEFAULT_NAMESPACE, type CommonCatalogue, type TranslationKey } from './keys';

export { useTranslation, I18nextProvider, Trans } from 'react-i18next';
export type { i18n as I18n, TFunction } from 'i18next';
