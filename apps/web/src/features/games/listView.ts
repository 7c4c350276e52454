import type { Game, GameClassification, GameType, MinBetOption } from '@tessera/api';
import { GAME_CLASSIFICATIONS, GAME_NAME_SEARCH_MAX, MIN_BET_OPTIONS } from '@tessera/api/contract';
import { LANGUAGES } from '@tessera/i18n';
import type { GameListFilter } from './gamesApi';

/** The lists of a slot-style page (§2 "Game lists"); favourites and recent need a login. */
export const GAME_LIST_TABS = ['all', 'hot', 'favourites', 'recent'] as const;
export type GameListTab = (typeof GAME_LIST_TABS)[number];
export const MEMBER_TABS: readonly GameListTab[] = ['favourites', 'recent'];

/** What a game list page shows, as its address keeps it (so reload and back keep the filters). */
export interface GameListView {
  tab: GameListTab;
  /** Provider code. */
  vassalage?: string;
  gameName?: string;
  gameClassify?: GameClassification;
  minBet?: MinBetOption;
}

/** The search parameters of each part of the view; `page` (and `type=hot`) name the tab (§2). */
const PARAM = {
  tab: 'page',
  vassalage: 'vassalage',
  gameName: 'gameName',
  gameClassify: 'gameClassify',
  minBet: 'minBet',
} as const;

const isTab = (value: string | null): value is GameListTab =>
  (GAME_LIST_TABS as readonly string[]).includes(value ?? '');

/** §9: bingo is offered only where Tagalog is a language of the site. */
const BINGO_OFFERED = LANGUAGES.some((language) => language.code === 'TY');

/** The classifications a page offers: the slot classifications on /rng only (bingo where Tagalog is supported). */
export function classificationsFor(gameType: GameType): readonly GameClassification[] {
  if (gameType !== 'RNG') return [];
  return GAME_CLASSIFICATIONS.filter((c) => c !== 'BINGO' || BINGO_OFFERED);
}

/** A search as the platform takes it: trimmed, at most 50 characters. */
export const searchTerm = (text: string) => text.trim().slice(0, GAME_NAME_SEARCH_MAX);

/** Reads the view from the address; unknown values fall back to "all". */
export function readListView(search: URLSearchParams, gameType: GameType): GameListView {
  const page = search.get(PARAM.tab);
  const tab = isTab(page) ? page : search.get('type') === 'hot' ? 'hot' : 'all';
  const vassalage = search.get(PARAM.vassalage)?.trim() || undefined;
  const gameName = searchTerm(search.get(PARAM.gameName) ?? '') || undefined;
  const classify = search.get(PARAM.gameClassify);
  const gameClassify = classificationsFor(gameType).find((c) => c === classify);
  const minBet = MIN_BET_OPTIONS.find((option) => String(option) === search.get(PARAM.minBet));
  return { tab, vassalage, gameName, gameClassify, minBet };
}

/** The address's search parameters with `change` applied; a changed tab replaces `type=hot`. */
export function writeListView(search: URLSearchParams, change: Partial<GameListView>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(change) as Array<[keyof GameListView, GameListView[keyof GameListView]]>) {
    const name = PARAM[key];
    if (key === 'tab') next.delete('type');
    if (value === undefined || value === '' || (key === 'tab' && value === 'all')) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** The platform's filter of the "all" list. */
export function listFilter(view: GameListView, gameType: GameType, language: string): GameListFilter {
  const { vassalage, gameName, gameClassify, minBet } = view;
  return { gameType, language, vassalage, gameName, gameClassify, minBet };
}

/**
 * The games of a list the platform does not filter (hot, favourites, recent) that match the view
 * and the page's game type, as the platform would filter them.
 */
export function matchingGames(games: readonly Game[], view: GameListView, gameType: GameType): Game[] {
  const name = view.gameName?.toLowerCase();
  return games.filter(
    (game) =>
      game.gameType === gameType &&
      (!view.vassalage || game.vassalage === view.vassalage) &&
      (!view.gameClassify || game.gameClassify === view.gameClassify) &&
      (view.minBet === undefined || game.minBet === view.minBet) &&
      (!name || game.gameName.toLowerCase().includes(name)),
  );
}
