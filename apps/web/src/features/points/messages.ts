import { IDENTITY_CODES, POINTS_CODES as C } from '@tessera/api';
import type { TFunction, TranslationKey } from '@tessera/i18n';
import type { FailureInfo } from '../system/slice';

const MESSAGES: Partial<Record<string, TranslationKey>> = {
  [C.trialAccount]: 'in_need_true_account',
  [C.rewardNotFound]: 'points_error_reward_not_found',
  [C.outOfStock]: 'points_error_out_of_stock',
  [C.notEnoughPoints]: 'points_error_not_enough_points',
  [C.insufficientBalance]: 'points_error_insufficient_balance',
  [C.passwordIncorrect]: 'points_error_password_incorrect',
  [C.invalidField]: 'points_error_invalid_field',
  [C.invalidPoints]: 'points_error_invalid_points',
  [C.invalidIdempotencyKey]: 'points_error_request',
  [C.idempotencyConflict]: 'points_error_request',
  [IDENTITY_CODES.notLoggedIn]: 'error_not_logged_in',
};

/** The translated reason a points call failed; transport failures say what happened. */
export function pointsErrorMessage(t: TFunction, error: Partial<FailureInfo>): string {
  if (error.code === IDENTITY_CODES.loginLocked) return t('error_login_locked', { minutes: 15 });
  const key = error.code === undefined ? undefined : MESSAGES[error.code];
  if (key) return t(key);
  if (error.kind === 'network') return t('error_network_abnormal');
  if (error.kind === 'timeout') return t('error_page_load_timeout');
  return error.kind === 'business' && error.message ? error.message : t('error_unknown');
}
