/** The member centre's transfer to upline (page transferUpline; the spec names no paths; this contract's choice, in its relay style). */
export const PATHS_UPLINE = {
  info: '/wps/relay/MCSFE_getUplineTransferInfo',
  transfer: '/wps/relay/passwordCheck/MCSFE_transferToUpline',
  history: '/wps/relay/MCSFE_getUplineTransferHistory',
} as const;
