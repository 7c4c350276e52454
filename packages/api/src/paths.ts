import { RANK_LIST_LIMIT, WINNERS_CATEGORY } from './contract/content';

/**
 * Every platform path, grouped as the contract groups them. The platform registers its routes
 * from these constants and every call uses them, so both sides always agree.
 */
export const PATHS = {
  login: {
    login: '/wps/session/login',
    loginCode: '/wps/verification/sms/noLogin',
    whitelabel: '/wps/system/whitelabel',
    avatar: '/wps/relay/MCSFE_getPlayerAvatar',
    gameMenus: '/lgw/games/game_menus',
    memberInfo: '/wps/member/info',
    register: '/wps/member/register',
    registerMobile: '/wps/member/register/mobile',
    changePassword: '/wps/member/password',
    affiliate: '/wps/agent/affiliate',
    registerSettings: '/wps/system/setting/register',
    forgetPassword: '/wps/member/password/email',
    freePlay: '/wps/session/login/freeplay',
    captcha: '/wps/captcha',
    icon: '/wps/member/info/icon',
    /** The "permission" call: system status for the current host. */
    systemStatus: '/wps/system/status',
    passwordByPhone: '/wps/member/password/verification',
    /** `PUT` `{ language }` (token): the member's stored display language (§4; the spec names no path, this contract's choice). */
    memberLanguage: '/wps/member/language',
  },
  other: {
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
  },
  games: {
    gameList: '/wps/relay/GCSGAME_gameList',
    gameLaunchFB: '/wps/relay/GCS_gameLaunchFB',
    hotGames: '/wps/relay/GCSGAME_hotGamesV2',
    announcements: '/wps/relay/MCSFE_getListAnnouncements',
    vassGameType: '/wps/relay/GCSGAME_getVassGameType',
    gameVendor: '/wps/relay/GCSGAME_gameVendor',
    favoriteGames: '/wps/relay/MCSFE_getFavoriteGames',
    favoriteGamesList: '/wps/relay/MCSFE_getFavoriteGamesList',
    /** Add and remove a favourite (body `{ nodeId, vendor, gameType }`): paths the spec names none for, in its relay style. */
    addFavoriteGame: '/wps/relay/MCSFE_addFavoriteGame',
    removeFavoriteGame: '/wps/relay/MCSFE_removeFavoriteGame',
    recentGames: '/wps/relay/GCS_recentGame',
    rankList: '/wps/relay/GCSGAME_getRankList',
  },
  cardLottery: {
    roomList: '/wps/relay/GLS2_roomList',
    launchGame: '/wps/game/launchGame',
    vnGameMenu: '/lgw/vn/games/game_menu',
    vnGameMenuRecent: '/lgw/vn/games/game_menu/recent',
    missionSummaryDetails: '/wps/relay/MCSFE_getMissionSummaryDetails',
    missionLeaderboard: '/wps/relay/MCSFE_getMissionLeaderboard',
  },
  home: {
    popularGames: '/lgw/games/popular',
    vnOpenedNumeros: '/lgw/vn/numeros/opened/game',
    openedNumero: '/lotto/lgw/games/opened/numero',
    consolidatedFunds: '/wps/member/info/funds/consolidated',
    processDividend: '/wps/relay/MCS2_processDividendReq',
    processDailySalary: '/wps/relay/MCS2_processDailySalContract',
    processHourlySalary: '/wps/relay/MCS2_processContractHourSalary',
    processRealTimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  },
  points: {
    pointBalance: '/wps/relay/MCS2_getPointBalance',
    pointReward: '/wps/relay/MCS2_getPointReward',
    redeemPointReward: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    redeemPointList: '/wps/relay/MCS2_getRedeemPointList',
    pointConfig: '/wps/relay/MCS2_getPointConfig',
    memberTransactions: '/wps/relay/ODSFE2_MemTransDet',
    convertPoint: '/wps/relay/passwordCheck/MCS2_convertPoint',
  },
  /** Site content the spec needs but names no path for; these paths are this contract's choice. */
  content: {
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
  },
  /** The member centre's cashier: deposit and withdrawal (the spec names no paths; this contract's choice, in its relay style). */
  cashier: {
    depositChannels: '/wps/relay/MCSFE_getDepositChannels',
    createDeposit: '/wps/relay/MCSFE_createDeposit',
    depositOrder: '/wps/relay/MCSFE_getDepositOrder',
    withdrawSettings: '/wps/relay/MCSFE_getWithdrawSettings',
    withdraw: '/wps/relay/MCSFE_withdraw',
    /** The member's withdrawals with their payments, received and remaining. */
    withdrawList: '/wps/relay/MCSFE_getWithdrawList',
    /** The member's answer to a payment: received, not received (with proof), all received. */
    confirmWithdrawal: '/wps/relay/MCSFE_confirmWithdrawal',
    /** Where a payment provider posts its signed notification of an order's outcome. */
    paymentNotify: '/wps/cashier/notify',
  },
  /** The operator's side (staff accounts, `authorization: Bearer`): not a member call, served by the platform alone. */
  operator: {
    session: '/ops/api/session',
    deposits: '/ops/api/deposits',
    withdrawals: '/ops/api/withdrawals',
    actions: '/ops/api/actions',
    settings: '/ops/api/settings',
    feedback: '/ops/api/feedback',
  },
  /** The member centre's records (the spec names no paths; this contract's choice). */
  records: {
    /** The betting record (member centre page personalHistoryCopy). */
    bettingRecords: '/wps/relay/MCSFE_getBettingRecords',
    /** The account record (member centre page transactionHistory): every movement of the member's wallets. */
    accountRecords: '/wps/relay/MCSFE_getTransactionHistory',
  },
  /** The agent centre (the spec names no paths for its reads; this contract's choice). */
  agent: {
    teamOverview: '/wps/relay/MCSFE_getAgentTeamOverview',
    downlines: '/wps/relay/MCSFE_getAgentDownlines',
    teamBetting: '/wps/relay/MCSFE_getAgentTeamBetting',
    /** Announcements for agents and the agent's own account creation (this contract's choice too: contract/agentAccounts.ts). */
    announcements: '/wps/relay/MCSFE_getAgentAnnouncements',
    createDownline: '/wps/relay/MCSFE_createDownlineAccount',
    /** User profit and loss, and the downlines' transaction details (this contract's choice too: contract/agentReports.ts). */
    userProfit: '/wps/relay/MCSFE_getAgentUserProfit',
    downlineTransactions: '/wps/relay/MCSFE_getAgentDownlineTransactions',
  },
  /** The member centre's transfer to upline (page transferUpline; the spec names no paths; this contract's choice, in its relay style). */
  upline: {
    info: '/wps/relay/MCSFE_getUplineTransferInfo',
    transfer: '/wps/relay/passwordCheck/MCSFE_transferToUpline',
    history: '/wps/relay/MCSFE_getUplineTransferHistory',
  },
  /** Transfer to a direct downline (§6; the spec names no paths; this contract's choice, in its relay style). */
  downline: {
    info: '/wps/relay/MCSFE_getDownlineTransferInfo',
    transfer: '/wps/relay/passwordCheck/MCSFE_transferToDownline',
    history: '/wps/relay/MCSFE_getDownlineTransferHistory',
  },
  /**
   * The member centre's personal profit and loss (personalProfit) and invite friends (referral).
   * The spec names no calls for these pages: this contract's choice, in its relay style like records.*.
   */
  referral: {
    personalProfit: '/wps/relay/MCSFE_getPersonalProfit',
    referralInfo: '/wps/relay/MCSFE_getReferralInfo',
    referralFriends: '/wps/relay/MCSFE_getReferralFriends',
  },
  /** The member's inbox, platform information (the spec names no paths for its list and read mark; this contract's choice). */
  /** My account's second verification (§4): the methods the member has, and binding an authenticator app (this contract's choice, relay style). */
  security: {
    methods: '/wps/relay/MCSFE_getSecurityMethods',
    bindAuthenticator: '/wps/relay/MCSFE_bindAuthenticator',
    confirmAuthenticator: '/wps/relay/MCSFE_confirmAuthenticator',
    unbindAuthenticator: '/wps/relay/MCSFE_unbindAuthenticator',
  },
  /** The member's feedback history with the operator's replies (sending is `other.feedback`, PUT). */
  feedback: {
    list: '/wps/relay/MCSFE_getFeedbackList',
  },
  inbox: {
    messageList: '/wps/relay/CSP_getMessageList',
    readMessages: '/wps/relay/CSP_readMessages',
  },
} as const;

/**
 * The status read for a site host, as an address: what the app's start asks (getSystemStatus), and
 * the address under which the site's server sends that answer with the page.
 */
export const systemStatusAddress = (host: string): string =>
  `${PATHS.login.systemStatus}?${new URLSearchParams({ url: host }).toString()}`;

/**
 * The vendor lanes' read for a merchant, as an address: what getGameVendor asks, and the address
 * under which the site's server sends that answer with the page.
 */
export const vendorLanesAddress = (merchantCode: string): string =>
  `${PATHS.games.gameVendor}?${new URLSearchParams({ merchantCode }).toString()}`;

/**
 * The winner board's read in a language (every category, the board's 20 rows), as an address:
 * what getWinners asks by default, and the address under which the site's server sends that
 * answer with the home page.
 */
export const winnersAddress = (language: string): string =>
  `${PATHS.games.rankList}?${new URLSearchParams({ gameCategory: WINNERS_CATEGORY, limitNum: String(RANK_LIST_LIMIT), language }).toString()}`;

/** The path groups of {@link PATHS}. */
export type PathGroup = keyof typeof PATHS;

/** Any platform path. */
export type ApiPath = { [G in PathGroup]: (typeof PATHS)[G][keyof (typeof PATHS)[G]] }[PathGroup];
