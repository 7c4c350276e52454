import { changeLanguage, currentLanguage, LANGUAGES, useTranslation } from '@tessera/i18n';
import { LanguageSelect } from '@tessera/ui';
import { useAppDispatch } from '../../core/hooks';
import { baseApi } from '../../core/baseApi';

/**
 * The header's language switch (§4 language change): sets and stores the language (`lang`,
 * `hisLang`), which every later call names to the platform, and reloads the content in it.
 * Form messages follow on their own: they are built from the translations at each render.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <LanguageSelect
      languages={LANGUAGES}
      value={currentLanguage(i18n)}
      onChange={async (code) => {
        await changeLanguage(i18n, code);
        dispatch(baseApi.util.resetApiState());
      }}
      label={t('select_language')}
      searchLabel={t('language_search')}
      searchPlaceholder={t('language_search_placeholder')}
      noResultsLabel={t('language_no_results')}
      triggerDisplay="code"
    />
  );
}
