import {
  forgetPassword,
  freePlay,
  getAffiliate,
  getCaptcha,
  login,
  register,
  registerByMobile,
  requestLoginCode,
  requestRegisterCode,
  setPasswordByPhone,
} from '../calls/login';
import { logout } from '../calls/member';
import type {
  ForgotByEmailPayload,
  LoginPayload,
  RegisterPayload,
  ResetByPhonePayload,
  SecondVerificationCodeRequest,
  SmsCodeRequest,
} from '../contract';
import { DEFAULT_TRANSPORT_KEY } from '../contract/identity';
import type { HttpClient } from '../http';

/** The auth calls bound to a client. */
export const authCalls = (http: HttpClient, transportKey = DEFAULT_TRANSPORT_KEY) => ({
  login: (payload: LoginPayload) => login(http, transportKey, payload),
  requestLoginCode: (body: SmsCodeRequest | SecondVerificationCodeRequest) => requestLoginCode(http, body),
  requestRegisterCode: (body: SmsCodeRequest) => requestRegisterCode(http, body),
  register: (payload: RegisterPayload) => register(http, transportKey, payload),
  registerByMobile: (payload: RegisterPayload) => registerByMobile(http, transportKey, payload),
  forgetPassword: (payload: ForgotByEmailPayload) => forgetPassword(http, payload),
  setPasswordByPhone: (payload: ResetByPhonePayload) => setPasswordByPhone(http, transportKey, payload),
  freePlay: (os: string) => freePlay(http, transportKey, os),
  getCaptcha: () => getCaptcha(http),
  getAffiliate: (code: string) => getAffiliate(http, code),
  logout: () => logout(http),
});
