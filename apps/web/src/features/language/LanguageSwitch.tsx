import { changeLanguage, currentLanguage, isCompleteLanguage, NAMED_LANGUAGES, useTranslation } from '@tessera/i18n';
import { LanguageSelect, type LanguageOption } from '@tessera/ui';
import { useAppDispatch } from '../../core/hooks';
import { languageChanged } from './slice';
import { PartUnavailable } from '../../widgets/PartBoundary';

/** Every display language under its own name; one the site is not translated into is marked as shown in English. */
const OPTIONS: readonly LanguageOption[] = NAMED_LANGUAGES.map((language) => ({
  ...language,
  fallback: !isCompleteLanguage(language.code),
}));

/**
 * The header's language switch (§4 language change): sets and stores the language (`lang`,
 * `hisLang`), which every later call names to the platform, then hands over to the language saga,
 * which stores it on the platform for a signed-in member and reads the localised content again.
 * Form messages follow on their own: they are built from the translations at each render.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <LanguageSelect
      languages={OPTIONS}
      value={currentLanguage(i18n)}
      onChange={async (code) => {
        dispatch(languageChanged(await changeLanguage(i18n, code)));
      }}
      label={t('select_language')}
      searchLabel={t('language_search')}
      searchPlaceholder={t('language_search_placeholder')}
      noResultsLabel={t('language_no_results')}
      fallbackLabel={t('language_fallback')}
      fallbackHint={t('language_fallback_hint')}
      triggerDisplay="code"
      unavailable={(close) => <PartUnavailable onClose={close} />}
    />
  );
}
