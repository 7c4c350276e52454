import { getDomainRoute, getRegisterSettings, getSystemStatus, getWhitelabel } from './calls/system';
import type { HttpClient } from './http';

/**
 * Binds every call to one axios instance, grouped like the contract. Each function stands
 * alone, so it can be passed directly to redux-saga's `call`.
 */
export function createApi(http: HttpClient) {
  return {
    system: {
      getStatus: (host: string) => getSystemStatus(http, host),
      getWhitelabel: () => getWhitelabel(http),
      getRegisterSettings: () => getRegisterSettings(http),
      getDomainRoute: () => getDomainRoute(http),
    },
  };
}

/** The bound calls returned by {@link createApi}. */
export type Api = ReturnType<typeof createApi>;
