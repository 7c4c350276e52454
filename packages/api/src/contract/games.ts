/** Game categories as lanes and launch data name them; esports and cockfight are split out of sports. */
export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** A game provider card of the vendor list. */
export interface GameProviderCard {
  /** Provider code. */
  vassalage: string;
  accountTypeId: string;
  smallIcon: string;
  /** 1 marks a hot provider. */
  isHot: 0 | 1;
  gameType: string;
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

/** A game of a provider's game list. */
export interface Game {
  nodeId: string;
  vassalage: string;
  gameType: string;
}

/** The answer of the game list call (page size 30). */
export interface GameListPage {
  games: Game[];
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
}
