import { describe, expect, it } from 'vitest';
import type { GameProviderCard, VendorLane } from '@tessera/api';
import { providerLinks, providerListPath } from './categoryRoutes';

const card = (vassalage: string, gameType: GameProviderCard['gameType']): GameProviderCard => ({
  vassalage,
  accountTypeId: vassalage,
  smallIcon: `/static/${vassalage}.png`,
  isHot: 0,
  gameType,
  name: `${vassalage} name`,
  maintenance: false,
});

describe('provider links', () => {
  it('lead to the category page narrowed to the provider', () => {
    expect(providerListPath('/rng', 'PG & CO')).toBe('/rng?vassalage=PG%20%26%20CO');
  });

  it('list each provider once, under its first category in menu order, and skip lanes off the menu', () => {
    const lanes: VendorLane[] = [
      { title: 'ELOTT', cards: [card('TCG_LOTTO_VN', 'ELOTT')] },
      { title: 'RNG', cards: [card('PG', 'RNG'), card('JILI', 'RNG')] },
      { title: 'LIVE', cards: [card('EVO', 'LIVE'), card('JILI', 'LIVE')] },
    ];
    expect(providerLinks(lanes).map((l) => [l.provider.code, l.path])).toEqual([
      ['EVO', '/live?vassalage=EVO'],
      ['JILI', '/live?vassalage=JILI'],
      ['PG', '/rng?vassalage=PG'],
    ]);
    expect(providerLinks(lanes)[0]!.provider).toEqual({
      code: 'EVO',
      name: 'EVO name',
      iconUrl: '/static/EVO.png',
      isHot: 0,
      gameType: 'LIVE',
    });
  });
});
