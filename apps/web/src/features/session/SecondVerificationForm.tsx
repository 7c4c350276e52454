import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { object, string } from 'yup';
import { useTranslation } from '@tessera/i18n';
import type { SecondVerification, VerificationChannel } from '@tessera/api';
import { Button, Form, FormActions, FormMessage } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CaptchaField } from '../auth/CaptchaField';
import { VerificationCodeField } from '../auth/VerificationCodeField';
import { CodeRequestWarning } from '../auth/CodeRequestWarning';
import { authErrorMessage } from '../auth/messages';
import { selectCaptcha } from '../auth/selectors';
import { smsCodeRequested, smsCountdownCancelled } from '../auth/smsSlice';
import { loginErrorDismissed, loginRequested } from './slice';
import { selectSession } from './selectors';

const CODE = /^\d{6}$/;

/**
 * §4: a login from an address the account has not used asks for a code sent to the bound mobile
 * or e-mail, then repeats the same login with it.
 */
export function SecondVerificationForm({
  credentials,
  destinations,
}: {
  credentials: { username: string; password: string };
  destinations: SecondVerification;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { loginPending, loginError } = useAppSelector(selectSession);
  const captchaId = useAppSelector(selectCaptcha('verify')).captcha?.captchaId ?? '';
  const [channel, setChannel] = useState<VerificationChannel>(destinations.mobile ? 'sms' : 'email');
  useEffect(() => () => void dispatch(smsCountdownCancelled('verify')), [dispatch]);

  const form = useFormik({
    initialValues: { captchaCode: '', verificationCode: '' },
    validationSchema: object({ verificationCode: string().trim().required(t('error_code_missing')).matches(CODE, t('error_code_invalid')) }),
    onSubmit: ({ verificationCode }) => void dispatch(loginRequested({ ...credentials, verificationCode: verificationCode.trim() })),
  });
  const requestCode = async () => {
    form.setFieldTouched('captchaCode', true);
    const captchaCode = form.values.captchaCode.trim();
    if (!captchaCode) return void form.setFieldError('captchaCode', t('error_captcha_required'));
    dispatch(smsCodeRequested('verify', { username: credentials.username.trim(), channel, captchaId, captchaCode }));
    await form.setFieldValue('captchaCode', '', false);
  };
  const destination = channel === 'sms' ? destinations.mobile : destinations.email;

  return (
    <Form onSubmit={form.handleSubmit} aria-label={t('second_verification_title')}>
      <FormMessage tone="info">{t('second_verification_intro', { destination })}</FormMessage>
      {loginError && <FormMessage tone="danger">{authErrorMessage(t, loginError)}</FormMessage>}
      {destinations.mobile && destinations.email && (
        <Button type="button" variant="ghost" size="sm" onClick={() => setChannel(channel === 'sms' ? 'email' : 'sms')}>
          {channel === 'sms' ? t('second_verification_use_email') : t('second_verification_use_mobile')}
        </Button>
      )}
      <CaptchaField form="verify" {...form.getFieldProps('captchaCode')} error={form.touched.captchaCode ? form.errors.captchaCode : undefined} />
      <VerificationCodeField
        purpose="verify"
        onRequestCode={requestCode}
        {...form.getFieldProps('verificationCode')}
        error={form.touched.verificationCode ? form.errors.verificationCode : undefined}
      />
      <FormActions align="stretch">
        <Button type="submit" loading={loginPending} fullWidth>
          {t('login_submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => dispatch(loginErrorDismissed())}>
          {t('back')}
        </Button>
      </FormActions>
      <CodeRequestWarning purpose="verify" />
    </Form>
  );
}
