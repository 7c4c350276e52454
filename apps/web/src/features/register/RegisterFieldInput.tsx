import { useEffect, useRef } from 'react';
import type { FormikProps } from 'formik';
import { IDENTITY_CODES, type RegisterFieldRule } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { PasswordField, TextField } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { MobileNumberField } from '../auth/MobileNumberField';
import { FIELD_INPUT, FIELD_LABELS, isSecretField, type RegisterFormValues } from './fields';
import { selectRegister } from './selectors';
import { invitationLookupRequested } from './slice';

export interface RegisterFieldInputProps {
  rule: RegisterFieldRule;
  form: FormikProps<RegisterFormValues>;
  error: string | undefined;
  /** The dialing code in force (the chosen one, else the default). */
  dialingCode: string;
}

/** One field of a register form, drawn as its kind asks: a mobile number, a password, or text. */
export function RegisterFieldInput({ rule, form, error, dialingCode }: RegisterFieldInputProps) {
  const { t } = useTranslation();
  const props = form.getFieldProps<string | undefined>(`fields.${rule.field}`);
  const field = { ...props, value: props.value ?? '' };

  if (rule.field === 'mobileNum') {
    // Optional in the username form: the number is then only a contact.
    return (
      <MobileNumberField
        {...field}
        required={rule.required}
        error={error}
        dialingCode={dialingCode}
        onDialingCodeChange={(code) => void form.setFieldValue('dialingCode', code)}
      />
    );
  }
  if (rule.field === 'affiliateCode') return <InvitationField {...field} error={error} required={rule.required} />;

  const common = {
    label: t(FIELD_LABELS[rule.field]),
    required: rule.required,
    ...FIELD_INPUT[rule.field],
    ...field,
    error,
  };
  return isSecretField(rule.field) ? (
    <PasswordField {...common} showPasswordLabel={t('show_password')} />
  ) : (
    <TextField {...common} />
  );
}

type InvitationFieldProps = ReturnType<FormikProps<RegisterFormValues>['getFieldProps']> & {
  value: string;
  error: string | undefined;
  required: boolean;
};

/** The invitation code, with the agent it belongs to once the platform has said (§7 affiliate). */
function InvitationField({ error, onBlur, ...field }: InvitationFieldProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { invitation } = useAppSelector(selectRegister);
  const code = field.value.trim();
  const lookedUp = invitation?.code === code ? invitation : null;
  const unknown = lookedUp?.error?.code === IDENTITY_CODES.invalidInvitationCode;

  const lookUp = (value: string) => {
    if (value !== '' && value !== invitation?.code) dispatch(invitationLookupRequested(value));
  };
  // A code that came with the link is looked up at once.
  const fromLink = useRef(code);
  useEffect(() => {
    if (fromLink.current !== '') dispatch(invitationLookupRequested(fromLink.current));
  }, [dispatch]);

  return (
    <TextField
      label={t('field_invitation_code')}
      autoComplete="off"
      spellCheck={false}
      {...field}
      onBlur={(event) => {
        onBlur(event);
        lookUp(event.currentTarget.value.trim());
      }}
      hint={lookedUp?.agentName ? t('register_invited_by', { name: lookedUp.agentName }) : undefined}
      error={error ?? (unknown ? t('error_invalid_invitation') : undefined)}
    />
  );
}
