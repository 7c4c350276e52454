import type { RegisterSettings, SystemStatus } from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';

/**
 * The platform's status for this site's host (§4: open, maintenance or region-blocked, with the
 * brand's flags and resources), and the registration settings (§5) whose country list the
 * dial-code pickers show. Both are read as the app starts (`startApp`); the system slice keeps
 * what they answer for the rest of the app.
 */
export const systemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    status: build.query<SystemStatus, string>({ queryFn: call((api, host) => api.system.getStatus(host)) }),
    registerSettings: build.query<RegisterSettings, void>({
      queryFn: call((api) => api.system.getRegisterSettings()),
    }),
  }),
});

export const { useRegisterSettingsQuery } = systemApi;
