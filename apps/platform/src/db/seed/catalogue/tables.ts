import type { GameType } from '@tessera/api/contract';
import { GAME_ICONS } from '../../../static/artwork';
import { gameTileUrl } from '../../../static/game-art';
import type { NewGame, NewGameRoom } from '../../schema-games';
import { MORE_FISH_CODES, MORE_LIVE_CODES, MORE_SPORTS_CODES, seededProvider } from './providers';
import { generator, pick } from './random';

/** [provider, type, name, min bet, hot] of the games beside the slots: fish, card games, and the lobby games of live and sports providers. */
const GAMES: ReadonlyArray<readonly [string, GameType, string, number, 0 | 1]> = [
  ['JILI', 'FISH', 'Ocean King Hunt', 10, 1],
  ['JILI', 'FISH', 'Dragon Fortune Fishing', 10, 0],
  ['JILI', 'FISH', 'Mega Fishing', 50, 0],
  ['JILI', 'FISH', 'Jackpot Fishing', 10, 1],
  ['FC', 'FISH', 'Golden Toad Fishing', 5, 0],
  ['FC', 'FISH', 'Star Hunter', 10, 0],
  ['FC', 'FISH', 'Bombing Fishing', 50, 0],
  ['JDB', 'FISH', 'Dragon Fishing', 10, 0],
  ['JDB', 'FISH', 'Fishing Disco', 5, 1],
  ['JDB', 'FISH', 'Cai Shen Fishing', 10, 0],
  ['V8', 'PVP', 'Tien Len', 10, 1],
  ['V8', 'PVP', 'Pusoy Dropdown', 10, 1],
  ['V8', 'PVP', 'Mau Binh', 50, 0],
  ['V8', 'PVP', 'Sam Loc', 10, 0],
  ['V8', 'PVP', "Texas Hold'em", 75, 0],
  ['KM', 'PVP', 'Thai Hi-Lo', 10, 0],
  ['KM', 'PVP', 'Fish Prawn Crab', 5, 1],
  ['KM', 'PVP', 'Blackjack', 50, 0],
  ['TP', 'PVP', 'Tien Len Mien Nam', 10, 0],
  ['TP', 'PVP', 'Phom', 10, 0],
  ['TP', 'PVP', 'Lieng', 10, 0],
  ['EVO', 'LIVE', 'Baccarat Squeeze', 10, 1],
  ['EVO', 'LIVE', 'Speed Roulette', 10, 0],
  ['EVO', 'LIVE', 'Dragon Tiger', 10, 0],
  ['DG', 'LIVE', 'Baccarat A', 10, 0],
  ['DG', 'LIVE', 'Sic Bo', 10, 0],
  ['SA', 'LIVE', 'Baccarat Classic', 10, 1],
  ['SA', 'LIVE', 'Fan Tan', 10, 0],
  ['WM', 'LIVE', 'Baccarat Speed', 10, 0],
  ['WM', 'LIVE', 'Niu Niu', 10, 0],
  ['SABA', 'SPORTS', 'Saba Sportsbook', 10, 1],
  ['FB', 'SPORTS', 'FB Sportsbook', 10, 0],
  ['CMD', 'SPORTS', 'CMD Sportsbook', 10, 0],
  ['AV', 'SPORTS', 'AV Esports Arena', 10, 0],
  ['AI', 'SPORTS', 'AI Esports Hub', 10, 0],
  ['IMES', 'SPORTS', 'Mekong Masters', 10, 1],
  ['TF', 'SPORTS', 'TF Esports', 10, 0],
  ['IA', 'SPORTS', 'IA Esports Live', 10, 0],
  ['DS88', 'SPORTS', 'Derby Cockfight', 10, 1],
  ['DIG', 'SPORTS', 'Digmaan Derby', 10, 0],
  // Evo Studios' card games, its second lane (ids after the first games, so theirs stay).
  ['EVO', 'PVP', 'Casino Hold’em', 10, 1],
  ['EVO', 'PVP', 'Three Card Poker', 10, 0],
  ['EVO', 'PVP', 'Teen Patti', 5, 0],
];

/** These games take ids from here, in list order. */
export const TABLE_GAMES_FIRST_ID = 10_001;

/** A winner-board icon when the game has one, else a generated tile. */
export function iconFor(name: string, i: number): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return GAME_ICONS[slug] ? `/static/games/${slug}.webp` : gameTileUrl(i % 6, (i * 5) % 12, name);
}

export const SEED_TABLE_GAMES: NewGame[] = GAMES.map(([vassalage, game_type, game_name, min_bet, is_hot], i) => ({
  id: TABLE_GAMES_FIRST_ID + i,
  provider_id: seededProvider(vassalage, game_type).id,
  vassalage,
  game_type,
  game_code: `${vassalage}_${game_type}_${String(i + 1).padStart(2, '0')}`,
  game_name,
  icon_url: iconFor(game_name, i),
  game_classify: null,
  min_bet,
  line_num: 1,
  is_hot,
  sort_order: (is_hot ? 0 : 100) + i + 1,
}));

const FISH_WORDS = [
  'Ocean',
  'Deep Sea',
  'Golden',
  'Dragon',
  'Coral',
  'Thunder',
  'Mermaid',
  'Kraken',
  'Lucky',
  'Pearl',
  'Shark',
  'Neon',
];
const FISH_NOUNS = ['Hunter', 'Fishing', 'Catch', 'Reef', 'Bounty', 'Blast', 'Frenzy', 'Legend'];
const TABLES = [
  'Baccarat',
  'Speed Baccarat',
  'Dragon Tiger',
  'Roulette',
  'Sic Bo',
  'Blackjack',
  'Fan Tan',
  'Niu Niu',
  'Baccarat Squeeze',
  'Lightning Dice',
];

/** Games of the added studios take ids from here. */
export const MORE_GAMES_FIRST_ID = 11_001;

/**
 * The added studios' games, the same on every run: 2 to 6 fishing games each, 4 to 8 live tables
 * each (the first studio's rooms lettered A, B, …), and the added sportsbook's lobby.
 */
export const SEED_MORE_GAMES: NewGame[] = (() => {
  const next = generator(20240711);
  const rows: Array<[string, GameType, string, number, 0 | 1]> = [];
  for (const [k, code] of MORE_FISH_CODES.entries()) {
    const count = next(2, 6);
    for (let i = 0; i < count; i += 1)
      rows.push([
        code,
        'FISH',
        `${pick(FISH_WORDS, k * 3 + i * 5)} ${pick(FISH_NOUNS, k + i * 3)} ${code === 'ARC' ? 'Arcade' : ''}`.trim(),
        pick([5, 10, 50], next(0, 2)),
        next(0, 99) < 15 ? 1 : 0,
      ]);
  }
  for (const [k, code] of MORE_LIVE_CODES.entries()) {
    const count = next(4, 8);
    for (let i = 0; i < count; i += 1)
      rows.push([
        code,
        'LIVE',
        `${pick(TABLES, k * 2 + i)} ${String.fromCharCode(65 + Math.floor(i / TABLES.length) + k)}${i + 1}`,
        10,
        i === 0 ? 1 : 0,
      ]);
  }
  for (const code of MORE_SPORTS_CODES) rows.push([code, 'SPORTS', 'Ultra Sportsbook', 10, 0]);
  // One name per provider: a repeated one gets the next number.
  const seen = new Set<string>();
  let hot = 0;
  return rows.map(([vassalage, game_type, name, min_bet, is_hot], i) => {
    let game_name = name;
    for (let n = 2; seen.has(`${vassalage}|${game_name}`); n += 1) game_name = `${name} ${n}`;
    seen.add(`${vassalage}|${game_name}`);
    return {
      id: MORE_GAMES_FIRST_ID + i,
      provider_id: seededProvider(vassalage, game_type).id,
      vassalage,
      game_type,
      game_code: `${vassalage}_${game_type}_${String(i + 1).padStart(3, '0')}`,
      game_name,
      icon_url: gameTileUrl(i % 6, (i * 7) % 12, game_name),
      game_classify: null,
      min_bet,
      line_num: 1,
      is_hot,
      // After the first games of their kind: hot ones after the first hot ones (1–40), the rest after all of those.
      sort_order: is_hot ? 40 + ++hot : 1_000 + i + 1,
    };
  });
})();

/** [name, minimum bet, seats] of the rooms every card game has. */
const ROOMS: ReadonlyArray<readonly [string, number, number]> = [
  ['Beginner', 5, 4],
  ['Standard', 50, 4],
  ['High roller', 75, 6],
];

/** Three rooms per card game, some seats taken. */
export const SEED_ROOMS: NewGameRoom[] = SEED_TABLE_GAMES.filter((g) => g.game_type === 'PVP').flatMap((game, g) =>
  ROOMS.map(([name, min_bet, max_players], r) => ({
    id: g * ROOMS.length + r + 1,
    game_id: game.id,
    room_name: `${game.game_name} · ${name}`,
    min_bet,
    players: (g * 7 + r * 3) % (max_players + 1),
    max_players,
    sort_order: r + 1,
  })),
);
