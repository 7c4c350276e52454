import { WALLET_TRANSFER_CODES as C } from '@tessera/api';
import type { TFunction } from '@tessera/i18n';
import { failureMessage, type RefusalMessages } from '../../system/failureMessage';
import type { FailureInfo } from '../../system/slice';

/** The platform's refusals of a wallet transfer and what each one says. */
const MESSAGES: RefusalMessages = {
  [C.unknownWallet]: 'wallet_error_unknown_wallet',
  [C.sameWallet]: 'wallet_error_same',
  [C.invalidAmount]: 'wallet_error_amount',
  [C.invalidIdempotencyKey]: 'wallet_error_key',
  [C.idempotencyConflict]: 'wallet_error_conflict',
  [C.insufficientFunds]: 'wallet_error_insufficient',
};

/** The translated message of a failed transfer. */
export function walletErrorMessage(t: TFunction, error: FailureInfo): string {
  return failureMessage(t, error, MESSAGES);
}
