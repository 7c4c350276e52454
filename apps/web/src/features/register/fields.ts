import {
  IDENTITY_CODES as C,
  REFERRAL_QUERY,
  REGISTER_FIELDS,
  type RegisterField,
  type RegisterFieldRule,
} from '@tessera/api';
import type { TranslationKey } from '@tessera/i18n';
import { MINIMUM_AGE } from '../../core/constants';
import type { RegisterMethod } from './slice';

/** The label of every field the register settings may list (§3). */
export const FIELD_LABELS: Record<RegisterField, TranslationKey> = {
  username: 'field_username',
  mobileNum: 'field_mobile',
  password: 'login_password',
  confirmPassword: 'field_confirm_password',
  email: 'field_email',
  captcha: 'captcha_label',
  smsCode: 'field_sms_code',
  affiliateCode: 'field_invitation_code',
  nickname: 'field_nickname',
  payeeName: 'field_real_name',
  fullName: 'field_full_name',
  paymentPassword: 'field_payment_password',
  qq: 'field_qq',
  whatsapp: 'field_whatsapp',
  facebook: 'field_facebook',
  telegram: 'field_telegram',
  zalo: 'field_zalo',
  lineId: 'field_line_id',
  wechat: 'field_wechat',
  idNumber: 'field_id_number',
  referrer: 'field_referrer',
  birthday: 'field_birthday',
  address: 'field_address',
  nationality: 'field_nationality',
  occupation: 'field_occupation',
  sourceOfIncome: 'field_source_of_income',
};

/** Fields typed in a password box and sent exactly as typed (never trimmed). */
const SECRET_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);
export const isSecretField = (field: RegisterField) => SECRET_FIELDS.has(field);

/** What the browser should offer for each field (keyboard, autofill). */
export const FIELD_INPUT: Partial<
  Record<RegisterField, { type?: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string }>
> = {
  username: { autoComplete: 'username' },
  mobileNum: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  password: { autoComplete: 'new-password' },
  confirmPassword: { autoComplete: 'new-password' },
  paymentPassword: { autoComplete: 'off' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  smsCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  fullName: { autoComplete: 'name' },
  birthday: { autoComplete: 'bday' },
  address: { autoComplete: 'street-address' },
  affiliateCode: { autoComplete: 'off' },
};

export const isRegisterField = (name: unknown): name is RegisterField =>
  typeof name === 'string' && (REGISTER_FIELDS as readonly string[]).includes(name);

/** Refusals that concern one field, so the message sits under it. */
const REFUSAL_FIELDS: Partial<Record<string, RegisterField>> = {
  [C.usernameTaken]: 'username',
  [C.mobileTaken]: 'mobileNum',
  [C.missingPhoneNumber]: 'mobileNum',
  [C.invalidPhoneNumber]: 'mobileNum',
  [C.passwordMismatch]: 'confirmPassword',
  [C.invalidInvitationCode]: 'affiliateCode',
  [C.missingVerificationCode]: 'smsCode',
  [C.invalidVerificationCode]: 'smsCode',
  [C.codeExpired]: 'smsCode',
};

/** The field a refusal concerns: the one INVALID_FIELD names, or the one its code implies. */
export function refusedField(code: string, details: unknown): RegisterField | undefined {
  if (code === C.invalidField) {
    const field = typeof details === 'object' && details !== null ? (details as { field?: unknown }).field : undefined;
    return isRegisterField(field) ? field : undefined;
  }
  return REFUSAL_FIELDS[code];
}

/**
 * The fields a form shows, in the order the settings list them. The captcha belongs to the code
 * request, not to the form; the SMS code is asked only when the rules require it (they do not
 * while SMS_VERIFICATION is off). An invitation code is always offered, optional unless a rule
 * says otherwise; so is the referrer (a member's referral code) when a friend's invite link brought one.
 */
export function shownRules(
  rules: readonly RegisterFieldRule[],
  method: RegisterMethod,
  withReferral = false,
): RegisterFieldRule[] {
  const shown = rules.filter(
    (rule) => rule.field !== 'captcha' && (rule.field !== 'smsCode' || (method === 'mobile' && rule.required)),
  );
  if (!shown.some((rule) => rule.field === 'affiliateCode')) {
    shown.push({
      field: 'affiliateCode',
      required: false,
      patternId: '*',
      acceptedPattern: '*',
      minLength: 0,
      maxLength: 0,
    });
  }
  if (withReferral && !shown.some((rule) => rule.field === 'referrer')) {
    shown.push({
      field: 'referrer',
      required: false,
      patternId: '*',
      acceptedPattern: '*',
      minLength: 0,
      maxLength: 0,
    });
  }
  return shown;
}

/** The values of a register form: the fields by name, then what surrounds them. */
export interface RegisterFormValues {
  fields: Partial<Record<RegisterField, string>>;
  /** The chosen country's dialing code without '+' ('' until chosen: the default applies). */
  dialingCode: string;
  /** What the member read in the captcha picture (for the code request only). */
  captchaCode: string;
  agreeTerms: boolean;
  ageConfirmed: boolean;
}

/** The invitation code a shared link carries (`affiliateCode`, or `code`). */
export const invitationFromAddress = (params: URLSearchParams) =>
  (params.get('affiliateCode') ?? params.get('code') ?? '').trim();

/** The member's referral code a friend's invite link carries (`referralCode`). */
export const referralFromAddress = (params: URLSearchParams) => (params.get(REFERRAL_QUERY) ?? '').trim();

/** The age to confirm: the settings' (§5: configurable), else the product's 18. */
export const minimumAgeOf = (settings: { minimumAge?: number | null }) =>
  settings.minimumAge && settings.minimumAge > 0 ? settings.minimumAge : MINIMUM_AGE;
