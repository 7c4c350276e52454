import { useForm } from '../../widgets/useForm';
import { object } from 'yup';
import { useTranslation } from '@tessera/i18n';
import { Button, Form, FormActions, FormMessage, TextField } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { passwordErrorMessage } from './messages';
import { forgotByEmailRequested } from './slice';
import { selectPassword } from './selectors';
import { ACCOUNT_NAME_RULE, emailRule, ruleField } from './validation';

/** §2 forgot by e-mail: username and e-mail; the platform e-mails a reset link. */
export function ForgotByEmailForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { rules, forgotPending, forgotError } = useAppSelector(selectPassword);
  const form = useForm({
    initialValues: { username: '', email: '' },
    validationSchema: object({
      username: ruleField(t, ACCOUNT_NAME_RULE, {
        required: t('error_input_required'),
        format: t('error_username_format'),
      }),
      email: ruleField(t, emailRule(rules?.email), {
        required: t('error_input_required'),
        format: t('error_email_format'),
      }),
    }),
    onSubmit: (values) => void dispatch(forgotByEmailRequested(values)),
  });
  const fieldError = (name: keyof typeof form.values) => (form.touched[name] ? form.errors[name] : undefined);

  return (
    <Form onSubmit={form.handleSubmit} aria-label={t('forgot_by_email')}>
      <p>{t('forgot_email_intro')}</p>
      {forgotError && <FormMessage tone="danger">{passwordErrorMessage(t, forgotError)}</FormMessage>}
      <TextField
        label={t('field_username')}
        autoComplete="username"
        required
        {...form.getFieldProps('username')}
        error={fieldError('username')}
      />
      <TextField
        label={t('field_email')}
        type="email"
        autoComplete="email"
        required
        {...form.getFieldProps('email')}
        error={fieldError('email')}
      />
      <FormActions align="stretch">
        <Button type="submit" loading={forgotPending} fullWidth>
          {t('forgot_send_email')}
        </Button>
      </FormActions>
    </Form>
  );
}
