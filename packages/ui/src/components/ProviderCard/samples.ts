/** Sample provider logos for stories: inline SVG data URIs, deterministic, no network. */

const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

const COLOURS = ['#e11d48', '#2563eb', '#059669', '#d97706', '#7c3aed', '#0891b2', '#db2777', '#4d7c0f'] as const;

/** Marks drawn as shapes, not letters: artwork that needs no font looks the same on every machine. */
const MARKS = [
  '<circle cx="60" cy="40" r="18" fill="#fff"/>',
  '<path d="M60 20 80 58H40z" fill="#fff"/>',
  '<path d="M60 18 82 40 60 62 38 40z" fill="#fff"/>',
  '<circle cx="60" cy="40" r="18" fill="none" stroke="#fff" stroke-width="8"/>',
  '<path d="M60 18l6 15h16l-13 10 5 16-14-10-14 10 5-16-13-10h16z" fill="#fff"/>',
  '<rect x="42" y="22" width="36" height="36" rx="8" fill="#fff"/>',
  '<path d="M42 58V22l36 36V22" fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round"/>',
  '<path d="M40 40h40M60 20v40" stroke="#fff" stroke-width="10" stroke-linecap="round"/>',
] as const;

/** A logo-style badge: a coloured plate with a white mark, both chosen by the provider's index. */
export function sampleProviderLogo(index: number): string {
  const colour = COLOURS[index % COLOURS.length]!;
  const mark = MARKS[Math.floor(index / COLOURS.length + index) % MARKS.length]!;
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect x="4" y="8" width="112" height="64" rx="14" fill="${colour}"/>${mark}<rect x="44" y="64" width="32" height="4" rx="2" fill="#fff" fill-opacity=".6"/></svg>`,
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
  'Aster Games',
  'Nova Play',
  'Redline Studio',
  'Kiri Gaming',
  'Bluefin',
  'Lotus Live',
  'Orbit Slots',
  'Pixel Forge',
  'Jade Dragon',
  'Sunrise',
  'Vega Interactive',
  'Helix',
  'Marble Arch',
  'Tiger Eye',
  'Quartz',
  'Nimbus',
  'Falcon',
  'Coral Reef',
  'Ember',
  'Zenith',
] as const;

/** A fixed list of providers; every fourth one is hot. */
export function sampleProviders(count: number): SampleProvider[] {
  return Array.from({ length: count }, (_, i) => {
    const name = NAMES[i % NAMES.length]!;
    return {
      code: `P${String(i + 1).padStart(2, '0')}`,
      name,
      iconUrl: sampleProviderLogo(i),
      isHot: i % 4 === 1 ? 1 : 0,
      gameType: 'RNG',
    };
  });
}
