import { CASHIER_CODES as C, WITHDRAW_CONFIRM_CODES } from '@tessera/api';
import type { TFunction } from '@tessera/i18n';
import { formatAmount } from '@tessera/format';
import { failureMessage, type RefusalMessages } from '../../system/failureMessage';
import type { FailureInfo } from '../../system/slice';

const MESSAGES: RefusalMessages = {
  [C.channelNotFound]: 'cashier_error_channel_not_found',
  [C.invalidAmount]: 'cashier_error_invalid_amount',
  [C.invalidIdempotencyKey]: 'cashier_error_idempotency',
  [C.idempotencyConflict]: 'cashier_error_idempotency',
  [C.orderNotFound]: 'cashier_error_order_not_found',
  [C.passwordIncorrect]: 'cashier_error_password_incorrect',
  [C.insufficientBalance]: 'cashier_error_insufficient_balance',
  [C.dailyLimitReached]: 'cashier_error_daily_limit',
  [C.invalidBankDetails]: 'cashier_error_bank_details',
};

/** The translated reason a cashier call failed; an amount out of range names the channel's limits. */
export function cashierErrorMessage(t: TFunction, error: Partial<FailureInfo>): string {
  if (error.code === C.amountOutOfRange) {
    const limits = error.details as { minAmount?: number; maxAmount?: number } | undefined;
    if (typeof limits?.minAmount === 'number' && typeof limits.maxAmount === 'number') {
      return t('cashier_error_amount_out_of_range', {
        min: formatAmount(limits.minAmount),
        max: formatAmount(limits.maxAmount),
      });
    }
    return t('cashier_error_invalid_amount');
  }
  return failureMessage(t, error, MESSAGES);
}

const ANSWER_MESSAGES: RefusalMessages = {
  [WITHDRAW_CONFIRM_CODES.notFound]: 'cashier_error_order_not_found',
  [WITHDRAW_CONFIRM_CODES.notAwaiting]: 'wd_error_not_open',
  [WITHDRAW_CONFIRM_CODES.notPaidInFull]: 'wd_error_not_paid_in_full',
  [WITHDRAW_CONFIRM_CODES.tooManyImages]: 'wd_error_too_many_images',
};

/** The translated reason an answer to a withdrawal payment (or the list) failed; an image refusal names the file. */
export function withdrawAnswerMessage(t: TFunction, error: Partial<FailureInfo>): string {
  const name = (error.details as { name?: string } | undefined)?.name ?? '';
  if (error.code === WITHDRAW_CONFIRM_CODES.imageType) return t('img_error_type', { name });
  if (error.code === WITHDRAW_CONFIRM_CODES.imageTooLarge) return t('img_error_size', { name });
  return failureMessage(t, error, ANSWER_MESSAGES);
}
