import { getDomainRoute, getRegisterSettings, getSystemStatus, getWhitelabel } from '../calls/system';
import type { HttpClient } from '../http';

/** The system calls bound to a client. */
export const systemCalls = (http: HttpClient) => ({
  getStatus: (host: string) => getSystemStatus(http, host),
  getWhitelabel: () => getWhitelabel(http),
  getRegisterSettings: () => getRegisterSettings(http),
  getDomainRoute: () => getDomainRoute(http),
});
