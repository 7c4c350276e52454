import { useEffect } from 'react';
import { useForm } from '../../widgets/useForm';
import { object, string } from 'yup';
import { useTranslation } from '@tessera/i18n';
import { LOGIN_TYPES } from '@tessera/api';
import { Button, Form, FormActions, FormMessage } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { CaptchaField } from '../auth/CaptchaField';
import { VerificationCodeField } from '../auth/VerificationCodeField';
import { CodeRequestWarning } from '../auth/CodeRequestWarning';
import { MobileNumberField } from '../auth/MobileNumberField';
import { authErrorMessage } from '../auth/messages';
import { selectCaptcha } from '../auth/selectors';
import { smsCodeRequested, smsCountdownCancelled } from '../auth/smsSlice';
import { selectCountries } from '../system/selectors';
import { loginRequested } from './slice';
import { selectSession } from './selectors';

const MOBILE = /^\d{6,15}$/;
const CODE = /^\d{6}$/;

/** Login by mobile number and an SMS code (§1), when the mobile-code login flag is on. */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { loginPending, loginError } = useAppSelector(selectSession);
  const captchaId = useAppSelector(selectCaptcha('login')).captcha?.captchaId ?? '';
  const firstDialingCode = useAppSelector(selectCountries)[0]?.countryDialingCode ?? '';
  // Closing the form stops its countdown (§4).
  useEffect(() => () => void dispatch(smsCountdownCancelled('login')), [dispatch]);

  const mobileNum = string().trim().required(t('error_phone_missing')).matches(MOBILE, t('error_phone_invalid'));
  const form = useForm({
    initialValues: { dialingCode: firstDialingCode, mobileNum: '', captchaCode: '', verificationCode: '' },
    enableReinitialize: false,
    validationSchema: object({
      mobileNum,
      verificationCode: string().trim().required(t('error_code_missing')).matches(CODE, t('error_code_invalid')),
    }),
    onSubmit: (values) =>
      void dispatch(
        loginRequested({
          type: LOGIN_TYPES.sms,
          username: values.mobileNum.trim(),
          password: '',
          verificationCode: values.verificationCode.trim(),
        }),
      ),
  });
  const dialingCode = form.values.dialingCode || firstDialingCode;

  /** §5: before a code is requested only the mobile number (and the captcha) is checked. */
  const requestCode = async () => {
    await form.setFieldTouched('mobileNum', true, false);
    await form.setFieldTouched('captchaCode', true, false);
    const numberError = await mobileNum.validate(form.values.mobileNum).then(
      () => undefined,
      (e: Error) => e.message,
    );
    const captchaCode = form.values.captchaCode.trim();
    form.setErrors({ mobileNum: numberError, captchaCode: captchaCode ? undefined : t('error_captcha_required') });
    if (numberError || !captchaCode) return;
    dispatch(
      smsCodeRequested('login', {
        mobileNum: form.values.mobileNum.trim(),
        countryDialingCode: dialingCode,
        captchaId,
        captchaCode,
      }),
    );
    await form.setFieldValue('captchaCode', '', false);
  };
  const fieldError = (name: keyof typeof form.values) => (form.touched[name] ? form.errors[name] : undefined);

  return (
    <Form onSubmit={form.handleSubmit} aria-label={t('login_by_sms')}>
      {loginError && <FormMessage tone="danger">{authErrorMessage(t, loginError)}</FormMessage>}
      <MobileNumberField
        {...form.getFieldProps('mobileNum')}
        error={fieldError('mobileNum')}
        dialingCode={dialingCode}
        onDialingCodeChange={(code) => void form.setFieldValue('dialingCode', code)}
      />
      <CaptchaField form="login" {...form.getFieldProps('captchaCode')} error={fieldError('captchaCode')} />
      <VerificationCodeField
        purpose="login"
        onRequestCode={requestCode}
        {...form.getFieldProps('verificationCode')}
        error={fieldError('verificationCode')}
      />
      <FormActions align="stretch">
        <Button type="submit" loading={loginPending} fullWidth>
          {t('login_submit')}
        </Button>
      </FormActions>
      <CodeRequestWarning purpose="login" />
    </Form>
  );
}
