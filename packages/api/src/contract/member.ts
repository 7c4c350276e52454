import type { LoginType, SmsCodePurpose, VerificationChannel } from './identity';
import type { RegisterField } from './system';

/** The member's club (VIP) label. */
export interface ClubLabel {
  labelName: string;
  rankLevel: number;
}

/** The answer of `GET /wps/member/info`. */
export interface MemberInfo {
  id: string;
  account: string;
  nickname: string;
  userName: string;
  /** Agent indicator: 1, 2, 41 and 42 are agents, 4 is a trial account (§4). */
  type: number;
  toUpline: boolean;
  clubLabel: ClubLabel;
  memberLabel: string[];
  /** The display language the member last chose (`PUT /wps/member/language`); absent until one is stored. */
  language?: string;
}

/** The answer of a successful login. */
export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

/**
 * The answer of `GET /wps/v2/wallets/balance` (token): the sum of the member's wallets.
 * `sumBalance` is an integer of minor units, hundredths of `currency` (123456 is 1,234.56); the
 * front end divides by 100 and shows 2 decimals (§9), never doing float arithmetic on it.
 */
export interface Balance {
  sumBalance: number;
  /** ISO 4217 code, for the currency symbol. */
  currency: string;
}

/** The answer of `GET /wps/relay/CSP_unreadCount` (token): unread messages of the member's inbox (platform information). */
export interface UnreadCount {
  count: number;
}

/**
 * Captcha-check fields: the id of a captcha from `GET /wps/captcha` and what the user read in its
 * image. Sent with SMS-code requests, the login after a phone reset and any login that carries them.
 */
export interface CaptchaFields {
  captchaId: string;
  captchaCode: string;
}

/**
 * The login body (sent encrypted), by its `type`:
 * - `''` (password): `username` is the account name or the mobile number, with `password`. A login
 *   by mobile number must carry the captcha fields; other logins have them checked when present.
 *   From an address the member has not used before, add `verificationCode` (see
 *   `SECOND_VERIFICATION_REQUIRED`): a sent code, or with `verificationMethod: 'authenticator'` a
 *   code of the member's authenticator app; or with `verificationMethod: 'bankAccountName'` the
 *   name on their bank account in `bankAccountName`.
 * - `'sms'`: `username` is the mobile number, `verificationCode` the code sent for purpose `login`;
 *   `password` is ignored (send '').
 * - `'reset'`: `resetToken` from the reset e-mail link; `username` and `password` are ignored. The
 *   session it opens may change the password without the old one.
 */
export interface LoginPayload extends Partial<CaptchaFields> {
  username: string;
  password: string;
  type: LoginType;
  verificationCode?: string;
  /** How the second verification is answered; `code` unless told. */
  verificationMethod?: 'code' | 'authenticator' | 'bankAccountName';
  bankAccountName?: string;
  resetToken?: string;
}

/** Fields every registration adds to the form values (sent encrypted). */
export interface RegisterExtras {
  registerUrl: string;
  affiliateCode: string;
  referralCode: string;
  domain: string;
  registerMethod: 'WEB';
}

/**
 * The body of both register calls: the form values by field name, the extras, and for a mobile
 * number the dialing code of its country (without '+').
 */
export type RegisterPayload = Partial<Record<RegisterField, string>> & RegisterExtras & { countryDialingCode?: string };

/** The body of the change-password call (sent encrypted). `oldPassword` may be '' in a session opened by a reset. */
export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** The form-encoded body of the forgot-by-email call. */
export interface ForgotByEmailPayload {
  username: string;
  email: string;
}

/**
 * The body of an SMS-code request for a mobile number (`/wps/verification/sms/noLogin` with
 * purpose `login` (default) or `reset`, and `/wps/verification/sms/register`).
 */
export interface SmsCodeRequest extends CaptchaFields {
  mobileNum: string;
  /** Dialing code without '+' (for example '84'); optional for an already registered number. */
  countryDialingCode: string;
  purpose?: SmsCodePurpose;
}

/**
 * The body of a code request for the second verification of a login from a new address
 * (`/wps/verification/sms/noLogin`): the code goes to the member's bound mobile (`channel` 'sms',
 * the default when one is bound) or bound e-mail (`channel` 'email').
 */
export interface SecondVerificationCodeRequest extends CaptchaFields {
  username: string;
  channel?: VerificationChannel;
}

/** The value of a successful SMS-code answer; the countdown lasts `expiredMinutes` (default 1). */
export interface SmsCodeResult {
  expiredMinutes: number;
}

/**
 * The body of the reset-by-phone call (sent encrypted). `verificationCode` is a code sent for
 * purpose `reset`. On success the client logs in with the mobile number as username.
 */
export interface ResetByPhonePayload {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode?: string;
}

/** The body of the free-play login (sent encrypted): `random` is an encrypted random string. */
export interface FreePlayPayload {
  os: string;
  platform: 'W';
  random: string;
  gatewayVersion: 3;
}
