import { bindAuthenticator, confirmAuthenticator, getSecurityMethods, unbindAuthenticator } from '../calls/security';
import type { HttpClient } from '../http';

/** The security calls bound to a client. */
export const securityCalls = (http: HttpClient) => ({
  getMethods: () => getSecurityMethods(http),
  bindAuthenticator: () => bindAuthenticator(http),
  confirmAuthenticator: (code: string) => confirmAuthenticator(http, code),
  unbindAuthenticator: (code: string) => unbindAuthenticator(http, code),
});
