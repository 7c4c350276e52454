/** Site content the spec needs but names no path for; these paths are this contract's choice. */
export const PATHS_CONTENT = {
  /** `?groupName=w_home`; every group without it. */
  banners: '/wps/system/banners',
  /** The notice marquee. */
  notices: '/wps/system/notices',
  vipLevels: '/wps/system/vipLevels',
  /** `?type=`: a promotion type or all. */
  promotions: '/wps/system/promotions',
  /** The top-20 deposit and bet ranks: `?rankType=DEPOSIT|BET&limitNum=20`. */
  topRank: '/wps/relay/MCSFE_getTopRankList',
  /** The online customer-service call: the caller's chat link, encrypted. */
  serviceLink: '/wps/relay/CSP_getServiceLink',
} as const;
