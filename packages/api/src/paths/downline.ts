/** Transfer to a direct downline (§6; the spec names no paths; this contract's choice, in its relay style). */
export const PATHS_DOWNLINE = {
  info: '/wps/relay/MCSFE_getDownlineTransferInfo',
  transfer: '/wps/relay/passwordCheck/MCSFE_transferToDownline',
  history: '/wps/relay/MCSFE_getDownlineTransferHistory',
} as const;
