import { useForm } from '../../widgets/useForm';
import { object, string } from 'yup';
import { useTranslation } from '@tessera/i18n';
import { Button, Form, FormActions, FormMessage, PasswordField, TextField } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { authErrorMessage } from '../auth/messages';
import { loginRequested } from './slice';
import { selectSession } from './selectors';
import { SecondVerificationForm } from './SecondVerificationForm';

/**
 * Login by username (or mobile number) and password. A login from a new address continues with
 * the second verification, keeping what was typed here.
 */
export function PasswordLoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { loginPending, loginError, secondVerification } = useAppSelector(selectSession);
  const required = t('error_username_password_required');
  const form = useForm({
    initialValues: { username: '', password: '' },
    validationSchema: object({ username: string().trim().required(required), password: string().required(required) }),
    onSubmit: (values) => void dispatch(loginRequested(values)),
  });
  const fieldError = (name: 'username' | 'password') => (form.touched[name] ? form.errors[name] : undefined);

  if (secondVerification) {
    return <SecondVerificationForm credentials={form.values} destinations={secondVerification} />;
  }
  return (
    <Form onSubmit={form.handleSubmit} aria-label={t('login_by_password')}>
      {loginError && <FormMessage tone="danger">{authErrorMessage(t, loginError)}</FormMessage>}
      <TextField
        label={t('login_username')}
        autoComplete="username"
        {...form.getFieldProps('username')}
        error={fieldError('username')}
        required
      />
      <PasswordField
        label={t('login_password')}
        autoComplete="current-password"
        showPasswordLabel={t('show_password')}
        {...form.getFieldProps('password')}
        error={fieldError('password')}
        required
      />
      <FormActions align="end">
        <Button type="button" variant="ghost" size="sm" onClick={onForgotPassword}>
          {t('forgot_password')}
        </Button>
      </FormActions>
      <FormActions align="stretch">
        <Button type="submit" loading={loginPending} fullWidth>
          {t('login_submit')}
        </Button>
      </FormActions>
    </Form>
  );
}
