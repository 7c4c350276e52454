import { POINTS_CODES as C } from '@tessera/api';
import type { TFunction } from '@tessera/i18n';
import { failureMessage, type RefusalMessages } from '../system/failureMessage';
import type { FailureInfo } from '../system/slice';

const MESSAGES: RefusalMessages = {
  [C.rewardNotFound]: 'points_error_reward_not_found',
  [C.outOfStock]: 'points_error_out_of_stock',
  [C.notEnoughPoints]: 'points_error_not_enough_points',
  [C.insufficientBalance]: 'points_error_insufficient_balance',
  [C.passwordIncorrect]: 'points_error_password_incorrect',
  [C.invalidField]: 'points_error_invalid_field',
  [C.invalidPoints]: 'points_error_invalid_points',
  [C.invalidIdempotencyKey]: 'points_error_request',
  [C.idempotencyConflict]: 'points_error_request',
};

/** The translated reason a points call failed. */
export function pointsErrorMessage(t: TFunction, error: Partial<FailureInfo>): string {
  return failureMessage(t, error, MESSAGES);
}
