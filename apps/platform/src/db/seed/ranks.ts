import type { GameCategory } from '@tessera/api/contract';
import { GAME_ICONS } from '../../static/artwork';
import type { NewRankEntry, NewWinner } from '../schema-content';
import { generator, pick } from './catalogue/random';

/** Account names of the players on the boards (served masked). */
const CUSTOMERS = [
  'nguyenvan88',
  'tranthiha',
  'lehoang2024',
  'phamminhtu',
  'hoanglong99',
  'vuthanhmai',
  'dangquocbao',
  'buithuylinh',
  'somchai.k',
  'niran777',
  'kittipong88',
  'malee.s',
  'juan.delacruz',
  'mariasantos',
  'jose_reyes21',
  'angelica.m',
  'budi.santoso',
  'sitirahma',
  'agus1988',
  'dewi.lestari',
  'ahmadfauzi',
  'nurulain',
  'wei.chen88',
  'lim.kokwai',
  'tanmeiling',
  'rajesh.k',
  'priya2023',
  'kenji.sato',
  'minjun.kim',
  'sokha.chan',
  'vilay.p',
  'thu.trang',
] as const;

/** [icon slug, category, smallest and largest win in whole units] */
const GAMES: ReadonlyArray<readonly [string, GameCategory, number, number]> = [
  ['fortune-tiles', 'RNG', 200, 48_000],
  ['dragon-reels', 'RNG', 150, 36_000],
  ['lucky-lanterns', 'RNG', 100, 22_000],
  ['golden-mosaic', 'RNG', 300, 60_000],
  ['baccarat-squeeze', 'LIVE', 500, 80_000],
  ['speed-roulette', 'LIVE', 200, 35_000],
  ['dragon-tiger', 'LIVE', 300, 40_000],
  ['ocean-king-hunt', 'FISH', 100, 18_000],
  ['tien-len', 'PVP', 100, 12_000],
  ['pusoy-dropdown', 'PVP', 80, 9_000],
  ['football-parlay', 'SPORTS', 250, 75_000],
  ['vn-lotto-45', 'LOTT', 88, 30_000],
  ['mekong-masters', 'ESPORTS', 150, 20_000],
  ['derby-cockfight', 'COCKFIGHT', 120, 15_000],
];

const WINS = 60;
const FIRST_WIN = Date.parse('2024-06-01T00:00:00.000Z');

/** Sixty wins over every category, cents included, a few hours apart. */
export const SEED_WINNERS: NewWinner[] = (() => {
  const next = generator(20240601);
  return Array.from({ length: WINS }, (_, i) => {
    const [slug, category, min, max] = pick(GAMES, i);
    return {
      id: i + 1,
      customer_name: pick(CUSTOMERS, next(0, CUSTOMERS.length - 1)),
      game_name: GAME_ICONS[slug]?.[0] ?? slug,
      game_category: category,
      icon_url: `/static/games/${slug}.webp`,
      win_amount: next(min * 100, max * 100),
      won_at: new Date(FIRST_WIN + i * 3 * 3_600_000 + next(0, 3_599) * 1000).toISOString(),
    };
  });
})();

/**
 * Month totals of every customer for the deposit and the bet ranking: more rows than the top 20,
 * so the cap shows. Bets run 4 to 9 times deposits, as turnover does.
 */
export const SEED_RANK_ENTRIES: NewRankEntry[] = (() => {
  const next = generator(20240630);
  return CUSTOMERS.flatMap((customer_name, i) => {
    const deposit = next(500_00, 250_000_00);
    return [
      { id: 2 * i + 1, rank_type: 'DEPOSIT' as const, customer_name, amount: deposit },
      { id: 2 * i + 2, rank_type: 'BET' as const, customer_name, amount: deposit * next(4, 9) + next(0, 99) },
    ];
  });
})();
