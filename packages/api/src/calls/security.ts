import type { AuthenticatorSetup, SecurityMethods } from '../contract';
import type { HttpClient } from '../http';
import { PATHS } from '../paths';
import { request } from '../request';

/** The member's second-verification methods (token). */
export function getSecurityMethods(http: HttpClient): Promise<SecurityMethods> {
  return request<SecurityMethods>(http, { method: 'GET', url: PATHS.security.methods });
}

/** Starts binding an authenticator app (token): a new secret and its QR code, bound once confirmed. */
export function bindAuthenticator(http: HttpClient): Promise<AuthenticatorSetup> {
  return request<AuthenticatorSetup>(http, { method: 'POST', url: PATHS.security.bindAuthenticator, data: {} });
}

/** Confirms the binding with a code of the app (token). */
export function confirmAuthenticator(http: HttpClient, code: string): Promise<SecurityMethods> {
  return request<SecurityMethods>(http, { method: 'POST', url: PATHS.security.confirmAuthenticator, data: { code } });
}

/** Unbinds the authenticator app with one of its codes (token). */
export function unbindAuthenticator(http: HttpClient, code: string): Promise<SecurityMethods> {
  return request<SecurityMethods>(http, { method: 'POST', url: PATHS.security.unbindAuthenticator, data: { code } });
}
