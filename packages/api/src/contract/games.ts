/** Game categories as lanes and launch data name them; esports and cockfight are split out of sports. */
export const GAME_CATEGORIES = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * The game types a provider card and a game carry. Esports and cockfight providers are sports
 * providers on the platform (`gameType` SPORTS); only their lane says ESPORTS or COCKFIGHT.
 */
export const GAME_TYPES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** §9: sports providers whose cards go to the ESPORTS lane. */
export const ESPORTS_PROVIDERS: readonly string[] = ['AV', 'AI', 'IMES', 'TF', 'IA'];
/** §9: sports providers whose cards go to the COCKFIGHT lane. */
export const COCKFIGHT_PROVIDERS: readonly string[] = ['DS88', 'DIG'];
/** §9: the order of categories in the lottery lobby's hot list. */
export const LOTTERY_HOT_ORDER: readonly GameType[] = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'];

/** A game provider card of the vendor list (§3), plus its display name and maintenance state. */
export interface GameProviderCard {
  /** Provider code. */
  vassalage: string;
  accountTypeId: string;
  smallIcon: string;
  /** 1 marks a hot provider. */
  isHot: 0 | 1;
  gameType: GameType;
  name: string;
  /** Under maintenance: its games cannot be launched (`GAME_MAINTENANCE`). */
  maintenance: boolean;
  /** §3 launch data: VASSALAGE when choosing the card opens the provider's game list in a popup. */
  isGame?: 'VASSALAGE';
}

/** One lane of the vendor list: a category and its provider cards. */
export interface VendorLane {
  title: GameCategory;
  cards: GameProviderCard[];
}

/** The answer of the game vendor call (`value.data.lanes`). */
export interface GameVendorResponse {
  data: { lanes: VendorLane[] };
}

/** §9 slot classifications (`gameClassify`); BINGO only where Tagalog is supported. */
export const GAME_CLASSIFICATIONS = ['SCRATCH', 'VIDEO_POKER', 'JACKPOT', 'TABLE', 'ARCADE', 'BINGO'] as const;
export type GameClassification = (typeof GAME_CLASSIFICATIONS)[number];

/** §9 minimum-bet options in minor units (0.01, 0.05, 0.1, 0.5, 0.75); "all" is no `minBet`. */
export const MIN_BET_OPTIONS = [1, 5, 10, 50, 75] as const;
export type MinBetOption = (typeof MIN_BET_OPTIONS)[number];

/** §9: games per page of every game list. */
export const GAME_PAGE_SIZE = 30;
/** The longest `gameName` search the platform accepts. */
export const GAME_NAME_SEARCH_MAX = 50;
/** The game list's `clientType` for the web. */
export const CLIENT_TYPE_WEB = 3;
/** The most games the hot list answers. */
export const HOT_GAMES_LIMIT = 100;

/** A game of a provider's game list (§3: nodeId, vassalage, gameType) and what its tile shows. */
export interface Game {
  nodeId: string;
  vassalage: string;
  gameType: GameType;
  gameCode: string;
  gameName: string;
  iconUrl: string;
  gameClassify: GameClassification | null;
  /** The smallest stake in minor units: one of {@link MIN_BET_OPTIONS}. */
  minBet: number;
  /** Pay lines (slots); 1 for games without lines. */
  lineNum: number;
  isHot: 0 | 1;
  /** Its provider is under maintenance. */
  maintenance: boolean;
}

/** The query of the game list (`GET /wps/relay/GCSGAME_gameList`). */
export interface GameListQuery {
  clientType: typeof CLIENT_TYPE_WEB;
  platform?: string;
  channel?: string;
  merchant?: string;
  gameType: GameType;
  /** Provider code; every provider of the type without it. */
  vassalage?: string;
  gameClassify?: GameClassification;
  /** Contained in the name, letter case ignored; at most {@link GAME_NAME_SEARCH_MAX} characters. */
  gameName?: string;
  /** Games whose minimum bet is exactly this option (minor units). */
  minBet?: MinBetOption;
  /** Games with at least this many lines. */
  minLineNum?: number;
  language: string;
  /** From 1. */
  pageNo: number;
  /** 1 to {@link GAME_PAGE_SIZE}. */
  pageSize: number;
}

/** The answer of the game list call: one page in a stable order, and how many pages there are (0 when none match). */
export interface GameListPage {
  games: Game[];
  totalPages: number;
}

/** The query of the hot games call (`GET /wps/relay/GCSGAME_hotGamesV2`). */
export interface HotGamesQuery {
  merchantCode?: string;
  isPlatform: 2;
  vassalage?: string;
  platform?: string;
  language: string;
}

/** The answer of the hot games call: at most {@link HOT_GAMES_LIMIT} games, most popular first. */
export interface HotGames {
  list: Game[];
}

/** The body of adding or removing a favourite (§7: nodeId, vendor, gameType). */
export interface FavoriteGameRequest {
  nodeId: string;
  /** The game's provider code. */
  vendor: string;
  gameType: GameType;
}

/** The query of the favourite list (`GET /wps/relay/MCSFE_getFavoriteGamesList`). */
export interface FavoriteGamesQuery {
  pageNo: number;
  pageSize: number;
  /** Only favourites of this type; every type without it. */
  gameType?: GameType;
  language: string;
}

/** The query of recent games (`GET /wps/relay/GCS_recentGame`). */
export interface RecentGamesQuery {
  clientType: typeof CLIENT_TYPE_WEB;
  vassalage?: string;
  language: string;
  pageNo: number;
  pageSize: number;
}

/** The answer of recent games: the member's launched and played games, latest first. */
export interface RecentGamesPage {
  list: Game[];
  totalPages: number;
}

/** What a game tile hands to the launch flow. */
export interface GameLaunchData {
  /** LOTT and ELOTT go to the lottery lobby; other types launch a third-party game. */
  gameType: string;
  /** VASSALAGE opens a popup game list instead of launching. */
  isGame?: string;
  defaultPlayType?: string;
  vendor?: string;
  accountTypeName?: string;
  gameCode?: string;
  code?: string;
  /** Provider code, kept in shared state for slot games. */
  vassalage?: string;
  /** The game itself, when a game (not a provider) is launched. */
  nodeId?: string;
}

/** Refusal codes of the game calls (HTTP 200, `success: false`). */
export const GAME_CODES = {
  /** No such game or provider (or the game is not the provider's). */
  gameNotFound: 'GAME_NOT_FOUND',
  /** The provider is under maintenance: the value is a {@link GameMaintenance} with games to suggest. */
  gameMaintenance: 'GAME_MAINTENANCE',
  /** A trial account cannot launch games: register a real account (§5). */
  trialAccount: 'TRIAL_ACCOUNT',
} as const;
export type GameCode = (typeof GAME_CODES)[keyof typeof GAME_CODES];

/** The value of a `GAME_MAINTENANCE` refusal: the provider, and hot games of other providers of the same type. */
export interface GameMaintenance {
  vassalage: string;
  gameType: GameType;
  suggestions: Game[];
}

/** Where the lottery lobby opens (§7 `lottoView`). */
export const LOTTO_VIEWS = ['lobby', 'betting'] as const;
export type LottoView = (typeof LOTTO_VIEWS)[number];

/** The body of the launch call (`POST /wps/game/launchGame`, token). */
export interface LaunchGameRequest {
  gameType: GameType;
  /** Provider code (§3 launch data `vendor`). */
  vassalage: string;
  /** The game; a provider launch (live, sports) opens the provider's lobby game without it. */
  nodeId?: string;
  /** A lottery game (`lottoGameCode`); the provider's first lottery game without it. */
  gameCode?: string;
  prizeMode?: PrizeMode;
  lottoView?: LottoView;
  /** Display language (EN, TY, …). */
  language?: string;
  device?: 'WEB' | 'MOBILE';
  /** Where the lottery lobby's back button leads (an http(s) address). */
  backUrl?: string;
}

/** The answer of a launch: `content` is the address to open in the game frame. */
export interface LaunchResult {
  content: string;
}

/** §9 prize modes; §4 picks Elott or Lott from the vendor list ({@link prizeModeOf}). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** §9: the popular lottery list holds 20 games; the VN draw list 100 draws. */
export const POPULAR_LOTTERY_COUNT = 20;
export const VN_NUMERO_COUNT = 100;

/** Lottery areas; the VN lobby serves the VN area. */
export const LOTTO_AREAS = ['VN', 'TH', 'SEA'] as const;
export type LottoArea = (typeof LOTTO_AREAS)[number];

/** A lottery game of the game menus. */
export interface LotteryGame {
  nodeId: string;
  gameCode: string;
  gameName: string;
  /** Provider code. */
  vendor: string;
  gameType: 'LOTT' | 'ELOTT';
  prizeMode: PrizeMode;
  lottoArea: LottoArea;
  /** For VN games: NORTH, CENTRAL, SOUTH or FAST (drawn every few seconds). */
  region: string;
  iconUrl: string;
  /** Seconds between draws. */
  drawInterval: number;
  defaultPlayType: string;
  isHot: 0 | 1;
}

/** The query of the lottery menus (`/lgw/games/game_menus`, `/lgw/games/popular`, `/lgw/vn/games/game_menu`). */
export interface LotteryMenuQuery {
  prizeMode?: PrizeMode;
  device?: 'WEB' | 'MOBILE';
  language?: string;
  /** Popular list only: 1 to {@link POPULAR_LOTTERY_COUNT}. */
  count?: number;
}

/** A drawn (opened) round of a lottery game. */
export interface OpenedNumero {
  gameCode: string;
  gameName: string;
  /** The round's number: date and sequence, '20240601-0042'. */
  numero: string;
  /** The winning digits. */
  result: string;
  /** ISO 8601, UTC. */
  openedAt: string;
}

/** A card-game (PVP) room (`GET /wps/relay/GLS2_roomList`, token). */
export interface GameRoom {
  roomId: string;
  nodeId: string;
  vassalage: string;
  roomName: string;
  /** Minor units. */
  minBet: number;
  players: number;
  maxPlayers: number;
}

const isListed = (list: readonly string[], code: string): boolean => list.includes(code.toUpperCase());

/**
 * §4: sports cards of esports or cockfight providers move to ESPORTS and COCKFIGHT lanes (added
 * after the others when missing); a lane left without cards is dropped (the nav shows categories
 * that have providers). The platform answers
 * upstream's shape (those providers under SPORTS) and the vendor call applies this, so the web
 * always gets split lanes; applying it twice changes nothing.
 */
export function splitVendorLanes(lanes: readonly VendorLane[]): VendorLane[] {
  const out = lanes.map((lane) => ({ title: lane.title, cards: [...lane.cards] }));
  const laneOf = (title: GameCategory): VendorLane => {
    let lane = out.find((l) => l.title === title);
    if (!lane) out.push((lane = { title, cards: [] }));
    return lane;
  };
  const sports = out.find((l) => l.title === 'SPORTS');
  if (!sports) return out;
  const esports = sports.cards.filter((c) => isListed(ESPORTS_PROVIDERS, c.vassalage));
  const cockfight = sports.cards.filter((c) => isListed(COCKFIGHT_PROVIDERS, c.vassalage));
  sports.cards = sports.cards.filter((c) => !esports.includes(c) && !cockfight.includes(c));
  if (esports.length) laneOf('ESPORTS').cards.push(...esports);
  if (cockfight.length) laneOf('COCKFIGHT').cards.push(...cockfight);
  return out.filter((l) => l.cards.length > 0);
}

/** §4: electronic lottery when the ELOTT lane has a TCG_LOTTO_VN card or a LOTT-type card; normal lottery otherwise. */
export function prizeModeOf(lanes: readonly VendorLane[]): 'Elott' | 'Lott' {
  const elott = lanes.find((l) => l.title === 'ELOTT');
  const electronic = elott?.cards.some((c) => c.vassalage === 'TCG_LOTTO_VN' || c.gameType === 'LOTT') ?? false;
  return electronic ? 'Elott' : 'Lott';
}

/** One provider and the game types it offers (`GET /wps/relay/GCSGAME_getVassGameType`, token): JILI has slots and fishing, for example. */
export interface VassGameType {
  vassalage: string;
  name: string;
  /** In the §9 lane order. */
  gameTypes: GameType[];
}

/** How many of the member's recent draws `/lotto/lgw/games/opened/numero` answers unless asked (at most 100). */
export const MY_NUMERO_COUNT = 10;
