import { FEEDBACK_CODES, FEEDBACK_WORDS_MAX, FEEDBACK_WORDS_MIN, WITHDRAW_CONFIRM_CODES } from '@tessera/api';
import type { FeedbackType } from '@tessera/api';
import type { TFunction, TranslationKey } from '@tessera/i18n';
import { failureMessage, type RefusalMessages } from '../../system/failureMessage';
import type { FailureInfo } from '../../system/slice';

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, TranslationKey> = {
  deposit: 'fb_type_deposit',
  withdrawal: 'fb_type_withdrawal',
  game: 'fb_type_game',
  customerService: 'fb_type_customer_service',
  application: 'fb_type_application',
  other: 'fb_type_misc',
};

const MESSAGES: RefusalMessages = {
  [FEEDBACK_CODES.contentEmpty]: 'fb_enter_content',
  [FEEDBACK_CODES.typeInvalid]: 'fb_error_type',
  [WITHDRAW_CONFIRM_CODES.tooManyImages]: 'wd_error_too_many_images',
};

/** The translated reason a feedback was refused; word bounds and image refusals name what is wrong. */
export function feedbackErrorMessage(t: TFunction, error: Partial<FailureInfo>): string {
  const details = (error.details ?? {}) as { words?: number; name?: string };
  if (error.code === FEEDBACK_CODES.wordCount)
    return t('fb_words_range', { min: FEEDBACK_WORDS_MIN, max: FEEDBACK_WORDS_MAX, words: details.words ?? 0 });
  if (error.code === WITHDRAW_CONFIRM_CODES.imageType) return t('img_error_type', { name: details.name ?? '' });
  if (error.code === WITHDRAW_CONFIRM_CODES.imageTooLarge) return t('img_error_size', { name: details.name ?? '' });
  return failureMessage(t, error, MESSAGES);
}
