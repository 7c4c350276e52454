import { IDENTITY_CODES, INBOX_CODES } from '@tessera/api';
import type { TFunction, TranslationKey } from '@tessera/i18n';
import type { FailureInfo } from '../../system/slice';

/** The platform's refusals of an inbox call and what each one says. */
const MESSAGES: Partial<Record<string, TranslationKey>> = {
  [INBOX_CODES.pageInvalid]: 'inbox_error_page_invalid',
  [INBOX_CODES.readInvalid]: 'inbox_error_read_invalid',
  [IDENTITY_CODES.notLoggedIn]: 'error_not_logged_in',
};

/** The translated message of a failed inbox call. */
export function inboxErrorMessage(t: TFunction, error: FailureInfo | undefined): string {
  if (!error) return t('error_unknown');
  const key = MESSAGES[error.code];
  if (key) return t(key);
  if (error.kind === 'network') return t('error_network_abnormal');
  if (error.kind === 'timeout') return t('error_page_load_timeout');
  return t('error_unknown');
}
