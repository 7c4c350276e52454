import { useEffect } from 'react';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import { Button, Form, FormActions, FormMessage, LoadingCover, Modal, PasswordField, TextField } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loginErrorDismissed, loginRequested } from './slice';
import { forgotPasswordOpened } from '../password/slice';
import { selectSession } from './selectors';
import { authErrorMessage } from '../auth/messages';

/** The login screen: a modal over the page. A failed login keeps everything typed. */
export function LoginModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { loginPending, loginError, phase } = useAppSelector(selectSession);

  useEffect(() => {
    if (phase === 'member') navigate('/index', { replace: true });
  }, [phase, navigate]);
  useEffect(() => () => void dispatch(loginErrorDismissed()), [dispatch]);

  const required = t('error_username_password_required');
  const form = useFormik({
    initialValues: { username: '', password: '' },
    validationSchema: object({ username: string().trim().required(required), password: string().required(required) }),
    onSubmit: (values) => void dispatch(loginRequested(values)),
  });
  const fieldError = (name: 'username' | 'password') => (form.touched[name] ? form.errors[name] : undefined);

  return (
    <Modal
      open
      onOpenChange={(open) => !open && navigate('/index')}
      title={t('login_title')}
      closeLabel={t('close')}
      width="var(--ts-size-dialog-width)"
      minHeight="0"
    >
      <LoadingCover active={loginPending} label={t('loading')}>
        <Form onSubmit={form.handleSubmit} aria-label={t('login_title')}>
          {loginError && <FormMessage tone="danger">{authErrorMessage(t, loginError)}</FormMessage>}
          <TextField label={t('login_username')} autoComplete="username" {...form.getFieldProps('username')} error={fieldError('username')} required />
          <PasswordField
            label={t('login_password')}
            autoComplete="current-password"
            {...form.getFieldProps('password')}
            error={fieldError('password')}
            required
          />
          <FormActions align="end">
            <Button type="button" variant="ghost" size="sm" onClick={() => dispatch(forgotPasswordOpened())}>
              {t('forgot_password')}
            </Button>
          </FormActions>
          <FormActions align="stretch">
            <Button type="submit" loading={loginPending} fullWidth>
              {t('login_submit')}
            </Button>
          </FormActions>
          <p>
            {t('login_no_account')} <Link to="/register">{t('register_now')}</Link>
          </p>
        </Form>
      </LoadingCover>
    </Modal>
  );
}
