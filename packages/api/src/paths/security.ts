/** My account's second verification (§4): the methods the member has, and binding an authenticator app (this contract's choice, relay style). */
export const PATHS_SECURITY = {
  methods: '/wps/relay/MCSFE_getSecurityMethods',
  bindAuthenticator: '/wps/relay/MCSFE_bindAuthenticator',
  confirmAuthenticator: '/wps/relay/MCSFE_confirmAuthenticator',
  unbindAuthenticator: '/wps/relay/MCSFE_unbindAuthenticator',
} as const;
