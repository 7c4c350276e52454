import { useId, useMemo, useState } from 'react';
import { useForm } from '../../../widgets/useForm';
import { object, string } from 'yup';
import { countWords, FEEDBACK_CHARS_MAX, FEEDBACK_TYPES, FEEDBACK_WORDS_MAX, FEEDBACK_WORDS_MIN } from '@tessera/api';
import type { FeedbackType } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { Button, FieldError, Form, FormActions, FormMessage, Select } from '@tessera/ui';
import { useSendFeedbackMutation } from '../feedbackApi';
import { ImagePicker } from '../uploads/ImagePicker';
import type { PickedImage } from '../uploads/images';
import type { FailureInfo } from '../../system/slice';
import { Card } from '../styles';
import { FEEDBACK_TYPE_LABELS, feedbackErrorMessage } from './messages';
import { Field } from './FeedbackForm.styles';

const EMPTY = { type: '' as FeedbackType | '', content: '' };

/**
 * Sends a feedback (§3, §5): the question type, the content with a live word count within the
 * bounds (counted as the platform counts them, per script), and up to three images with
 * previews. Empty content says "enter feedback content" (§8); a refusal keeps what was typed.
 */
export function FeedbackForm() {
  const { t: translate, i18n } = useTranslation();
  const id = useId();
  const [send] = useSendFeedbackMutation();
  const [images, setImages] = useState<PickedImage[]>([]);
  const [failure, setFailure] = useState<FailureInfo | null>(null);
  const [sent, setSent] = useState(false);

  const schema = useMemo(
    () =>
      object({
        type: string().required(translate('fb_error_type')),
        content: string()
          .trim()
          .required(translate('fb_enter_content'))
          .max(
            FEEDBACK_CHARS_MAX,
            translate('fb_words_range', {
              min: FEEDBACK_WORDS_MIN,
              max: FEEDBACK_WORDS_MAX,
              words: FEEDBACK_WORDS_MAX + 1,
            }),
          )
          .test('words', '', function (value) {
            const words = countWords(value ?? '');
            return words >= FEEDBACK_WORDS_MIN && words <= FEEDBACK_WORDS_MAX
              ? true
              : this.createError({
                  message: translate('fb_words_range', { min: FEEDBACK_WORDS_MIN, max: FEEDBACK_WORDS_MAX, words }),
                });
          }),
      }),
    [translate],
  );

  const form = useForm({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setSent(false);
      const result = await send({
        type: values.type as FeedbackType,
        content: values.content.trim(),
        images: images.map((i) => i.image),
      });
      if ('error' in result && result.error) {
        setFailure(result.error as FailureInfo);
        return;
      }
      setSent(true);
      setImages([]);
      helpers.resetForm();
    },
  });

  const words = countWords(form.values.content, i18n.language);
  const over = words > FEEDBACK_WORDS_MAX;
  const contentError = form.touched.content ? form.errors.content : undefined;

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{translate('fb_form_title')}</h3>
      <Form aria-labelledby={`${id}-title`} onSubmit={form.handleSubmit}>
        <Select
          label={translate('fb_type')}
          placeholder={translate('fb_type_choose')}
          options={FEEDBACK_TYPES.map((type) => ({ value: type, label: translate(FEEDBACK_TYPE_LABELS[type]) }))}
          {...form.getFieldProps('type')}
          error={form.touched.type ? form.errors.type : undefined}
          required
        />
        <Field>
          <label htmlFor={`${id}-content`}>{translate('fb_content')}</label>
          <textarea
            id={`${id}-content`}
            {...form.getFieldProps('content')}
            aria-invalid={contentError ? 'true' : 'false'}
            aria-describedby={`${id}-count${contentError ? ` ${id}-error` : ''}`}
            maxLength={FEEDBACK_CHARS_MAX}
            required
          />
          <div className="meta">
            <span>{translate('fb_content_hint', { min: FEEDBACK_WORDS_MIN, max: FEEDBACK_WORDS_MAX })}</span>
            <span
              id={`${id}-count`}
              aria-live="polite"
              data-testid="feedback-word-count"
              {...(over ? { 'data-over': '' } : {})}
            >
              {translate('fb_word_count', { words, max: FEEDBACK_WORDS_MAX })}
            </span>
          </div>
          <FieldError id={`${id}-error`}>{contentError}</FieldError>
        </Field>
        <ImagePicker label={translate('fb_images')} images={images} onChange={setImages} disabled={form.isSubmitting} />
        {failure && <FormMessage tone="danger">{feedbackErrorMessage(translate, failure)}</FormMessage>}
        {sent && <FormMessage tone="success">{translate('fb_sent')}</FormMessage>}
        <FormActions>
          <Button type="submit" loading={form.isSubmitting}>
            {translate('fb_submit')}
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
