/** The passphrase of encrypted request bodies when the runtime config names none. */
export const DEFAULT_TRANSPORT_KEY = 'tessera-transport';

/** Member types (`MemberInfo.type`, stored as isAgent): 0 member, 1/2/41/42 agents, 4 trial (§4). */
export const MEMBER_TYPES = { member: 0, agent: 1, agentLevel2: 2, trial: 4, agent41: 41, agent42: 42 } as const;
export type MemberType = (typeof MEMBER_TYPES)[keyof typeof MEMBER_TYPES];
/** The member types shown as agents. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/** Login kinds: by password (`''`), by SMS code, or with the token of a reset e-mail. */
export const LOGIN_TYPES = { password: '', sms: 'sms', reset: 'reset' } as const;
export type LoginType = (typeof LOGIN_TYPES)[keyof typeof LOGIN_TYPES];

/** What a code sent by `/wps/verification/sms/noLogin` is for. */
export const SMS_CODE_PURPOSES = ['login', 'reset'] as const;
export type SmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number];

/** Where a second-verification code goes. */
export const VERIFICATION_CHANNELS = ['sms', 'email'] as const;
export type VerificationChannel = (typeof VERIFICATION_CHANNELS)[number];

/**
 * Codes of the identity calls. Refusals answer HTTP 200 with `success: false` (an ApiError of
 * kind 'business'), except `NOT_LOGGED_IN` (HTTP 401) and `BAD_REQUEST` (HTTP 400).
 */
export const IDENTITY_CODES = {
  /** Token missing, unknown, expired or revoked (HTTP 401). */
  notLoggedIn: 'NOT_LOGGED_IN',
  /** Unreadable body, or an encrypted body that was altered or made with another key (HTTP 400). */
  badRequest: 'BAD_REQUEST',
  /** Wrong username/mobile or password. */
  loginFailed: 'LOGIN_FAILED',
  /** Too many failed logins: retry later (15 minutes). */
  loginLocked: 'LOGIN_LOCKED',
  /** Login from a new address: the value is a {@link SecondVerification}. */
  secondVerificationRequired: 'SECOND_VERIFICATION_REQUIRED',
  captchaFailed: 'CAPTCHA_FAILED',
  missingPhoneNumber: 'MISSING_PHONE_NUMBER',
  invalidPhoneNumber: 'INVALID_PHONE_NUMBER',
  /** No member has this mobile number (login and reset codes). */
  mobileNotRegistered: 'MOBILE_NOT_REGISTERED',
  mobileTaken: 'MOBILE_TAKEN',
  usernameTaken: 'USERNAME_TAKEN',
  missingVerificationCode: 'MISSING_VERIFICATION_CODE',
  invalidVerificationCode: 'INVALID_VERIFICATION_CODE',
  /** The code expired or was tried too often: request a new one. */
  codeExpired: 'CODE_EXPIRED',
  /** More than 3 codes in 15 minutes for this number or from this address. */
  smsTooManyRequests: 'SMS_TOO_MANY_REQUESTS',
  /** A white-label flag turns this way off. */
  operationNotAllowed: 'OPERATION_NOT_ALLOWED',
  /** A field is missing or breaks its rule; the message names the field. */
  invalidField: 'INVALID_FIELD',
  /** The confirmation differs from the password. */
  passwordMismatch: 'PASSWORD_MISMATCH',
  oldPasswordIncorrect: 'OLD_PASSWORD_INCORRECT',
  invalidInvitationCode: 'INVALID_INVITATION_CODE',
  userOrEmailNotFound: 'USER_OR_EMAIL_NOT_FOUND',
  /** The reset link is unknown, used or expired. */
  resetTokenInvalid: 'RESET_TOKEN_INVALID',
  /** A trial account cannot do this: register a real account. */
  trialAccount: 'TRIAL_ACCOUNT',
} as const;
export type IdentityCode = (typeof IDENTITY_CODES)[keyof typeof IDENTITY_CODES];

/** The message of `SMS_TOO_MANY_REQUESTS`. */
export const SMS_TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please retry after 5 minutes';

/** The value of a `SECOND_VERIFICATION_REQUIRED` refusal: where a code can go, masked (null when not bound). */
export interface SecondVerification {
  /** For example '91****678'. */
  mobile: string | null;
  /** For example 'd***@example.com'. */
  email: string | null;
  /** The member has an authenticator app bound: its code answers too. */
  authenticator?: boolean;
  /** The member has a bank account on file: its holder's name answers too. */
  bankAccountName?: boolean;
}

/** The answer of `GET /wps/captcha`: an image the user reads, and the id to send it back with. */
export interface Captcha {
  captchaId: string;
  /** An SVG data URI. */
  image: string;
  /** How long the captcha can be answered. */
  expiresInSeconds: number;
}

/** The answer of `GET /wps/agent/affiliate?code=…`. */
export interface AffiliateInfo {
  code: string;
  /** The agent's display name. */
  agentName: string;
}

/** One message of the development outbox (`GET /__dev/outbox?to=…`); SMS `to` is the mobile number. */
export interface OutboxMessage {
  id: number;
  kind: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** The development controls of the identity calls (present only when the platform enables them). */
export const DEV_PATHS = {
  outbox: '/__dev/outbox',
  /** Followed by `/:captchaId`: reveals the captcha's answer. */
  captcha: '/__dev/captcha',
  whitelabel: '/__dev/whitelabel',
  /** DELETE: forgets SMS send counts, login failures and locks. */
  limits: '/__dev/limits',
  /** Followed by `/:account/known-ips`: PUT `{ ips }` replaces the addresses a member has logged in from. */
  members: '/__dev/members',
} as const;

/**
 * How a second verification (§4) is answered: a code sent to the bound mobile or e-mail (`code`,
 * the default), a code of the member's authenticator app (`authenticator`, TOTP, RFC 6238), or the
 * name on the member's bank account (`bankAccountName`, the account holder of their withdrawals).
 */
export const SECOND_VERIFICATION_METHODS = ['code', 'authenticator', 'bankAccountName'] as const;
export type SecondVerificationMethod = (typeof SECOND_VERIFICATION_METHODS)[number];

/** The member's own second-verification methods (`GET /wps/relay/MCSFE_getSecurityMethods`, token). */
export interface SecurityMethods {
  mobile: string | null;
  email: string | null;
  /** An authenticator app is bound. */
  authenticator: boolean;
  /** A bank account is on file (from a withdrawal), so its holder's name can verify a login. */
  bankAccountName: boolean;
}

/** An authenticator being bound (`POST /wps/relay/MCSFE_bindAuthenticator`, token): scan the QR code or type the secret, then confirm with a code. */
export interface AuthenticatorSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** The `otpauth://totp/…` address the QR code carries. */
  otpauthUrl: string;
  /** The QR code as an SVG data address. */
  qrImage: string;
}

/** Refusals of the authenticator calls (HTTP 200, `success: false`), beside `INVALID_VERIFICATION_CODE`. */
export const AUTHENTICATOR_CODES = {
  alreadyBound: 'AUTHENTICATOR_BOUND',
  notBound: 'AUTHENTICATOR_NOT_BOUND',
} as const;

/** The authenticator's TOTP parameters (RFC 6238 as the common apps read it): SHA-1, 6 digits, 30 s, one step either way. */
export const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30, window: 1, issuer: 'Tessera' } as const;
