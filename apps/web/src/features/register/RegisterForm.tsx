import { useEffect, useMemo, useRef } from 'react';
import { useForm } from '../../widgets/useForm';
import { useSearchParams } from 'react-router-dom';
import type { RegisterField, RegisterSettings } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { Button, Form, FormActions, FormMessage } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { CodeRequestWarning } from '../auth/CodeRequestWarning';
import { Agreements } from './Agreements';
import {
  invitationFromAddress,
  minimumAgeOf,
  referralFromAddress,
  shownRules,
  type RegisterFormValues,
} from './fields';
import { registerErrorMessage } from './messages';
import { RegisterFieldInput } from './RegisterFieldInput';
import { buildRegisterSchema } from './schema';
import { selectDefaultDialingCode, selectRegister } from './selectors';
import { registerRequested, type RegisterMethod, type RegisterValues } from './slice';
import { SmsCodeFields } from './SmsCodeFields';

export interface RegisterFormProps {
  method: RegisterMethod;
  settings: RegisterSettings;
  /** The form's accessible name. */
  label: string;
}

/**
 * One way to register: the fields its rules list, the agreements and the submit button. A
 * refusal keeps everything typed; the refused field shows why until its value changes.
 */
export function RegisterForm({ method, settings, label }: RegisterFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { pending, failure: lastFailure } = useAppSelector(selectRegister);
  const defaultDialing = useAppSelector(selectDefaultDialingCode);
  const [params] = useSearchParams();
  const referral = referralFromAddress(params);
  const rules = useMemo(
    () => shownRules(method === 'mobile' ? settings.mobileRules : settings.usernameRules, method, referral !== ''),
    [method, settings, referral],
  );
  const minimumAge = minimumAgeOf(settings);
  const schema = useMemo(() => buildRegisterSchema(t, rules, minimumAge), [t, rules, minimumAge]);
  const sent = useRef<RegisterValues>({});
  const element = useRef<HTMLFormElement>(null);

  const form = useForm<RegisterFormValues>({
    initialValues: {
      fields: Object.fromEntries(
        rules.map((rule) => [
          rule.field,
          rule.field === 'affiliateCode' ? invitationFromAddress(params) : rule.field === 'referrer' ? referral : '',
        ]),
      ),
      dialingCode: '',
      captchaCode: '',
      agreeTerms: false,
      ageConfirmed: false,
    },
    validationSchema: schema,
    onSubmit: (values) => {
      sent.current = { ...values.fields, countryDialingCode: values.dialingCode || defaultDialing };
      dispatch(registerRequested(method, sent.current));
    },
  });
  const dialingCode = form.values.dialingCode || defaultDialing;

  const failure = lastFailure?.method === method ? lastFailure : null;
  const refusedField = failure?.field && rules.some((rule) => rule.field === failure.field) ? failure.field : undefined;
  const refusal = failure ? registerErrorMessage(t, failure, rules, sent.current) : null;
  const errorOf = (field: RegisterField) => {
    const local = form.touched.fields?.[field] ? form.errors.fields?.[field] : undefined;
    const unchanged = (form.values.fields[field] ?? '') === (sent.current[field] ?? '');
    return local ?? (field === refusedField && unchanged ? (refusal ?? undefined) : undefined);
  };

  // Focus goes where the member has to act: the refused field, or the first invalid one.
  const focus = (selector: string) => element.current?.querySelector<HTMLElement>(selector)?.focus();
  useEffect(() => {
    if (refusedField) focus(`[name="fields.${refusedField}"]`);
  }, [failure, refusedField]);
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !form.isSubmitting && !form.isValid) focus('[aria-invalid="true"]');
    wasSubmitting.current = form.isSubmitting;
  });

  return (
    <Form ref={element} onSubmit={form.handleSubmit} aria-label={label}>
      {rules.map((rule) =>
        rule.field === 'smsCode' ? (
          <SmsCodeFields
            key={rule.field}
            form={form}
            schema={schema}
            error={errorOf('smsCode')}
            dialingCode={dialingCode}
          />
        ) : (
          <RegisterFieldInput
            key={rule.field}
            rule={rule}
            form={form}
            error={errorOf(rule.field)}
            dialingCode={dialingCode}
          />
        ),
      )}
      <Agreements form={form} minimumAge={minimumAge} termsUrl={settings.termsUrl} />
      {failure && !refusedField && <FormMessage tone="danger">{refusal}</FormMessage>}
      <FormActions align="stretch">
        <Button type="submit" loading={pending} fullWidth>
          {t('register_submit')}
        </Button>
      </FormActions>
      {method === 'mobile' && <CodeRequestWarning purpose="register" />}
    </Form>
  );
}
