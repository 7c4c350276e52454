export * from './contract';
export * from './paths';
export { DEFAULT_CONFIG, readRuntimeConfig } from './config';
export type { RuntimeConfig } from './config';
export { createHttpClient, HEADER_LANGUAGE, HEADER_TOKEN } from './http';
export type { HttpClient, HttpClientOptions } from './http';
export { API_ERROR_CODES, ApiError, badResponse, businessError, httpError, isApiError, toApiError } from './errors';
export type { ApiErrorInit, ApiErrorKind } from './errors';
export { isEnvelope, isErrorBody } from './guards';
export { request, unwrapEnvelope } from './request';
export { acceptServedAnswers, SERVED_KEEP_MS } from './served';
export type { ServedAnswer } from './served';
export {
  CryptoError,
  decryptBody,
  decryptServicePath,
  decryptText,
  encryptBody,
  encryptServicePath,
  encryptText,
  randomToken,
  SERVICE_PATH_KEY_LENGTH,
} from './crypto';
export type { EncryptedBody } from './crypto';
export { getDomainRoute, getRegisterSettings, getSystemStatus, getWhitelabel } from './calls/system';
export {
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
export { changePassword, getMemberInfo, getUnreadCount, logout } from './calls/member';
export { getBalance } from './calls/wallet';
export { confirmWithdrawal, getWithdrawList } from './calls/cashier';
export { getFeedbackList, sendFeedback } from './calls/feedback';
export { bindAuthenticator, confirmAuthenticator, getSecurityMethods, unbindAuthenticator } from './calls/security';
export {
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
export {
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
export type { GameListOptions } from './calls/games';
export {
  getGameMenus,
  getMyOpenedNumeros,
  getPopularLottery,
  getVnGameMenu,
  getVnOpenedNumeros,
  getVnRecentGames,
} from './calls/lottery';
export {
  CONTRACT_PATHS,
  getConsolidatedFunds,
  getDownlineTransferHistory,
  getDownlineTransferInfo,
  listContracts,
  processContract,
  transferToDownline,
} from './calls/contracts';
export {
  createApi,
  agentCalls,
  authCalls,
  cashierCalls,
  contentCalls,
  contractsCalls,
  downlineCalls,
  feedbackCalls,
  gamesCalls,
  inboxCalls,
  lotteryCalls,
  memberCalls,
  pointsCalls,
  recordsCalls,
  referralCalls,
  securityCalls,
  systemCalls,
  uplineCalls,
  walletCalls,
} from './api';
export type { Api, ApiOptions } from './api';
export { findSetting, isFlagOn } from './settings';
export { checkRule, HARD_MAX_LENGTH } from './validation/rules';
export type { RuleFailure } from './validation/rules';
export { isPatternId, PATTERN_IDS, PATTERNS } from './validation/patterns';
export type { PatternDefinition, PatternId } from './validation/patterns';
