import {
  CLIENT_TYPE_WEB,
  GAME_CLASSIFICATIONS,
  GAME_NAME_SEARCH_MAX,
  GAME_PAGE_SIZE,
  GAME_TYPES,
  LOTTO_VIEWS,
  MIN_BET_OPTIONS,
  POPULAR_LOTTERY_COUNT,
  PRIZE_MODES,
  VN_NUMERO_COUNT,
} from '@tessera/api/contract';

/** Query and body schemas of the game calls. Every string is bounded; unknown fields are dropped. */
export const S = {
  language: { type: 'string', pattern: '^[A-Za-z]{2}$', default: 'EN' },
  vassalage: { type: 'string', pattern: '^[A-Z0-9_]{1,20}$' },
  gameType: { type: 'string', enum: GAME_TYPES },
  nodeId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
  gameCode: { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}$' },
  label: { type: 'string', maxLength: 64 },
  pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: GAME_PAGE_SIZE, default: GAME_PAGE_SIZE },
  clientType: { type: 'integer', enum: [CLIENT_TYPE_WEB], default: CLIENT_TYPE_WEB },
  prizeMode: { type: 'string', enum: PRIZE_MODES },
  device: { type: 'string', enum: ['WEB', 'MOBILE'], default: 'WEB' },
} as const;

export const gameListQuery = {
  type: 'object',
  required: ['gameType'],
  properties: {
    clientType: S.clientType,
    platform: S.label,
    channel: S.label,
    merchant: S.label,
    gameType: S.gameType,
    vassalage: S.vassalage,
    gameClassify: { type: 'string', enum: GAME_CLASSIFICATIONS },
    gameName: { type: 'string', maxLength: GAME_NAME_SEARCH_MAX },
    minBet: { type: 'integer', enum: MIN_BET_OPTIONS },
    minLineNum: { type: 'integer', minimum: 1, maximum: 10_000 },
    language: S.language,
    pageNo: S.pageNo,
    pageSize: S.pageSize,
  },
} as const;

export const vendorQuery = { type: 'object', properties: { merchantCode: S.label, language: S.language } } as const;

export const hotGamesQuery = {
  type: 'object',
  properties: {
    merchantCode: S.label,
    isPlatform: { type: 'integer', enum: [2] },
    vassalage: S.vassalage,
    gameType: S.gameType,
    platform: S.label,
    language: S.language,
  },
} as const;

export const favouriteBody = {
  type: 'object',
  required: ['nodeId', 'vendor', 'gameType'],
  properties: { nodeId: S.nodeId, vendor: S.vassalage, gameType: S.gameType },
} as const;

export const favouriteListQuery = {
  type: 'object',
  properties: { pageNo: S.pageNo, pageSize: S.pageSize, gameType: S.gameType, language: S.language },
} as const;

export const recentQuery = {
  type: 'object',
  properties: {
    clientType: S.clientType,
    vassalage: S.vassalage,
    language: S.language,
    pageNo: S.pageNo,
    pageSize: S.pageSize,
  },
} as const;

export const lotteryMenuQuery = {
  type: 'object',
  properties: { prizeMode: S.prizeMode, device: S.device, language: S.language },
} as const;

export const popularQuery = {
  type: 'object',
  properties: {
    count: { type: 'integer', minimum: 1, maximum: POPULAR_LOTTERY_COUNT, default: POPULAR_LOTTERY_COUNT },
    prizeMode: S.prizeMode,
    device: S.device,
    language: S.language,
  },
} as const;

export const numerosQuery = {
  type: 'object',
  properties: {
    count: { type: 'integer', minimum: 1, maximum: VN_NUMERO_COUNT, default: VN_NUMERO_COUNT },
    gameCode: S.gameCode,
  },
} as const;

export const roomsQuery = { type: 'object', properties: { vassalage: S.vassalage, nodeId: S.nodeId } } as const;

export const launchBody = {
  type: 'object',
  required: ['gameType', 'vassalage'],
  properties: {
    gameType: S.gameType,
    vassalage: S.vassalage,
    nodeId: S.nodeId,
    gameCode: S.gameCode,
    prizeMode: S.prizeMode,
    lottoView: { type: 'string', enum: LOTTO_VIEWS },
    language: S.language,
    device: S.device,
    backUrl: { type: 'string', pattern: '^https?://[^\\s]+$', maxLength: 300 },
  },
} as const;

export const launchFbQuery = { type: 'object', properties: { language: S.language, device: S.device } } as const;
