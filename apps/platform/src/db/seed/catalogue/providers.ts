import type { GameType } from '@tessera/api';
import { PROVIDER_LOGOS } from '../../../static/game-art';
import type { NewGameProvider } from '../../schema-games';

/** [code, game type, hot, under maintenance] in display order; esports and cockfight providers are SPORTS providers (§4). */
const CARDS: ReadonlyArray<readonly [string, GameType, 0 | 1, 0 | 1]> = [
  ['EVO', 'LIVE', 1, 0],
  ['DG', 'LIVE', 0, 0],
  ['SA', 'LIVE', 1, 0],
  ['WM', 'LIVE', 0, 0],
  ['PG', 'RNG', 1, 0],
  ['JILI', 'RNG', 1, 0],
  ['PP', 'RNG', 0, 0],
  ['CQ9', 'RNG', 0, 0],
  ['FC', 'RNG', 0, 0],
  ['JDB', 'RNG', 0, 0],
  // The provider seeded under maintenance: launching its games is refused with GAME_MAINTENANCE.
  ['KA', 'RNG', 0, 1],
  ['RSG', 'RNG', 0, 0],
  ['JILI', 'FISH', 1, 0],
  ['FC', 'FISH', 0, 0],
  ['JDB', 'FISH', 0, 0],
  ['V8', 'PVP', 1, 0],
  ['KM', 'PVP', 0, 0],
  ['TP', 'PVP', 0, 0],
  ['SABA', 'SPORTS', 1, 0],
  ['FB', 'SPORTS', 0, 0],
  ['CMD', 'SPORTS', 0, 0],
  ['AV', 'SPORTS', 0, 0],
  ['AI', 'SPORTS', 0, 0],
  ['IMES', 'SPORTS', 1, 0],
  ['TF', 'SPORTS', 0, 0],
  ['IA', 'SPORTS', 0, 0],
  ['DS88', 'SPORTS', 1, 0],
  ['DIG', 'SPORTS', 0, 0],
  ['TCG', 'LOTT', 1, 0],
  ['GW', 'LOTT', 0, 0],
  ['TCG_LOTTO_VN', 'ELOTT', 1, 0],
  ['VR', 'ELOTT', 0, 0],
];

/** The provider cards, ids 1… in display order. */
export const SEED_PROVIDERS: NewGameProvider[] = CARDS.map(([vassalage, game_type, is_hot, maintenance], i) => ({
  id: i + 1,
  vassalage,
  game_type,
  name: PROVIDER_LOGOS[vassalage]?.[0] ?? vassalage,
  account_type_id: String(1001 + i),
  small_icon: `/static/providers/${vassalage}.svg`,
  is_hot,
  maintenance,
  sort_order: i + 1,
}));

/** The provider card of a code and type (seed data is fixed, so a miss is a programming error). */
export function seededProvider(vassalage: string, gameType: GameType): NewGameProvider & { id: number } {
  const card = SEED_PROVIDERS.find((p) => p.vassalage === vassalage && p.game_type === gameType);
  if (!card) throw new Error(`No seeded provider ${vassalage} ${gameType}`);
  return card;
}
