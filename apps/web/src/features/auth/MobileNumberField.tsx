import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { useTranslation } from '@tessera/i18n';
import { DialCodePicker, TextField } from '@tessera/ui';
import { useAppSelector } from '../../core/hooks';
import { COUNTRY_DROPDOWN_CLOSE_MS, COUNTRY_FLAG_PATH } from '../../core/constants';
import { selectCountries } from '../system/selectors';

export interface MobileNumberFieldProps {
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  error?: string | undefined;
  /** The selected country's dialing code (without '+'). */
  dialingCode: string;
  onDialingCodeChange: (dialingCode: string) => void;
  autoFocus?: boolean;
  /** Whether the form needs a number. @default true */
  required?: boolean;
}

/** A mobile number with its country's dialing code (flag and +code picker, §2). */
export function MobileNumberField({
  dialingCode,
  onDialingCodeChange,
  error,
  required = true,
  ...field
}: MobileNumberFieldProps) {
  const { t } = useTranslation();
  const countries = useAppSelector(selectCountries);
  const selected = countries.find((c) => c.countryDialingCode === dialingCode)?.countryCode ?? null;
  return (
    <TextField
      label={t('field_mobile')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required={required}
      {...field}
      error={error}
      startAdornment={
        countries.length > 0 && (
          <DialCodePicker
            countries={countries}
            value={selected}
            onChange={(country) => onDialingCodeChange(country.countryDialingCode)}
            flagUrl={COUNTRY_FLAG_PATH}
            label={t('field_country_code')}
            hideLabel
            variant="compact"
            closeDelayMs={COUNTRY_DROPDOWN_CLOSE_MS}
            filterPlaceholder={t('country_search')}
            noResultsLabel={t('country_no_results')}
          />
        )
      }
    />
  );
}
