import type { FormikProps } from 'formik';
import { Trans, useTranslation } from '@tessera/i18n';
import { Checkbox } from '@tessera/ui';
import type { RegisterFormValues } from './fields';

export interface AgreementsProps {
  form: FormikProps<RegisterFormValues>;
  /** From the register settings (§5: 18, configurable). */
  minimumAge: number;
  termsUrl: string;
}

/** The age confirmation and the terms, both to be ticked before registering. */
export function Agreements({ form, minimumAge, termsUrl }: AgreementsProps) {
  const { t } = useTranslation();
  const errorOf = (name: 'agreeTerms' | 'ageConfirmed') => (form.touched[name] ? form.errors[name] : undefined);
  return (
    <>
      <Checkbox
        {...form.getFieldProps({ name: 'ageConfirmed', type: 'checkbox' })}
        label={t('register_confirm_age', { age: minimumAge })}
        error={errorOf('ageConfirmed')}
        required
      />
      <Checkbox
        {...form.getFieldProps({ name: 'agreeTerms', type: 'checkbox' })}
        label={
          <Trans
            i18nKey="register_agree_terms"
            // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans fills the link with the catalogue's link text
            components={{ terms: <a href={termsUrl} target="_blank" rel="noopener noreferrer" /> }}
          />
        }
        error={errorOf('agreeTerms')}
        required
      />
    </>
  );
}
