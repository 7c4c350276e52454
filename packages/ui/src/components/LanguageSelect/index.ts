export { LanguageSelect, type LanguageSelectProps } from './LanguageSelect';
export {
  LANGUAGE_TRIGGER_DISPLAYS,
  filterLanguages,
  type LanguageOption,
  type LanguageTriggerDisplay,
} from './LanguageSelect.types';
