import type { GameClassification } from '@tessera/api/contract';
import { gameTileUrl, MOTIF_COUNT, TILE_PALETTES } from '../../../static/game-art';
import type { NewGame } from '../../schema-games';
import { MORE_SLOT_CODES, seededProvider } from './providers';
import { generator, pick, weighted } from './random';

/** The 45 slot providers, biggest catalogue first. */
export const SLOT_PROVIDERS = ['PG', 'JILI', 'PP', 'CQ9', 'FC', 'JDB', 'KA', 'RSG', ...MORE_SLOT_CODES] as const;
/** §9: "nearly 10,000 slot games"; they take ids 1 to 10,000. */
export const SLOT_GAME_COUNT = 10_000;

/**
 * How many slots each provider has: shares falling as 1/rank, as real catalogues do (a few studios
 * with thousands of games, many with a few dozen), rounded so they add up to SLOT_GAME_COUNT.
 */
export const SLOT_COUNTS: ReadonlyMap<string, number> = (() => {
  const weights = SLOT_PROVIDERS.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / total) * SLOT_GAME_COUNT);
  const counts = exact.map(Math.floor);
  let left = SLOT_GAME_COUNT - counts.reduce((a, b) => a + b, 0);
  // Largest remainders first; ties go to the bigger provider.
  for (const i of exact.map((x, i) => i).sort((a, b) => (exact[b]! % 1) - (exact[a]! % 1) || a - b)) {
    if (left-- <= 0) break;
    counts[i]! += 1;
  }
  return new Map(SLOT_PROVIDERS.map((code, i) => [code, counts[i]!]));
})();

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mystic',
  'Royal',
  'Wild',
  'Silver',
  'Jade',
  'Crimson',
  'Electric',
  'Ancient',
  'Blazing',
  'Frozen',
  'Hidden',
  'Imperial',
  'Jolly',
  'Cosmic',
  'Sunny',
  'Neon',
  'Sacred',
  'Thunder',
  'Velvet',
  'Emerald',
  'Sapphire',
  'Ruby',
  'Diamond',
  'Midnight',
  'Eternal',
  'Savage',
  'Magic',
  'Dancing',
  'Roaring',
  'Happy',
  'Secret',
  'Sweet',
  'Spicy',
  'Stellar',
  'Tropical',
  'Lunar',
  'Solar',
  'Mighty',
  'Noble',
  'Shining',
  'Wicked',
  'Merry',
  'Grand',
  'Super',
  'Mega',
  'Turbo',
  'Rapid',
  'Crazy',
];
const NOUNS = [
  'Dragon',
  'Tiger',
  'Phoenix',
  'Panda',
  'Lotus',
  'Koi',
  'Fortune',
  'Treasure',
  'Temple',
  'Empire',
  'Jungle',
  'Ocean',
  'Pirate',
  'Pharaoh',
  'Samurai',
  'Ninja',
  'Safari',
  'Candy',
  'Fruits',
  'Gems',
  'Bells',
  'Sevens',
  'Riches',
  'Coins',
  'Gold',
  'Pearls',
  'Mask',
  'Garden',
  'Festival',
  'Lantern',
  'Buffalo',
  'Wolf',
  'Eagle',
  'Lion',
  'Monkey',
  'Rooster',
  'Elephant',
  'Mosaic',
  'Crown',
  'Castle',
  'Galaxy',
  'Volcano',
  'Rainbow',
  'Harvest',
  'Carnival',
  'Rodeo',
  'Vault',
  'Express',
  'Kingdom',
  'Legends',
];
const SUFFIXES = ['', ' Deluxe', ' Megaways', ' Hold & Win', ' Rising'];

/** Share of each classification, as rolls 0–99 below a threshold; most slots have none. */
const CLASSIFY: ReadonlyArray<readonly [number, GameClassification | null]> = [
  [55, null],
  [61, 'SCRATCH'],
  [67, 'VIDEO_POKER'],
  [79, 'JACKPOT'],
  [87, 'TABLE'],
  [96, 'ARCADE'],
  [100, 'BINGO'],
];
const MIN_BETS: ReadonlyArray<readonly [number, number]> = [
  [30, 1],
  [50, 5],
  [80, 10],
  [92, 50],
  [100, 75],
];
const LINES = [5, 9, 10, 20, 25, 30, 40, 50, 243, 1024];
/** Games of these kinds have no pay lines. */
const WITHOUT_LINES: ReadonlySet<GameClassification | null> = new Set(['SCRATCH', 'VIDEO_POKER', 'TABLE', 'BINGO']);

/** Every name once, in a fixed shuffled order (12,500 to draw from). */
function shuffledNames(next: (min: number, max: number) => number): string[] {
  const names = ADJECTIVES.flatMap((a) => NOUNS.flatMap((n) => SUFFIXES.map((s) => `${a} ${n}${s}`)));
  for (let i = names.length - 1; i > 0; i -= 1) {
    const j = next(0, i);
    [names[i], names[j]] = [names[j] as string, names[i] as string];
  }
  return names;
}

/**
 * The 10,000 slot games, the same on every run, spread unevenly over the 45 providers: unique names
 * from the word lists, a tile, a classification, a minimum bet among the §9 options, lines, about 3% hot. Hot games sort first.
 */
export function slotGames(): NewGame[] {
  const next = generator(20240607);
  const names = shuffledNames(next);
  // Every provider's share, dealt in a fixed shuffled order, so the all-slots list mixes studios.
  const owners = SLOT_PROVIDERS.flatMap((code) => Array.from({ length: SLOT_COUNTS.get(code) ?? 0 }, () => code));
  for (let i = owners.length - 1; i > 0; i -= 1) {
    const j = next(0, i);
    [owners[i], owners[j]] = [owners[j] as string, owners[i] as string] as [
      (typeof owners)[number],
      (typeof owners)[number],
    ];
  }
  const perProvider = new Map<string, number>();
  return Array.from({ length: SLOT_GAME_COUNT }, (_, i) => {
    const vassalage = owners[i] ?? 'PG';
    const seq = (perProvider.get(vassalage) ?? 0) + 1;
    perProvider.set(vassalage, seq);
    const name = names[i] ?? `Slot ${i + 1}`;
    const classify = weighted(next(0, 99), CLASSIFY);
    const hot = next(0, 99) < 3 ? 1 : 0;
    return {
      id: i + 1,
      provider_id: seededProvider(vassalage, 'RNG').id,
      vassalage,
      game_type: 'RNG',
      game_code: `${vassalage}_${String(seq).padStart(4, '0')}`,
      game_name: name,
      icon_url: gameTileUrl(next(0, MOTIF_COUNT - 1), next(0, TILE_PALETTES.length - 1), name),
      game_classify: classify,
      min_bet: weighted(next(0, 99), MIN_BETS),
      line_num: WITHOUT_LINES.has(classify) ? 1 : pick(LINES, next(0, LINES.length - 1)),
      is_hot: hot,
      sort_order: (hot ? 0 : SLOT_GAME_COUNT) + i + 1,
    };
  });
}
