import { useEffect, useState } from 'react';
import { useForm } from '../../widgets/useForm';
import { object, string } from 'yup';
import { useTranslation } from '@tessera/i18n';
import type { SecondVerification, VerificationChannel } from '@tessera/api';
import { Button, Form, FormActions, FormMessage, RadioCard, TextField } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { CaptchaField } from '../auth/CaptchaField';
import { VerificationCodeField } from '../auth/VerificationCodeField';
import { CodeRequestWarning } from '../auth/CodeRequestWarning';
import { authErrorMessage } from '../auth/messages';
import { selectCaptcha } from '../auth/selectors';
import { smsCodeRequested, smsCountdownCancelled } from '../auth/smsSlice';
import { loginErrorDismissed, loginRequested } from './slice';
import { selectSession } from './selectors';
import { Methods } from './SecondVerificationForm.styles';

const CODE = /^\d{6}$/;

type Method = 'code' | 'authenticator' | 'bankAccountName';

/** The methods a member has (§4: mobile code, bound e-mail, bank account name, Google verification), a sent code first. */
export const methodsOf = (d: SecondVerification): Method[] => [
  ...(d.mobile || d.email ? (['code'] as const) : []),
  ...(d.authenticator ? (['authenticator'] as const) : []),
  ...(d.bankAccountName ? (['bankAccountName'] as const) : []),
];

const METHOD_LABELS = {
  code: 'sv_method_code',
  authenticator: 'sv_method_authenticator',
  bankAccountName: 'sv_method_bank',
} as const;

/**
 * §4: a login from an address the account has not used is verified by every method the member
 * has: a code sent to the bound mobile or e-mail, a code of their authenticator app, or the name
 * on their bank account; the same login is then repeated with the answer.
 */
export function SecondVerificationForm({
  credentials,
  destinations,
}: {
  credentials: { username: string; password: string };
  destinations: SecondVerification;
}) {
  const { t } = useTranslation();
  const methods = methodsOf(destinations);
  const [method, setMethod] = useState<Method>(methods[0] ?? 'code');
  return (
    <>
      {methods.length > 1 && (
        <Methods
          label={t('sv_method_label')}
          value={method}
          onValueChange={(m) => setMethod(methods.find((known) => known === m) ?? method)}
          minCardWidth="9rem"
        >
          {methods.map((m) => (
            <RadioCard key={m} value={m} title={t(METHOD_LABELS[m])} />
          ))}
        </Methods>
      )}
      {method === 'code' ? (
        <SentCodeVerification credentials={credentials} destinations={destinations} />
      ) : (
        <AnswerVerification key={method} method={method} credentials={credentials} />
      )}
    </>
  );
}

/** By the member's authenticator app (a 6-digit code) or the name on their bank account. */
function AnswerVerification({
  method,
  credentials,
}: {
  method: 'authenticator' | 'bankAccountName';
  credentials: { username: string; password: string };
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { loginPending, loginError } = useAppSelector(selectSession);
  const app = method === 'authenticator';
  const form = useForm({
    initialValues: { answer: '' },
    validationSchema: object({
      answer: app
        ? string().trim().required(t('error_code_missing')).matches(CODE, t('error_code_invalid'))
        : string().trim().required(t('sv_bank_required')).max(64),
    }),
    onSubmit: ({ answer }) =>
      void dispatch(
        loginRequested(
          app
            ? { ...credentials, verificationMethod: 'authenticator', verificationCode: answer.trim() }
            : { ...credentials, verificationMethod: 'bankAccountName', bankAccountName: answer.trim() },
        ),
      ),
  });
  return (
    <Form onSubmit={form.handleSubmit} aria-label={t('second_verification_title')}>
      <FormMessage tone="info">{t(app ? 'sv_authenticator_intro' : 'sv_bank_intro')}</FormMessage>
      {loginError && <FormMessage tone="danger">{authErrorMessage(t, loginError)}</FormMessage>}
      <TextField
        label={t(app ? 'sv_authenticator_code' : 'sv_bank_name')}
        {...(app
          ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code', maxLength: 6 }
          : { autoComplete: 'off', maxLength: 64 })}
        {...form.getFieldProps('answer')}
        error={form.touched.answer ? form.errors.answer : undefined}
      />
      <FormActions align="stretch">
        <Button type="submit" loading={loginPending} fullWidth>
          {t('login_submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => dispatch(loginErrorDismissed())}>
          {t('back')}
        </Button>
      </FormActions>
    </Form>
  );
}

/** By a code sent to the bound mobile or e-mail (asked for with a captcha). */
function SentCodeVerification({
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

  const form = useForm({
    initialValues: { captchaCode: '', verificationCode: '' },
    validationSchema: object({
      verificationCode: string().trim().required(t('error_code_missing')).matches(CODE, t('error_code_invalid')),
    }),
    onSubmit: ({ verificationCode }) =>
      void dispatch(loginRequested({ ...credentials, verificationCode: verificationCode.trim() })),
  });
  const requestCode = async () => {
    void form.setFieldTouched('captchaCode', true);
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
      <CaptchaField
        form="verify"
        {...form.getFieldProps('captchaCode')}
        error={form.touched.captchaCode ? form.errors.captchaCode : undefined}
      />
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
