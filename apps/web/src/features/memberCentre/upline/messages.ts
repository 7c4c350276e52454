import { UPLINE_TRANSFER_CODES as C } from '@tessera/api';
import type { TFunction } from '@tessera/i18n';
import { formatAmount } from '@tessera/format';
import { failureMessage, type RefusalMessages } from '../../system/failureMessage';
import type { FailureInfo } from '../../system/slice';

const MESSAGES: RefusalMessages = {
  [C.noUpline]: 'upline_error_no_upline',
  [C.invalidAmount]: 'upline_error_invalid_amount',
  [C.insufficientBalance]: 'upline_error_insufficient_balance',
  [C.passwordIncorrect]: 'upline_error_password_incorrect',
  [C.invalidRemark]: 'upline_error_remark',
  [C.invalidIdempotencyKey]: 'upline_error_idempotency',
  [C.idempotencyConflict]: 'upline_error_idempotency',
  [C.pageInvalid]: 'upline_error_page',
};

/** The translated reason a transfer-to-upline call failed; an amount out of range names the limits. */
export function uplineErrorMessage(t: TFunction, error: Partial<FailureInfo> | null | undefined): string {
  if (error?.code === C.amountOutOfRange) {
    const limits = error.details as { minAmount?: number; maxAmount?: number } | undefined;
    if (typeof limits?.minAmount === 'number' && typeof limits.maxAmount === 'number') {
      return t('upline_error_amount_out_of_range', {
        min: formatAmount(limits.minAmount),
        max: formatAmount(limits.maxAmount),
      });
    }
    return t('upline_error_invalid_amount');
  }
  return failureMessage(t, error, MESSAGES);
}
