/** Sample provider logos for stories: inline SVG data URIs, deterministic, no network. */

const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

const COLOURS = ['#e11d48', '#2563eb', '#059669', '#d97706', '#7c3aed', '#0891b2', '#db2777', '#4d7c0f'] as const;

/** A wordmark-style logo: a coloured badge with the provider's initials. */
export function sampleProviderLogo(index: number, initials: string): string {
  const colour = COLOURS[index % COLOURS.length]!;
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect x="4" y="8" width="112" height="64" rx="14" fill="${colour}"/><rect x="44" y="58" width="32" height="4" rx="2" fill="#fff" fill-opacity=".6"/><text x="60" y="49" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="34" fill="#fff">${initials}</text></svg>`,
  );
}

export interface SampleProvider {
  code: string;
  name: string;
  iconUrl: string;
  isHot: number;
  gameType: string;
}

const NAMES = [
  'Aster Games', 'Nova Play', 'Redline Studio', 'Kiri Gaming', 'Bluefin', 'Lotus Live', 'Orbit Slots',
  'Pixel Forge', 'Jade Dragon', 'Sunrise', 'Vega Interactive', 'Helix', 'Marble Arch', 'Tiger Eye',
  'Quartz', 'Nimbus', 'Falcon', 'Coral Reef', 'Ember', 'Zenith',
] as const;

/** A fixed list of providers; every fourth one is hot. */
export function sampleProviders(count: number): SampleProvider[] {
  return Array.from({ length: count }, (_, i) => {
    const name = NAMES[i % NAMES.length]!;
    const initials = name
      .split(' ')
      .map((w) => w[0])
      .join('')
      .slice(0, 2)
      .toUpperCase();
    return {
      code: `P${String(i + 1).padStart(2, '0')}`,
      name,
      iconUrl: sampleProviderLogo(i, initials),
      isHot: i % 4 === 1 ? 1 : 0,
      gameType: 'RNG',
    };
  });
}
