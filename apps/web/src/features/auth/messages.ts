import { IDENTITY_CODES as C } from '@tessera/api';
import type { TFunction } from '@tessera/i18n';
import { failureMessage, type RefusalMessages } from '../system/failureMessage';
import type { FailureInfo } from '../system/slice';

/** Refusals of the identity calls (§8) and the translated message each one shows. */
const MESSAGES: RefusalMessages = {
  [C.loginFailed]: 'error_login_failed',
  [C.secondVerificationRequired]: 'error_second_verification',
  [C.operationNotAllowed]: 'error_operation_not_allowed',
  [C.captchaFailed]: 'error_captcha_failed',
  [C.missingPhoneNumber]: 'error_phone_missing',
  [C.invalidPhoneNumber]: 'error_phone_invalid',
  [C.mobileNotRegistered]: 'error_mobile_not_registered',
  [C.usernameTaken]: 'error_username_taken',
  [C.mobileTaken]: 'error_mobile_taken',
  [C.missingVerificationCode]: 'error_code_missing',
  [C.invalidVerificationCode]: 'error_code_invalid',
  [C.codeExpired]: 'error_code_expired',
  [C.smsTooManyRequests]: 'error_sms_too_many',
  [C.passwordMismatch]: 'error_confirm_inconsistent',
  [C.invalidInvitationCode]: 'error_invalid_invitation',
  [C.userOrEmailNotFound]: 'error_user_or_email_not_found',
};

/** The translated message for a failed identity call (login, codes, registration, resets). */
export function authErrorMessage(t: TFunction, error: FailureInfo): string {
  return failureMessage(t, error, MESSAGES);
}
