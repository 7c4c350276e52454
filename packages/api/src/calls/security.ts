import type { AuthenticatorSetup, SecurityMethods } from '../contract';
import type { HttpClient } from '../http';
import { PATHS_SECURITY } from '../paths/security';
import { request } from '../request';

/** The member's second-verification methods (token). */
export function getSecurityMethods(http: HttpClient): Promise<SecurityMethods> {
  return request<SecurityMethods>(http, { method: 'GET', url: PATHS_SECURITY.methods });
}

/** Starts binding an authenticator app (token): a new secret and its QR code, bound once confirmed. */
export function bindAuthenticator(http: HttpClient): Promise<AuthenticatorSetup> {
  return request<AuthenticatorSetup>(http, { method: 'POST', url: PATHS_SECURITY.bindAuthenticator, data: {} });
}

/** Confirms the binding with a code of the app (token). */
export function confirmAuthenticator(http: HttpClient, code: string): Promise<SecurityMethods> {
  return request<SecurityMethods>(http, { method: 'POST', url: PATHS_SECURITY.confirmAuthenticator, data: { code } });
}

/** Unbinds the authenticator app with one of its codes (token). */
export function unbindAuthenticator(http: HttpClient, code: string): Promise<SecurityMethods> {
  return request<SecurityMethods>(http, { method: 'POST', url: PATHS_SECURITY.unbindAuthenticator, data: { code } });
}
