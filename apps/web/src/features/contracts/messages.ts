import { CONTRACT_CODES as C, DOWNLINE_TRANSFER_CODES as D } from '@tessera/api';
import type { TFunction } from '@tessera/i18n';
import { formatAmount } from '@tessera/format';
import { failureMessage, type RefusalMessages } from '../system/failureMessage';
import type { FailureInfo } from '../system/slice';

const CONTRACT_MESSAGES: RefusalMessages = {
  [C.disabled]: 'contract_error_disabled',
  [C.notDirectDownline]: 'contract_error_not_direct',
  [C.downlineNotAgent]: 'contract_error_not_agent',
  [C.notFound]: 'contract_error_not_found',
  [C.stateInvalid]: 'contract_error_state',
  [C.sideInvalid]: 'contract_error_side',
  [C.termsInvalid]: 'contract_error_terms',
  [C.rateAboveUpline]: 'contract_error_rate_above',
  [C.noOwnContract]: 'contract_error_no_own',
  [C.policyOff]: 'contract_error_policy',
};

/** The translated reason a contract call failed. */
export const contractErrorMessage = (t: TFunction, error: Partial<FailureInfo> | null | undefined): string =>
  failureMessage(t, error, CONTRACT_MESSAGES);

/** A failed contract read, as the records' results show it: a title and a line. */
export const contractFailure = (t: TFunction, error: FailureInfo | undefined) => ({
  title: t('content_load_failed'),
  text: contractErrorMessage(t, error),
});

const TRANSFER_MESSAGES: RefusalMessages = {
  [D.notDirectDownline]: 'downline_error_not_direct',
  [D.invalidAmount]: 'upline_error_invalid_amount',
  [D.insufficientBalance]: 'upline_error_insufficient_balance',
  [D.passwordIncorrect]: 'upline_error_password_incorrect',
  [D.invalidRemark]: 'upline_error_remark',
  [D.invalidIdempotencyKey]: 'upline_error_idempotency',
  [D.idempotencyConflict]: 'upline_error_idempotency',
  [D.pageInvalid]: 'upline_error_page',
};

/** The translated reason a transfer to a downline failed; an amount out of range names the limits. */
export function downlineErrorMessage(t: TFunction, error: Partial<FailureInfo> | null | undefined): string {
  if (error?.code === D.amountOutOfRange) {
    const limits = error.details as { minAmount?: number; maxAmount?: number } | undefined;
    if (typeof limits?.minAmount === 'number' && typeof limits.maxAmount === 'number') {
      return t('upline_error_amount_out_of_range', {
        min: formatAmount(limits.minAmount),
        max: formatAmount(limits.maxAmount),
      });
    }
  }
  return failureMessage(t, error, TRANSFER_MESSAGES);
}
