/**
 * The member centre's personal profit and loss (personalProfit) and invite friends (referral).
 * The spec names no calls for these pages: this contract's choice, in its relay style like records.*.
 */
export const PATHS_REFERRAL = {
  personalProfit: '/wps/relay/MCSFE_getPersonalProfit',
  referralInfo: '/wps/relay/MCSFE_getReferralInfo',
  referralFriends: '/wps/relay/MCSFE_getReferralFriends',
} as const;
