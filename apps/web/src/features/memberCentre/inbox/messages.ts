import { INBOX_CODES } from '@tessera/api';
import type { TFunction } from '@tessera/i18n';
import { failureMessage, type RefusalMessages } from '../../system/failureMessage';
import type { FailureInfo } from '../../system/slice';

/** The platform's refusals of an inbox call and what each one says. */
const MESSAGES: RefusalMessages = {
  [INBOX_CODES.pageInvalid]: 'inbox_error_page_invalid',
  [INBOX_CODES.readInvalid]: 'inbox_error_read_invalid',
};

/** The translated message of a failed inbox call. */
export function inboxErrorMessage(t: TFunction, error: FailureInfo | undefined): string {
  return failureMessage(t, error, MESSAGES);
}
