import { REFERRAL_CODES as C } from '@tessera/api';
import type { TFunction } from '@tessera/i18n';
import { failureMessage, type RefusalMessages } from '../../system/failureMessage';
import type { FailureInfo } from '../../system/slice';

/** The platform's refusals of a referral call and what each one says. */
const MESSAGES: RefusalMessages = {
  [C.pageInvalid]: 'referral_error_page_invalid',
};

/** The translated message of a failed referral call. */
export function referralErrorMessage(t: TFunction, error: FailureInfo | undefined): string {
  return failureMessage(t, error, MESSAGES);
}
