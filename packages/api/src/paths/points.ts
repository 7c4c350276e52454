/** The spec's Points group (§7, all with the member's token). */
export const PATHS_POINTS = {
  pointBalance: '/wps/relay/MCS2_getPointBalance',
  pointReward: '/wps/relay/MCS2_getPointReward',
  redeemPointReward: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  redeemPointList: '/wps/relay/MCS2_getRedeemPointList',
  pointConfig: '/wps/relay/MCS2_getPointConfig',
  memberTransactions: '/wps/relay/ODSFE2_MemTransDet',
  convertPoint: '/wps/relay/passwordCheck/MCS2_convertPoint',
} as const;
