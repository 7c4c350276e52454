import type { Generated, Insertable, Selectable } from 'kysely';

/** The game tables (migration 0005). Flags are 0/1, money integer minor units, moments ISO 8601 UTC text. */
export interface GamesDatabase {
  game_providers: GameProvidersTable;
  games: GamesTable;
  lottery_games: LotteryGamesTable;
  lottery_numeros: LotteryNumerosTable;
  game_rooms: GameRoomsTable;
  favourite_games: FavouriteGamesTable;
  recent_games: RecentGamesTable;
  launch_tickets: LaunchTicketsTable;
  game_sessions: GameSessionsTable;
  bets: BetsTable;
}

/** A provider card: one provider in one game type (a provider may have several). */
export interface GameProvidersTable {
  id: number;
  vassalage: string;
  game_type: string;
  name: string;
  account_type_id: string;
  small_icon: string;
  is_hot: number;
  /** 1 while its games cannot be launched. */
  maintenance: number;
  sort_order: number;
}

/** A game; `id` is its nodeId. Provider launches (live, sports) open the provider's first game. */
export interface GamesTable {
  id: number;
  provider_id: number;
  vassalage: string;
  game_type: string;
  game_code: string;
  game_name: string;
  icon_url: string;
  game_classify: string | null;
  min_bet: number;
  line_num: number;
  is_hot: number;
  /** Popularity: the lists' order (then id). */
  sort_order: number;
}

export interface LotteryGamesTable {
  game_id: number;
  prize_mode: string;
  lotto_area: string;
  region: string;
  /** Seconds between draws. */
  draw_interval: number;
  default_play_type: string;
}

/** A drawn round of a lottery game. */
export interface LotteryNumerosTable {
  id: number;
  game_id: number;
  numero: string;
  result: string;
  opened_at: string;
}

export interface GameRoomsTable {
  id: number;
  game_id: number;
  room_name: string;
  min_bet: number;
  players: number;
  max_players: number;
  sort_order: number;
}

export interface FavouriteGamesTable {
  member_id: number;
  game_id: number;
  created_at: string;
}

/** The last time a member launched or played a game. */
export interface RecentGamesTable {
  member_id: number;
  game_id: number;
  played_at: string;
}

/** A launch ticket: short-lived, used once to open a game session. Only its SHA-256 is kept. */
export interface LaunchTicketsTable {
  ticket_hash: string;
  member_id: number;
  game_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A game session opened with a ticket; the game page holds its token. Only the SHA-256 is kept. */
export interface GameSessionsTable {
  token_hash: string;
  member_id: number;
  game_id: number;
  created_at: string;
  expires_at: string;
}

/** A bet placed in a game, with its win and the balance it left. */
export interface BetsTable {
  id: Generated<number>;
  member_id: number;
  game_id: number;
  idempotency_key: string;
  stake: number;
  win: number;
  /** JSON: what was drawn. */
  outcome: string;
  balance_after: number;
  created_at: string;
}

export type NewGameProvider = Insertable<GameProvidersTable>;
export type NewGame = Insertable<GamesTable>;
export type GameRow = Selectable<GamesTable>;
export type NewLotteryGame = Insertable<LotteryGamesTable>;
export type NewLotteryNumero = Insertable<LotteryNumerosTable>;
export type NewGameRoom = Insertable<GameRoomsTable>;
