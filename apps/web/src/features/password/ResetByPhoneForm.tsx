import { useEffect } from 'react';
import { useForm } from '../../widgets/useForm';
import { object } from 'yup';
import { useTranslation } from '@tessera/i18n';
import { Button, Form, FormActions, FormMessage, PasswordField } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { CaptchaField } from '../auth/CaptchaField';
import { VerificationCodeField } from '../auth/VerificationCodeField';
import { CodeRequestWarning } from '../auth/CodeRequestWarning';
import { MobileNumberField } from '../auth/MobileNumberField';
import { selectCaptcha } from '../auth/selectors';
import { smsCodeRequested } from '../auth/smsSlice';
import { selectCountries } from '../system/selectors';
import { passwordErrorMessage } from './messages';
import { phoneResetRequested } from './slice';
import { selectPassword } from './selectors';
import { ruleField } from './validation';

/**
 * §2 forgot by mobile: a code sent to the number sets a new password, then the member is logged
 * in with it. A captcha answers once, so the one the form shows is renewed after each use (the
 * code request, a failed login) and its field is emptied: the member reads a new picture before
 * requesting a code and again before submitting, which the login by mobile number needs.
 */
export function ResetByPhoneForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { rules, forgotPending, forgotError, phonePasswordSet } = useAppSelector(selectPassword);
  const captchaId = useAppSelector(selectCaptcha('reset')).captcha?.captchaId ?? '';
  const firstDialingCode = useAppSelector(selectCountries)[0]?.countryDialingCode ?? '';

  const mobileNum = ruleField(t, rules?.mobileNum, {
    required: t('error_phone_missing'),
    format: t('error_phone_invalid'),
  });
  const captchaCode = ruleField(t, undefined, {
    required: t('error_captcha_required'),
    format: t('error_captcha_required'),
  });
  const form = useForm({
    initialValues: {
      dialingCode: firstDialingCode,
      mobileNum: '',
      captchaCode: '',
      verificationCode: '',
      newPassword: '',
    },
    validationSchema: object({
      mobileNum,
      captchaCode,
      verificationCode: ruleField(t, rules?.smsCode, {
        required: t('error_code_missing'),
        format: t('error_code_invalid'),
      }),
      newPassword: ruleField(
        t,
        rules?.password,
        { required: t('error_input_required'), format: t('error_password_format'), length: true },
        false,
      ),
    }),
    onSubmit: ({ dialingCode, ...values }) =>
      void dispatch(phoneResetRequested({ ...values, countryDialingCode: dialingCode || firstDialingCode, captchaId })),
  });
  const dialingCode = form.values.dialingCode || firstDialingCode;
  const { setFieldValue, setFieldTouched } = form;
  // A new picture makes what was typed for the old one useless.
  useEffect(() => {
    void setFieldValue('captchaCode', '', false);
    void setFieldTouched('captchaCode', false, false);
  }, [captchaId, setFieldValue, setFieldTouched]);

  /** §5: before a code is requested only the mobile number (and the captcha it needs) is checked. */
  const requestCode = async () => {
    await form.setFieldTouched('mobileNum', true, false);
    await form.setFieldTouched('captchaCode', true, false);
    const problem = (schema: typeof mobileNum, value: string) =>
      schema.validate(value).then(
        () => undefined,
        (e: Error) => e.message,
      );
    const errors = {
      mobileNum: await problem(mobileNum, form.values.mobileNum),
      captchaCode: await problem(captchaCode, form.values.captchaCode),
    };
    form.setErrors({ ...form.errors, ...errors });
    if (errors.mobileNum || errors.captchaCode) return;
    const body = { mobileNum: form.values.mobileNum.trim(), captchaId, captchaCode: form.values.captchaCode.trim() };
    dispatch(smsCodeRequested('reset', dialingCode ? { ...body, countryDialingCode: dialingCode } : body));
  };
  const fieldError = (name: keyof typeof form.values) => (form.touched[name] ? form.errors[name] : undefined);

  return (
    <Form onSubmit={form.handleSubmit} aria-label={t('forgot_by_mobile')}>
      {phonePasswordSet && <FormMessage tone="info">{t('reset_password_set_login_failed')}</FormMessage>}
      {forgotError && <FormMessage tone="danger">{passwordErrorMessage(t, forgotError)}</FormMessage>}
      <MobileNumberField
        {...form.getFieldProps('mobileNum')}
        error={fieldError('mobileNum')}
        dialingCode={dialingCode}
        onDialingCodeChange={(code) => void form.setFieldValue('dialingCode', code)}
      />
      <CaptchaField form="reset" {...form.getFieldProps('captchaCode')} error={fieldError('captchaCode')} />
      <VerificationCodeField
        purpose="reset"
        onRequestCode={requestCode}
        {...form.getFieldProps('verificationCode')}
        error={fieldError('verificationCode')}
      />
      <PasswordField
        label={t('field_new_password')}
        autoComplete="new-password"
        showPasswordLabel={t('show_password')}
        required
        {...form.getFieldProps('newPassword')}
        error={fieldError('newPassword')}
      />
      <FormActions align="stretch">
        <Button type="submit" loading={forgotPending} fullWidth>
          {t('submit')}
        </Button>
      </FormActions>
      <CodeRequestWarning purpose="reset" />
    </Form>
  );
}
