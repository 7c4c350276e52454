import { IDENTITY_CODES, RECORDS_CODES as C, RECORDS_MAX_DAYS } from '@tessera/api';
import type { TFunction, TranslationKey } from '@tessera/i18n';
import type { FailureInfo } from '../../system/slice';

/** The platform's refusals of a record query and what each one says. */
const MESSAGES: Partial<Record<string, TranslationKey>> = {
  [C.dateInvalid]: 'records_error_date_invalid',
  [C.rangeReversed]: 'records_error_range_reversed',
  [C.rangeTooLong]: 'records_error_range_too_long',
  [C.pageInvalid]: 'records_error_page_invalid',
  [C.gameTypeUnknown]: 'records_error_game_type_unknown',
  [C.kindUnknown]: 'records_error_kind_unknown',
  [IDENTITY_CODES.notLoggedIn]: 'error_not_logged_in',
};

/** The translated message of a failed record query. */
export function recordsErrorMessage(t: TFunction, error: FailureInfo | undefined): string {
  if (!error) return t('error_unknown');
  const key = MESSAGES[error.code];
  if (key) return t(key, { days: RECORDS_MAX_DAYS });
  if (error.kind === 'network') return t('error_network_abnormal');
  if (error.kind === 'timeout') return t('error_page_load_timeout');
  return t('error_unknown');
}
