import type { GameCategory, GameProviderCard, VendorLane } from '@tessera/api';
import type { TranslationKey } from '@tessera/i18n';
import type { ProviderMenuItem } from '@tessera/ui';

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

/** A provider's game list: its category's page narrowed to that provider (nav menu, footer logos). */
export const providerListPath = (categoryPath: string, code: string) =>
  `${categoryPath}?vassalage=${encodeURIComponent(code)}`;

/** A provider card of the vendor lanes as the design system's provider tiles take it. */
export const providerItem = (card: GameProviderCard): ProviderMenuItem => ({
  code: card.vassalage,
  name: card.name,
  iconUrl: card.smallIcon,
  isHot: card.isHot,
  gameType: card.gameType,
});

/** A provider and the address of its game list. */
export interface ProviderLink {
  provider: ProviderMenuItem;
  path: string;
}

/**
 * Every provider of the nav's categories once (footer logos, §2), each with the list it leads to:
 * that of its first category in menu order.
 */
export function providerLinks(lanes: readonly VendorLane[]): ProviderLink[] {
  const seen = new Set<string>();
  return NAV_CATEGORIES.flatMap(({ category, path }) =>
    (lanes.find((lane) => lane.title === category)?.cards ?? [])
      .filter((card) => !seen.has(card.vassalage) && seen.add(card.vassalage))
      .map((card) => ({ provider: providerItem(card), path: providerListPath(path, card.vassalage) })),
  );
}
