import type { FormikProps } from 'formik';
import type { AnyObject, ObjectSchema } from 'yup';
import { useTranslation } from '@tessera/i18n';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { CaptchaField } from '../auth/CaptchaField';
import { selectCaptcha } from '../auth/selectors';
import { VerificationCodeField } from '../auth/VerificationCodeField';
import { smsCodeRequested } from '../auth/smsSlice';
import { FIELD_INPUT, type RegisterFormValues } from './fields';

export interface SmsCodeFieldsProps {
  form: FormikProps<RegisterFormValues>;
  /** The form's schema: the mobile number is checked with its rule before a code is sent. */
  schema: ObjectSchema<AnyObject>;
  error: string | undefined;
  dialingCode: string;
}

/**
 * The captcha and the SMS code with its get-code button. Before a code is requested only the
 * mobile number and the captcha are checked (§5); while the countdown runs nothing is sent.
 */
export function SmsCodeFields({ form, schema, error, dialingCode }: SmsCodeFieldsProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const captchaId = useAppSelector(selectCaptcha('register')).captcha?.captchaId ?? '';

  const requestCode = async () => {
    await form.setFieldTouched('fields.mobileNum', true, false);
    await form.setFieldTouched('captchaCode', true, false);
    const numberError = await schema.validateAt('fields.mobileNum', form.values).then(
      () => undefined,
      (e: Error) => e.message,
    );
    const captchaCode = form.values.captchaCode.trim();
    form.setErrors({
      ...form.errors,
      fields: { ...form.errors.fields, mobileNum: numberError },
      captchaCode: captchaCode ? undefined : t('error_captcha_required'),
    });
    if (numberError || !captchaCode) return;
    const mobileNum = (form.values.fields.mobileNum ?? '').trim();
    dispatch(smsCodeRequested('register', { mobileNum, countryDialingCode: dialingCode, captchaId, captchaCode }));
    // A captcha answers once; the flow fetches a new picture.
    await form.setFieldValue('captchaCode', '', false);
  };
  const captchaError = form.touched.captchaCode ? form.errors.captchaCode : undefined;
  const code = form.getFieldProps<string | undefined>('fields.smsCode');

  return (
    <>
      <CaptchaField form="register" {...form.getFieldProps<string>('captchaCode')} error={captchaError} />
      <VerificationCodeField
        purpose="register"
        onRequestCode={requestCode}
        label={t('field_sms_code')}
        {...FIELD_INPUT.smsCode}
        {...code}
        value={code.value ?? ''}
        error={error}
      />
    </>
  );
}
