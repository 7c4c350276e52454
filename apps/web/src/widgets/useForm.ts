import { useEffect, useRef } from 'react';
import { useFormik, type FormikConfig, type FormikValues } from 'formik';
import { useTranslation } from '@tessera/i18n';

/**
 * formik's `useFormik`, plus §4's "refreshes validator messages": when the display language
 * changes while the form shows errors, it validates again, so the open form's messages switch
 * to the new language at once (schemas are built with the translator, so a new language builds
 * a new schema on the same render).
 */
export function useForm<Values extends FormikValues>(config: FormikConfig<Values>) {
  const form = useFormik<Values>(config);
  const { i18n } = useTranslation();
  const language = i18n.language;
  const shown = useRef(language);
  const { errors, validateForm } = form;
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    if (hasErrors) void validateForm();
  }, [language, hasErrors, validateForm]);
  return form;
}
