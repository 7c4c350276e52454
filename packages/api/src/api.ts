import {
  forgetPassword,
  freePlay,
  getAffiliate,
  getCaptcha,
  login,
  register,
  registerByMobile,
  requestLoginCode,
  requestRegisterCode,
  setPasswordByPhone,
} from './calls/login';
import {
  getAnnouncements,
  getBanners,
  getHelpCenter,
  getNotices,
  getOnlineService,
  getPromotions,
  getTopRank,
  getVipLevels,
  getWinners,
} from './calls/content';
import {
  addFavoriteGame,
  getFavoriteGameIds,
  getFavoriteGames,
  getGameList,
  getGameVendor,
  getHotGames,
  getRecentGames,
  getRoomList,
  getVassGameTypes,
  launchFbSports,
  launchGame,
  removeFavoriteGame,
} from './calls/games';
import type { GameListOptions } from './calls/games';
import {
  getGameMenus,
  getMyOpenedNumeros,
  getPopularLottery,
  getVnGameMenu,
  getVnOpenedNumeros,
  getVnRecentGames,
} from './calls/lottery';
import { changePassword, getMemberInfo, getUnreadCount, logout, setMemberLanguage } from './calls/member';
import { getDomainRoute, getRegisterSettings, getSystemStatus, getWhitelabel } from './calls/system';
import { getBalance, getMerchantWallets, transferBetweenWallets } from './calls/wallet';
import {
  confirmWithdrawal,
  createDeposit,
  getDepositChannels,
  getDepositOrder,
  getWithdrawList,
  getWithdrawSettings,
  withdraw,
} from './calls/cashier';
import { getAccountRecords, getBettingRecords } from './calls/records';
import { getPersonalProfit, getReferralFriends, getReferralInfo } from './calls/referral';
import { getAgentDownlines, getAgentTeamBetting, getTeamOverview } from './calls/agent';
import { createDownline, getAgentAnnouncements } from './calls/agentAccounts';
import { getAgentDownlineTransactions, getAgentUserProfit } from './calls/agentReports';
import { getMessages, readMessages } from './calls/inbox';
import { getFeedbackList, sendFeedback } from './calls/feedback';
import { bindAuthenticator, confirmAuthenticator, getSecurityMethods, unbindAuthenticator } from './calls/security';
import { getUplineTransferHistory, getUplineTransferInfo, transferToUpline } from './calls/upline';
import {
  getConsolidatedFunds,
  getDownlineTransferHistory,
  getDownlineTransferInfo,
  listContracts,
  processContract,
  transferToDownline,
} from './calls/contracts';
import {
  convertPoints,
  getPointBalance,
  getPointConfig,
  getPointRecords,
  getPointRewards,
  getRedeemHistory,
  redeemPointReward,
} from './calls/points';
import type {
  AccountRecordsQuery,
  ConsolidatedFundsQuery,
  ContractKind,
  ContractRequest,
  DownlineTransferHistoryQuery,
  DownlineTransferPayload,
  AgentDownlinesQuery,
  AgentTeamBettingQuery,
  CreateDownlinePayload,
  AgentUserProfitQuery,
  AgentDownlineTransactionsQuery,
  AnnouncementType,
  BettingRecordsQuery,
  PersonalProfitQuery,
  ReferralFriendsQuery,
  CreateDepositPayload,
  ChangePasswordPayload,
  ConvertPointPayload,
  PointRecordsQuery,
  RedeemHistoryQuery,
  RedeemPayload,
  FavoriteGameRequest,
  FavoriteGamesQuery,
  InboxQuery,
  ForgotByEmailPayload,
  HotGamesQuery,
  LaunchGameRequest,
  LotteryMenuQuery,
  LoginPayload,
  PrizeMode,
  PromotionFilter,
  RankType,
  ReadMessagesPayload,
  RecentGamesQuery,
  RegisterPayload,
  ResetByPhonePayload,
  SecondVerificationCodeRequest,
  SmsCodeRequest,
  TeamOverviewQuery,
  UplineTransferHistoryQuery,
  UplineTransferPayload,
  WalletTransferPayload,
  WinnerBoardQuery,
  WithdrawPayload,
  WithdrawListQuery,
  ConfirmWithdrawalPayload,
  FeedbackPayload,
} from './contract';
import { DEFAULT_TRANSPORT_KEY } from './contract/identity';
import type { HttpClient } from './http';

/** Options of {@link createApi}. */
export interface ApiOptions {
  /** Passphrase of encrypted bodies: the runtime config's `transportKey` (default {@link DEFAULT_TRANSPORT_KEY}). */
  transportKey?: string;
}

/**
 * Binds every call to one client (and the transport key), grouped like the contract.
 * Each function stands alone, so it can be passed directly to redux-saga's `call`.
 */
export function createApi(http: HttpClient, { transportKey = DEFAULT_TRANSPORT_KEY }: ApiOptions = {}) {
  return {
    system: {
      getStatus: (host: string) => getSystemStatus(http, host),
      getWhitelabel: () => getWhitelabel(http),
      getRegisterSettings: () => getRegisterSettings(http),
      getDomainRoute: () => getDomainRoute(http),
    },
    auth: {
      login: (payload: LoginPayload) => login(http, transportKey, payload),
      requestLoginCode: (body: SmsCodeRequest | SecondVerificationCodeRequest) => requestLoginCode(http, body),
      requestRegisterCode: (body: SmsCodeRequest) => requestRegisterCode(http, body),
      register: (payload: RegisterPayload) => register(http, transportKey, payload),
      registerByMobile: (payload: RegisterPayload) => registerByMobile(http, transportKey, payload),
      forgetPassword: (payload: ForgotByEmailPayload) => forgetPassword(http, payload),
      setPasswordByPhone: (payload: ResetByPhonePayload) => setPasswordByPhone(http, transportKey, payload),
      freePlay: (os: string) => freePlay(http, transportKey, os),
      getCaptcha: () => getCaptcha(http),
      getAffiliate: (code: string) => getAffiliate(http, code),
      logout: () => logout(http),
    },
    member: {
      getInfo: () => getMemberInfo(http),
      changePassword: (payload: ChangePasswordPayload) => changePassword(http, transportKey, payload),
      getBalance: () => getBalance(http),
      getUnreadCount: () => getUnreadCount(http),
      setLanguage: (language: string) => setMemberLanguage(http, language),
    },
    wallet: {
      getWallets: (single?: boolean) => getMerchantWallets(http, single),
      transfer: (payload: WalletTransferPayload) => transferBetweenWallets(http, payload),
    },
    cashier: {
      getDepositChannels: () => getDepositChannels(http),
      createDeposit: (payload: CreateDepositPayload) => createDeposit(http, payload),
      getDepositOrder: (orderNo: string) => getDepositOrder(http, orderNo),
      getWithdrawSettings: () => getWithdrawSettings(http),
      withdraw: (payload: WithdrawPayload) => withdraw(http, transportKey, payload),
      getWithdrawList: (query?: WithdrawListQuery) => getWithdrawList(http, query),
      confirmWithdrawal: (payload: ConfirmWithdrawalPayload) => confirmWithdrawal(http, payload),
    },
    records: {
      getBettingRecords: (query: BettingRecordsQuery) => getBettingRecords(http, query),
      getAccountRecords: (query: AccountRecordsQuery) => getAccountRecords(http, query),
    },
    referral: {
      getPersonalProfit: (query: PersonalProfitQuery) => getPersonalProfit(http, query),
      getInfo: () => getReferralInfo(http),
      getFriends: (query: ReferralFriendsQuery) => getReferralFriends(http, query),
    },
    agent: {
      getTeamOverview: (query: TeamOverviewQuery) => getTeamOverview(http, query),
      getDownlines: (query: AgentDownlinesQuery) => getAgentDownlines(http, query),
      getTeamBetting: (query: AgentTeamBettingQuery) => getAgentTeamBetting(http, query),
      getAnnouncements: () => getAgentAnnouncements(http),
      createDownline: (payload: CreateDownlinePayload) => createDownline(http, transportKey, payload),
      getUserProfit: (query: AgentUserProfitQuery) => getAgentUserProfit(http, query),
      getDownlineTransactions: (query: AgentDownlineTransactionsQuery) => getAgentDownlineTransactions(http, query),
    },
    security: {
      getMethods: () => getSecurityMethods(http),
      bindAuthenticator: () => bindAuthenticator(http),
      confirmAuthenticator: (code: string) => confirmAuthenticator(http, code),
      unbindAuthenticator: (code: string) => unbindAuthenticator(http, code),
    },
    feedback: {
      send: (payload: FeedbackPayload) => sendFeedback(http, payload),
      getList: (query?: { pageNo?: number; pageSize?: number }) => getFeedbackList(http, query),
    },
    inbox: {
      getMessages: (query: InboxQuery) => getMessages(http, query),
      readMessages: (payload: ReadMessagesPayload) => readMessages(http, payload),
    },
    upline: {
      getInfo: () => getUplineTransferInfo(http),
      transfer: (payload: UplineTransferPayload) => transferToUpline(http, transportKey, payload),
      getHistory: (query: UplineTransferHistoryQuery) => getUplineTransferHistory(http, query),
    },
    contracts: {
      list: (kind: ContractKind) => listContracts(http, kind),
      process: (kind: ContractKind, body: Exclude<ContractRequest, { action: 'LIST' }>) =>
        processContract(http, kind, body),
      getConsolidated: (query: ConsolidatedFundsQuery) => getConsolidatedFunds(http, query),
    },
    downline: {
      getInfo: () => getDownlineTransferInfo(http),
      transfer: (payload: DownlineTransferPayload) => transferToDownline(http, transportKey, payload),
      getHistory: (query: DownlineTransferHistoryQuery) => getDownlineTransferHistory(http, query),
    },
    points: {
      getBalance: () => getPointBalance(http),
      getRewards: () => getPointRewards(http),
      getConfig: () => getPointConfig(http),
      getRecords: (query: PointRecordsQuery) => getPointRecords(http, query),
      getRedeemHistory: (query: RedeemHistoryQuery) => getRedeemHistory(http, query),
      redeem: (payload: RedeemPayload) => redeemPointReward(http, transportKey, payload),
      convert: (payload: ConvertPointPayload) => convertPoints(http, transportKey, payload),
    },
    content: {
      getBanners: (groupName?: string) => getBanners(http, groupName),
      getNotices: () => getNotices(http),
      getAnnouncements: (types?: readonly AnnouncementType[]) => getAnnouncements(http, types),
      getHelpCenter: () => getHelpCenter(http),
      getWinners: (query: Partial<WinnerBoardQuery> & Pick<WinnerBoardQuery, 'language'>) => getWinners(http, query),
      getTopRank: (rankType: RankType, limitNum?: number) => getTopRank(http, rankType, limitNum),
      getVipLevels: () => getVipLevels(http),
      getPromotions: (type?: PromotionFilter) => getPromotions(http, type),
      getOnlineService: () => getOnlineService(http),
    },
    games: {
      getVendors: (merchantCode: string) => getGameVendor(http, merchantCode),
      getList: (options: GameListOptions) => getGameList(http, options),
      getHot: (query: Omit<HotGamesQuery, 'isPlatform'>) => getHotGames(http, query),
      getFavoriteIds: () => getFavoriteGameIds(http),
      getFavorites: (query: FavoriteGamesQuery) => getFavoriteGames(http, query),
      addFavorite: (body: FavoriteGameRequest) => addFavoriteGame(http, body),
      removeFavorite: (body: FavoriteGameRequest) => removeFavoriteGame(http, body),
      getRecent: (query: Omit<RecentGamesQuery, 'clientType'>) => getRecentGames(http, query),
      launch: (body: LaunchGameRequest) => launchGame(http, body),
      launchFbSports: (query?: Pick<LaunchGameRequest, 'language' | 'device'>) => launchFbSports(http, query),
      getRooms: (query?: { vassalage?: string; nodeId?: string }) => getRoomList(http, query),
      getVassGameTypes: (vassalage?: string) => getVassGameTypes(http, vassalage),
    },
    lottery: {
      getMenus: (query?: Omit<LotteryMenuQuery, 'count'>) => getGameMenus(http, query),
      getPopular: (query: LotteryMenuQuery & { prizeMode: PrizeMode }) => getPopularLottery(http, query),
      getVnMenu: (prizeMode: PrizeMode) => getVnGameMenu(http, prizeMode),
      getVnRecent: () => getVnRecentGames(http),
      getVnOpenedNumeros: (count?: number, gameCode?: string) => getVnOpenedNumeros(http, count, gameCode),
      getMyOpenedNumeros: (count?: number) => getMyOpenedNumeros(http, count),
    },
  };
}

/** The bound calls returned by {@link createApi}. */
export type Api = ReturnType<typeof createApi>;
