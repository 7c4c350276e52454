import type { LaunchGameRequest, LotteryGame, PrizeMode, VendorLane } from '@tessera/api';
import { LOTTERY_HOT_ORDER } from '@tessera/api/contract';

/** What a /lottery address names (§2: optional query gameCode, vendor, playType; `area` filters the lobby). */
export interface LotteryQuery {
  gameCode?: string;
  vendor?: string;
  playType?: string;
  area?: string;
}

export function lotteryQueryOf(search: URLSearchParams): LotteryQuery {
  const read = (name: string) => search.get(name)?.trim() || undefined;
  return { gameCode: read('gameCode'), vendor: read('vendor'), playType: read('playType'), area: read('area') };
}

/** The /lottery address that opens a game (§4: lottery and e-lottery go to /lottery with gameCode, vendor, playType). */
export function lotteryPath(game: Pick<LotteryGame, 'gameCode' | 'vendor' | 'defaultPlayType'>): string {
  const search = new URLSearchParams({ gameCode: game.gameCode, vendor: game.vendor });
  if (game.defaultPlayType) search.set('playType', game.defaultPlayType);
  return `/lottery?${search}`;
}

/** The display name of each lottery provider, from the ELOTT and LOTT lanes of the vendor list. */
export function lotteryVendorNames(lanes: readonly VendorLane[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const lane of lanes) {
    if (lane.title !== 'ELOTT' && lane.title !== 'LOTT') continue;
    for (const card of lane.cards) names.set(card.vassalage, card.name);
  }
  return names;
}

const hotRank = (game: LotteryGame) => LOTTERY_HOT_ORDER.indexOf(game.gameType);

/** The games of each provider, providers in §9 hot order (e-lottery before lottery), games as listed. */
export function groupByVendor(games: readonly LotteryGame[]): Array<{ vendor: string; games: LotteryGame[] }> {
  const groups = new Map<string, LotteryGame[]>();
  for (const game of [...games].sort((a, b) => hotRank(a) - hotRank(b))) {
    const group = groups.get(game.vendor);
    if (group) group.push(game);
    else groups.set(game.vendor, [game]);
  }
  return [...groups].map(([vendor, list]) => ({ vendor, games: list }));
}

/** Distinct values in first-seen order. */
export const distinct = <T>(values: Iterable<T>): T[] => [...new Set(values)];

/** The games of one provider and one area, when given. */
export function filterLottery(
  games: readonly LotteryGame[],
  { vendor, area }: Pick<LotteryQuery, 'vendor' | 'area'>,
): LotteryGame[] {
  return games.filter((g) => (!vendor || g.vendor === vendor) && (!area || g.lottoArea === area));
}

/** The game a /lottery address names among `games` (of its provider when the address names one), with the address's play type. */
export function chosenLottery(
  games: readonly LotteryGame[],
  { gameCode, vendor, playType }: LotteryQuery,
): LotteryGame | null {
  if (!gameCode) return null;
  const game = games.find((g) => g.gameCode === gameCode && (!vendor || g.vendor === vendor));
  if (!game) return null;
  return playType ? { ...game, defaultPlayType: playType } : game;
}

/**
 * The launch of a lottery game into the lottery lobby (§7 lobby parameters): the site's prize
 * mode (§4), the betting view for a chosen game, and the way back to /lottery.
 */
export function lotteryLaunchRequest(
  game: Pick<LotteryGame, 'gameType' | 'vendor' | 'gameCode'>,
  prizeMode: PrizeMode,
  origin: string,
): Omit<LaunchGameRequest, 'language' | 'device'> {
  return {
    gameType: game.gameType,
    vassalage: game.vendor,
    gameCode: game.gameCode,
    prizeMode,
    lottoView: 'betting',
    backUrl: `${origin}/lottery`,
  };
}
