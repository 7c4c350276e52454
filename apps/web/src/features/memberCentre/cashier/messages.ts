import { CASHIER_CODES as C, IDENTITY_CODES } from '@tessera/api';
import type { TFunction, TranslationKey } from '@tessera/i18n';
import { formatAmount } from '@tessera/i18n';
import type { FailureInfo } from '../../system/slice';

const MESSAGES: Partial<Record<string, TranslationKey>> = {
  [C.trialAccount]: 'in_need_true_account',
  [C.channelNotFound]: 'cashier_error_channel_not_found',
  [C.invalidAmount]: 'cashier_error_invalid_amount',
  [C.invalidIdempotencyKey]: 'cashier_error_idempotency',
  [C.idempotencyConflict]: 'cashier_error_idempotency',
  [C.orderNotFound]: 'cashier_error_order_not_found',
  [C.passwordIncorrect]: 'cashier_error_password_incorrect',
  [C.insufficientBalance]: 'cashier_error_insufficient_balance',
  [C.dailyLimitReached]: 'cashier_error_daily_limit',
  [C.invalidBankDetails]: 'cashier_error_bank_details',
  [IDENTITY_CODES.notLoggedIn]: 'error_not_logged_in',
};

/** The translated reason a cashier call failed; transport failures say what happened. */
export function cashierErrorMessage(t: TFunction, error: Partial<FailureInfo>): string {
  if (error.code === C.amountOutOfRange) {
    const limits = error.details as { minAmount?: number; maxAmount?: number } | undefined;
    if (typeof limits?.minAmount === 'number' && typeof limits.maxAmount === 'number') {
      return t('cashier_error_amount_out_of_range', { min: formatAmount(limits.minAmount), max: formatAmount(limits.maxAmount) });
    }
    return t('cashier_error_invalid_amount');
  }
  if (error.code === IDENTITY_CODES.loginLocked) return t('error_login_locked', { minutes: 15 });
  const key = error.code === undefined ? undefined : MESSAGES[error.code];
  if (key) return t(key);
  if (error.kind === 'network') return t('error_network_abnormal');
  if (error.kind === 'timeout') return t('error_page_load_timeout');
  return error.kind === 'business' && error.message ? error.message : t('error_unknown');
}
