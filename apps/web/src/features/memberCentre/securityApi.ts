import { type AuthenticatorSetup, securityCalls, type SecurityMethods } from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';
import { bindApiGroup } from '../../core/api';

bindApiGroup('security', securityCalls);

/** My account's second-verification methods (tag 'Security'), and binding an authenticator app. */
export const securityApi = baseApi.enhanceEndpoints({ addTagTypes: ['Security'] }).injectEndpoints({
  endpoints: (build) => ({
    securityMethods: build.query<SecurityMethods, void>({
      queryFn: call((api) => api.security.getMethods()),
      providesTags: ['Security'],
    }),
    bindAuthenticator: build.mutation<AuthenticatorSetup, void>({
      queryFn: call((api) => api.security.bindAuthenticator()),
    }),
    confirmAuthenticator: build.mutation<SecurityMethods, string>({
      queryFn: call((api, code) => api.security.confirmAuthenticator(code)),
      invalidatesTags: ['Security'],
    }),
    unbindAuthenticator: build.mutation<SecurityMethods, string>({
      queryFn: call((api, code) => api.security.unbindAuthenticator(code)),
      invalidatesTags: ['Security'],
    }),
  }),
});

export const {
  useSecurityMethodsQuery,
  useBindAuthenticatorMutation,
  useConfirmAuthenticatorMutation,
  useUnbindAuthenticatorMutation,
} = securityApi;
