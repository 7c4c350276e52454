import { IDENTITY_CODES as C } from '@tessera/api';
import type { TFunction, TranslationKey } from '@tessera/i18n';
import { authErrorMessage } from '../auth/messages';
import type { FailureInfo } from '../system/slice';

/** The fields a refused password call may name, and what each one says. */
const FIELD_MESSAGES: Partial<Record<string, TranslationKey>> = {
  newPassword: 'error_password_format',
  username: 'error_username_format',
  email: 'error_email_format',
};

/** The translated message of a refused password call: its own refusals first, then every identity refusal. */
export function passwordErrorMessage(t: TFunction, error: FailureInfo): string {
  if (error.code === C.oldPasswordIncorrect) return t('error_old_password_incorrect');
  if (error.code === C.resetTokenInvalid) return t('error_reset_link_invalid');
  if (error.code === C.invalidField) {
    const field = (error.details as { field?: string } | undefined)?.field ?? '';
    return t(FIELD_MESSAGES[field] ?? 'error_input_required');
  }
  return authErrorMessage(t, error);
}
