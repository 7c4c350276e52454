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
}

/** The answer of a successful login. */
export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

/** The answer of the balance call. `sumBalance` is in minor units. */
export interface Balance {
  sumBalance: number;
}

/** Captcha-check fields sent with SMS-code requests and the login after a reset; their names come from the captcha widget. */
export type CaptchaFields = Record<string, string>;

/** The login body (sent encrypted). `type` is empty for a username login. */
export interface LoginPayload extends CaptchaFields {
  username: string;
  password: string;
  type: string;
}

/** Fields every registration adds to the form values (sent encrypted). */
export interface RegisterExtras {
  registerUrl: string;
  affiliateCode: string;
  referralCode: string;
  domain: string;
  registerMethod: 'WEB';
}

/** The body of both register calls. */
export type RegisterPayload = Partial<Record<RegisterField, string>> & RegisterExtras;

/** The body of the change-password call (sent encrypted). */
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

/** The body of an SMS-code request. */
export interface SmsCodeRequest extends CaptchaFields {
  mobileNum: string;
  countryDialingCode: string;
}

/** The value of a successful SMS-code answer; the countdown lasts `expiredMinutes` (default 1). */
export interface SmsCodeResult {
  expiredMinutes: number;
}

/** The body of the reset-by-phone call (sent encrypted). */
export interface ResetByPhonePayload {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
}

/** The body of the free-play login: `random` is an encrypted random string. */
export interface FreePlayPayload {
  os: string;
  platform: 'W';
  random: string;
  gatewayVersion: 3;
}
