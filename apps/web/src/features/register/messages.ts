import { IDENTITY_CODES as C, type RegisterFieldRule } from '@tessera/api';
import type { TFunction } from '@tessera/i18n';
import { authErrorMessage } from '../auth/messages';
import { checkField } from './schema';
import type { RegisterFailure, RegisterValues } from './slice';

/**
 * The translated message of a refused registration. A field the platform refused gets the
 * message its rule gives for what was sent; the rest are the identity messages.
 */
export function registerErrorMessage(
  t: TFunction,
  failure: RegisterFailure,
  rules: readonly RegisterFieldRule[],
  sent: RegisterValues,
): string {
  const { error, field } = failure;
  if (error.code === C.usernameTaken) return t('error_username_taken');
  if (error.code === C.mobileTaken) return t('error_mobile_taken');
  if (error.code === C.invalidField) {
    const rule = rules.find((r) => r.field === field);
    return (rule && checkField(t, rule, sent[rule.field])) ?? t('register_field_refused');
  }
  return authErrorMessage(t, error);
}
