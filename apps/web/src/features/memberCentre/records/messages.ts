import { RECORDS_CODES as C, RECORDS_MAX_DAYS } from '@tessera/api';
import type { TFunction } from '@tessera/i18n';
import { failureMessage, type RefusalMessages } from '../../system/failureMessage';
import type { FailureInfo } from '../../system/slice';

/** The platform's refusals of a record query and what each one says. */
const MESSAGES: RefusalMessages = {
  [C.dateInvalid]: 'records_error_date_invalid',
  [C.rangeReversed]: 'records_error_range_reversed',
  [C.rangeTooLong]: 'records_error_range_too_long',
  [C.pageInvalid]: 'records_error_page_invalid',
  [C.gameTypeUnknown]: 'records_error_game_type_unknown',
  [C.kindUnknown]: 'records_error_kind_unknown',
};

/** The translated message of a failed record query. */
export function recordsErrorMessage(t: TFunction, error: FailureInfo | undefined): string {
  return failureMessage(t, error, MESSAGES, { days: RECORDS_MAX_DAYS });
}
