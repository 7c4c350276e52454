import { IDENTITY_CODES, WALLET_TRANSFER_CODES as C } from '@tessera/api';
import type { TFunction, TranslationKey } from '@tessera/i18n';
import type { FailureInfo } from '../../system/slice';

/** The platform's refusals of a wallet transfer and what each one says. */
const MESSAGES: Partial<Record<string, TranslationKey>> = {
  [C.unknownWallet]: 'wallet_error_unknown_wallet',
  [C.sameWallet]: 'wallet_error_same',
  [C.invalidAmount]: 'wallet_error_amount',
  [C.invalidIdempotencyKey]: 'wallet_error_key',
  [C.idempotencyConflict]: 'wallet_error_conflict',
  [C.insufficientFunds]: 'wallet_error_insufficient',
  [IDENTITY_CODES.trialAccount]: 'in_need_true_account',
  [IDENTITY_CODES.notLoggedIn]: 'error_not_logged_in',
};

/** The translated message of a failed transfer. */
export function walletErrorMessage(t: TFunction, error: FailureInfo): string {
  const key = MESSAGES[error.code];
  if (key) return t(key);
  if (error.kind === 'network') return t('error_network_abnormal');
  if (error.kind === 'timeout') return t('error_page_load_timeout');
  return t('error_unknown');
}
