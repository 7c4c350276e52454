/** The spec's Other group (§7): balance, wallet transfer, sign-out, feedback and help. */
export const PATHS_OTHER = {
  balance: '/wps/v2/wallets/balance',
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  logout: '/wps/session/logout',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  domainRoute: '/wps/system/domainRoute',
  registerSmsCode: '/wps/verification/sms/register',
  feedback: '/wps/feedback',
  claimRafflePromotion: '/wps/relay/MCS2_claimRafflePromotion',
  unreadCount: '/wps/relay/CSP_unreadCount',
  helpCenter: '/wps/system/helpCenter',
} as const;
