import type { GameType } from '@tessera/api/contract';
import { PROVIDER_LOGOS } from '../../../static/game-art';
import type { NewGameProvider } from '../../schema-games';

/** [code, game type, hot, under maintenance] */
type Card = readonly [string, GameType, 0 | 1, 0 | 1];

/** The first cards, ids 1–32 (kept: databases seeded before the lanes grew hold them under these ids). */
const FIRST_CARDS: readonly Card[] = [
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
  // Under maintenance: launching its games is refused with GAME_MAINTENANCE.
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

/** Slot studios beside the first eight: 45 in all, as a real operator lists (invented names, see PROVIDER_LOGOS). */
export const MORE_SLOT_CODES = [
  'AUR',
  'BLZ',
  'NOVA',
  'ZEN',
  'TIDE',
  'ORB',
  'GLOW',
  'PIXL',
  'REEL',
  'LUX',
  'VOLT',
  'KOI',
  'MINT',
  'RUNE',
  'SAGE',
  'FLUX',
  'HALO',
  'JADE',
  'KITE',
  'LYNX',
  'MOSS',
  'NEST',
  'OPAL',
  'PRSM',
  'QUIL',
  'RAVN',
  'SOLA',
  'TAPA',
  'UMBR',
  'VIVA',
  'WAVE',
  'XIAN',
  'YUZU',
  'ZEST',
  'ARC',
  'BOLT',
  'CORA',
] as const;
/** Fishing studios beside the first three: 17 in all. */
export const MORE_FISH_CODES = [
  'AUR',
  'NOVA',
  'TIDE',
  'KOI',
  'REEL',
  'WAVE',
  'CORA',
  'ORB',
  'PIXL',
  'VOLT',
  'JADE',
  'MINT',
  'BLZ',
  'ARC',
] as const;
/** Live studios beside the first four: 10 in all. */
export const MORE_LIVE_CODES = ['LTS', 'PRL', 'MNL', 'HLV', 'GLD', 'SKY'] as const;
/** One more sportsbook: 11 sports providers with the esports and cockfight ones. */
export const MORE_SPORTS_CODES = ['UBT'] as const;

/** The studio that joins KA under maintenance: a small slot studio, so its lobby still shows the badge. */
const MAINTENANCE_CODE = 'QUIL';
const HOT_CODES: ReadonlySet<string> = new Set(['AUR', 'NOVA', 'LTS', 'TIDE']);

const card = (code: string, type: GameType): Card => [
  code,
  type,
  HOT_CODES.has(code) ? 1 : 0,
  code === MAINTENANCE_CODE ? 1 : 0,
];

/**
 * A live studio's second lane: Evo Studios also deals card games, so its popup list offers a
 * member both of its game types (§7 GCSGAME_getVassGameType).
 */
const SECOND_LANE_CARDS: readonly Card[] = [['EVO', 'PVP', 0, 0]];

/** The cards added for real-size lanes, ids 33 on; the second-lane cards after them. */
const MORE_CARDS: readonly Card[] = [
  ...MORE_LIVE_CODES.map((c) => card(c, 'LIVE')),
  ...MORE_SLOT_CODES.map((c) => card(c, 'RNG')),
  ...MORE_FISH_CODES.map((c) => card(c, 'FISH')),
  ...MORE_SPORTS_CODES.map((c) => card(c, 'SPORTS')),
  ...SECOND_LANE_CARDS,
];

/** Display order: by lane, the first cards of a lane before the added ones; esports and cockfight providers are SPORTS providers (§4). */
const LANES: readonly GameType[] = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'];

const withIds = [
  ...FIRST_CARDS.map((c, i) => ({ c, id: i + 1 })),
  ...MORE_CARDS.map((c, i) => ({ c, id: FIRST_CARDS.length + i + 1 })),
];
// Sportsbooks before esports and cockfight: the added sportsbook goes right after CMD.
const laneRank = (c: Card): number =>
  LANES.indexOf(c[1]) * 2 +
  (c[1] === 'SPORTS' && ['AV', 'AI', 'IMES', 'TF', 'IA', 'DS88', 'DIG'].includes(c[0]) ? 1 : 0);
const ordered = [...withIds].sort((a, b) => laneRank(a.c) - laneRank(b.c) || a.id - b.id);

/** The provider cards: fixed ids, `sort_order` their place in the display order. */
export const SEED_PROVIDERS: NewGameProvider[] = ordered
  .map(({ c: [vassalage, game_type, is_hot, maintenance], id }, i) => ({
    id,
    vassalage,
    game_type,
    name: PROVIDER_LOGOS[vassalage]?.[0] ?? vassalage,
    account_type_id: String(1000 + id),
    small_icon: `/static/providers/${vassalage}.webp`,
    is_hot,
    maintenance,
    sort_order: i + 1,
  }))
  .sort((a, b) => a.id - b.id);

/**
 * The ids of the second-lane cards. The seeded years of play bet only in the games of the other
 * cards, so adding a second lane leaves every seeded balance and record as it was.
 */
export const SECOND_LANE_PROVIDER_IDS: readonly number[] = withIds
  .filter(({ c }) => SECOND_LANE_CARDS.includes(c))
  .map(({ id }) => id);

/** The provider card of a code and type (seed data is fixed, so a miss is a programming error). */
export function seededProvider(vassalage: string, gameType: GameType): NewGameProvider & { id: number } {
  const found = SEED_PROVIDERS.find((p) => p.vassalage === vassalage && p.game_type === gameType);
  if (!found) throw new Error(`No seeded provider ${vassalage} ${gameType}`);
  return found;
}
