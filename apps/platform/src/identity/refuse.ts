import { IDENTITY_CODES, SMS_TOO_MANY_REQUESTS_MESSAGE } from '@tessera/api/contract';
import type { IdentityCode } from '@tessera/api/contract';
import { Refusal } from '../http/refusal';

const C = IDENTITY_CODES;

/** The message of each identity refusal (English; the front end translates by code). */
const MESSAGES: Readonly<Partial<Record<IdentityCode, string>>> = {
  [C.loginFailed]: 'Wrong username or password',
  [C.loginLocked]: 'Too many failed logins, please try again later',
  [C.secondVerificationRequired]: 'Login from a new location: complete the verification first',
  [C.captchaFailed]: 'Captcha check failed',
  [C.missingPhoneNumber]: 'Please enter a phone number',
  [C.invalidPhoneNumber]: 'Please enter a valid phone number',
  [C.mobileNotRegistered]: 'No account uses this phone number',
  [C.mobileTaken]: 'This phone number is already registered',
  [C.usernameTaken]: 'This username is already taken',
  [C.missingVerificationCode]: 'Please enter the verification code',
  [C.invalidVerificationCode]: 'Please enter a valid verification code',
  [C.codeExpired]: 'The verification code has expired, please request a new one',
  [C.smsTooManyRequests]: SMS_TOO_MANY_REQUESTS_MESSAGE,
  [C.operationNotAllowed]: 'Operation not allowed, please contact customer service',
  [C.passwordMismatch]: 'The confirmation does not match the password',
  [C.oldPasswordIncorrect]: 'The old password is incorrect',
  [C.invalidInvitationCode]: 'Invalid invitation code',
  [C.userOrEmailNotFound]: 'Username or e-mail does not exist',
  [C.resetTokenInvalid]: 'This reset link is invalid or has expired',
  [C.trialAccount]: 'Please register a real account',
};

/** A refusal with its code's message, or the one given. */
export function refuse(code: IdentityCode, value: unknown = null, message?: string): Refusal {
  return new Refusal(code, message ?? MESSAGES[code] ?? code, value);
}

/** A field missing or breaking its rule; the message and value name the field. */
export function invalidField(field: string, problem: string): Refusal {
  return new Refusal(C.invalidField, `Invalid ${field}: ${problem}`, { field });
}
