import { IDENTITY_CODES } from '@tessera/api';
import type { TFunction, TranslationKey } from '@tessera/i18n';
import type { FailureInfo } from './slice';

/** A feature's refusal codes and the translation key each one shows. */
export type RefusalMessages = Partial<Record<string, TranslationKey>>;

/** Refusals any member call can meet, whatever the feature. */
const ANY_CALL: RefusalMessages = {
  [IDENTITY_CODES.notLoggedIn]: 'error_not_logged_in',
  [IDENTITY_CODES.trialAccount]: 'in_need_true_account',
};

/**
 * The translated message of a failed call: the feature's own refusals first, then those any call can
 * meet; a refusal without a message of ours shows the platform's text, and transport failures say
 * what happened on the way. `values` fill the placeholders of the feature's messages.
 */
export function failureMessage(
  t: TFunction,
  error: Partial<FailureInfo> | null | undefined,
  own: RefusalMessages = {},
  values?: Record<string, unknown>,
): string {
  if (!error) return t('error_unknown');
  if (error.code === IDENTITY_CODES.loginLocked) return t('error_login_locked', { count: lockMinutes(error.details) });
  const key = error.code === undefined ? undefined : (own[error.code] ?? ANY_CALL[error.code]);
  if (key) return values ? t(key, values) : t(key);
  if (error.kind === 'network') return t('error_network_abnormal');
  if (error.kind === 'timeout') return t('error_page_load_timeout');
  return error.kind === 'business' && error.message ? error.message : t('error_unknown');
}

/** Whole minutes until a locked login may try again, from the refusal's `retryAfterSeconds`. */
function lockMinutes(details: unknown): number {
  const seconds = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  // Without the platform's figure, its usual lock.
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : 15;
}
