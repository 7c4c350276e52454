import type { TFunction } from '@tessera/i18n';
import type { FailureInfo } from '../system/slice';

/** The translated message for a failed login (§8); the platform's own text for the rest. */
export function loginErrorMessage(t: TFunction, error: FailureInfo): string {
  switch (error.code) {
    case 'LOGIN_FAILED':
      return t('error_login_failed');
    case 'LOGIN_LOCKED':
      return t('error_login_locked', { minutes: 15 });
    case 'SECOND_VERIFICATION_REQUIRED':
      return t('error_second_verification');
    case 'OPERATION_NOT_ALLOWED':
      return t('error_operation_not_allowed');
    default:
      if (error.kind === 'network') return t('error_network_abnormal');
      if (error.kind === 'timeout') return t('error_page_load_timeout');
      return error.kind === 'business' && error.message ? error.message : t('error_unknown');
  }
}
