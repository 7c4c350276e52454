import type {
  AffiliateInfo,
  Captcha,
  ForgotByEmailPayload,
  FreePlayPayload,
  LoginPayload,
  LoginResult,
  RegisterPayload,
  ResetByPhonePayload,
  SecondVerificationCodeRequest,
  SmsCodeRequest,
  SmsCodeResult,
} from '../contract';
import { loadCrypto } from '../crypto/lazy';
import type { HttpClient } from '../http';
import { PATHS_LOGIN } from '../paths/login';
import { PATHS_OTHER } from '../paths/other';
import { request } from '../request';

/**
 * Logs in (body encrypted under `transportKey`). Refusals reject with a business ApiError, among
 * them `LOGIN_FAILED`, `LOGIN_LOCKED`, `CAPTCHA_FAILED` and `SECOND_VERIFICATION_REQUIRED` (whose
 * `details` say where a code can go).
 */
export async function login(http: HttpClient, transportKey: string, payload: LoginPayload): Promise<LoginResult> {
  const { encryptBody } = await loadCrypto();
  return request<LoginResult>(http, {
    method: 'POST',
    url: PATHS_LOGIN.login,
    data: encryptBody(payload, transportKey),
  });
}

/** Asks for a code for SMS login or a phone reset (by mobile number), or for a second verification (by username). */
export function requestLoginCode(
  http: HttpClient,
  body: SmsCodeRequest | SecondVerificationCodeRequest,
): Promise<SmsCodeResult> {
  return request<SmsCodeResult>(http, { method: 'POST', url: PATHS_LOGIN.loginCode, data: body });
}

/** Asks for the code that registering this mobile number needs. */
export function requestRegisterCode(http: HttpClient, body: SmsCodeRequest): Promise<SmsCodeResult> {
  return request<SmsCodeResult>(http, { method: 'POST', url: PATHS_OTHER.registerSmsCode, data: body });
}

/** Registers by username (body encrypted); the new member is logged in. */
export async function register(http: HttpClient, transportKey: string, payload: RegisterPayload): Promise<LoginResult> {
  const { encryptBody } = await loadCrypto();
  return request<LoginResult>(http, {
    method: 'PUT',
    url: PATHS_LOGIN.register,
    data: encryptBody(payload, transportKey),
  });
}

/** Registers by mobile number with its SMS code (body encrypted); the new member is logged in. */
export async function registerByMobile(
  http: HttpClient,
  transportKey: string,
  payload: RegisterPayload,
): Promise<LoginResult> {
  const { encryptBody } = await loadCrypto();
  return request<LoginResult>(http, {
    method: 'PUT',
    url: PATHS_LOGIN.registerMobile,
    data: encryptBody(payload, transportKey),
  });
}

/** Sends a password-reset e-mail when username and e-mail belong to one member (form-encoded). */
export async function forgetPassword(http: HttpClient, payload: ForgotByEmailPayload): Promise<void> {
  const form = new URLSearchParams({ username: payload.username, email: payload.email });
  await request<null>(http, { method: 'POST', url: PATHS_LOGIN.forgetPassword, data: form });
}

/** Sets a new password with a code sent to the mobile number for purpose `reset` (body encrypted). */
export async function setPasswordByPhone(
  http: HttpClient,
  transportKey: string,
  payload: ResetByPhonePayload,
): Promise<void> {
  const { encryptBody } = await loadCrypto();
  await request<null>(http, {
    method: 'POST',
    url: PATHS_LOGIN.passwordByPhone,
    data: encryptBody(payload, transportKey),
  });
}

/** Opens a fresh trial account (type 4) and logs it in. */
export async function freePlay(http: HttpClient, transportKey: string, os: string): Promise<LoginResult> {
  const { encryptBody, encryptText, randomToken } = await loadCrypto();
  const payload: FreePlayPayload = {
    os,
    platform: 'W',
    random: encryptText(randomToken(32), transportKey),
    gatewayVersion: 3,
  };
  return request<LoginResult>(http, {
    method: 'POST',
    url: PATHS_LOGIN.freePlay,
    data: encryptBody(payload, transportKey),
  });
}

/** A new captcha: an image to show and the id to send back with what the user read. */
export function getCaptcha(http: HttpClient): Promise<Captcha> {
  return request<Captcha>(http, { method: 'GET', url: PATHS_LOGIN.captcha });
}

/** The agent an invitation code belongs to; `INVALID_INVITATION_CODE` when none. */
export function getAffiliate(http: HttpClient, code: string): Promise<AffiliateInfo> {
  return request<AffiliateInfo>(http, { method: 'GET', url: PATHS_LOGIN.affiliate, params: { code } });
}
