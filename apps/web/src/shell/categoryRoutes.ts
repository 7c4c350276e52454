import type { GameCategory } from '@tessera/api';
import type { TranslationKey } from '@tessera/i18n';

/**
 * §2 navigation: the game categories in menu order (cockfight right after live), each with its
 * page and title. E-lottery is reached through the lottery lobby.
 */
export const NAV_CATEGORIES: ReadonlyArray<{ category: GameCategory; path: string; titleKey: TranslationKey }> = [
  { category: 'LOTT', path: '/lottery', titleKey: 'page_lottery' },
  { category: 'LIVE', path: '/live', titleKey: 'page_live' },
  { category: 'COCKFIGHT', path: '/cockfight', titleKey: 'page_cockfight' },
  { category: 'SPORTS', path: '/sports', titleKey: 'page_sports' },
  { category: 'FISH', path: '/fish', titleKey: 'page_fishing' },
  { category: 'RNG', path: '/rng', titleKey: 'page_slots' },
  { category: 'PVP', path: '/pvp', titleKey: 'page_pvp' },
  { category: 'ESPORTS', path: '/esports', titleKey: 'page_esports' },
];
