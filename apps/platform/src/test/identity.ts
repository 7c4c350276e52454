import type {
  Captcha,
  CaptchaFields,
  Envelope,
  LoginPayload,
  LoginResult,
  MemberInfo,
  OutboxMessage,
  SmsCodeResult,
} from '@tessera/api/contract';
import { DEFAULT_TRANSPORT_KEY, DEV_PATHS, PATHS } from '@tessera/api/contract';
import { encryptBody } from '@tessera/api/crypto';
import { expect } from 'vitest';
import { call } from './platform';
import type { TestPlatform } from './platform';

/** What an identity call answered: a granted envelope or a refusal (code, message and value). */
export interface Answer<T> {
  status: number;
  body: Envelope<T> & { code?: string; message?: string };
}

/** Headers that make a request come from `ip` (the platform must trust the proxy). */
export const from = (ip: string): Record<string, string> => ({ 'x-forwarded-for': ip });

/** A body encrypted under the transport key, as the web app sends it. */
export const sealed = (payload: object) => encryptBody(payload, DEFAULT_TRANSPORT_KEY);

/** A new captcha, solved through the development control. */
export async function solveCaptcha(p: TestPlatform, ip = '127.0.0.1'): Promise<CaptchaFields> {
  const captcha = await call<Envelope<Captcha>>(p.url, 'GET', PATHS.login.captcha, { headers: from(ip) });
  const { captchaId } = captcha.body.value;
  const answer = await call<Envelope<{ code: string }>>(p.url, 'GET', `${DEV_PATHS.captcha}/${captchaId}`);
  return { captchaId, captchaCode: answer.body.value.code };
}

export const login = (
  p: TestPlatform,
  payload: Partial<LoginPayload>,
  ip = '127.0.0.1',
): Promise<Answer<LoginResult>> =>
  call(p.url, 'POST', PATHS.login.login, { json: sealed({ type: '', password: '', ...payload }), headers: from(ip) });

/** Logs in by password and returns the token; fails the test when refused. */
export async function tokenFor(p: TestPlatform, username: string, password: string, ip = '127.0.0.1'): Promise<string> {
  const answer = await login(p, { username, password }, ip);
  expect(answer.body).toMatchObject({ success: true });
  return answer.body.value.token;
}

export const memberInfo = (p: TestPlatform, token: string): Promise<Answer<MemberInfo>> =>
  call(p.url, 'GET', PATHS.login.memberInfo, { headers: { token } });

/** A code request (to `path`) with a solved captcha unless the body brings its own fields. */
export async function requestCode(
  p: TestPlatform,
  path: string,
  body: Record<string, string>,
  ip = '127.0.0.1',
): Promise<Answer<SmsCodeResult>> {
  const captcha = 'captchaId' in body ? {} : await solveCaptcha(p, ip);
  return call(p.url, 'POST', path, { json: { ...captcha, ...body }, headers: from(ip) });
}

export const outbox = async (p: TestPlatform, to: string): Promise<OutboxMessage[]> =>
  (await call<Envelope<OutboxMessage[]>>(p.url, 'GET', `${DEV_PATHS.outbox}?to=${encodeURIComponent(to)}`)).body.value;

/** The code in the latest message to `to`. */
export async function latestCode(p: TestPlatform, to: string): Promise<string> {
  const [message] = await outbox(p, to);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** Switches a white-label flag through the development control. */
export async function setFlag(p: TestPlatform, modId: string, enabled: boolean): Promise<void> {
  const answer = await call(p.url, 'POST', DEV_PATHS.whitelabel, { json: { modId, enabled } });
  expect(answer.status).toBe(200);
}

/** Fields of a username registration that passes every seeded rule. */
export const registration = (username: string, extra: Record<string, string> = {}) => ({
  username,
  password: 'Secret123',
  confirmPassword: 'Secret123',
  registerUrl: 'http://site.test/register',
  affiliateCode: '',
  referralCode: '',
  domain: 'site.test',
  registerMethod: 'WEB',
  ...extra,
});

export const register = (
  p: TestPlatform,
  payload: object,
  ip = '127.0.0.1',
  path: string = PATHS.login.register,
): Promise<Answer<LoginResult>> => call(p.url, 'PUT', path, { json: sealed(payload), headers: from(ip) });
