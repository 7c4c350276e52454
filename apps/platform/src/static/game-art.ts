/**
 * Provider logos and generated game tiles, drawn in code. Logos are served at
 * `/static/providers/{code}.webp` (or `.svg`); game tiles at `/static/games/art/{motif}/{palette}/{initials}.webp` (or `.svg`),
 * so ten thousand games share a few hundred cacheable images and no lookup is needed to draw one.
 */
import { escapeXml, svg } from './svg';

/** Provider code → [display name, brand colour]. */
export const PROVIDER_LOGOS: Readonly<Record<string, readonly [string, string]>> = {
  EVO: ['Evo Studios', '#7a1f3d'],
  DG: ['Dream Gaming Live', '#4527a0'],
  SA: ['Saigon Live', '#b71c1c'],
  WM: ['Mekong Live Casino', '#00695c'],
  PG: ['Pocket Reels', '#6f42c1'],
  JILI: ['Jili Spins', '#c62828'],
  PP: ['Prism Play', '#ef6c00'],
  CQ9: ['CQ Nine', '#1565c0'],
  FC: ['Fa Chai', '#8a6d1c'],
  JDB: ['JDB Slots', '#2e7d32'],
  KA: ['Kingdom Arcade', '#ad1457'],
  RSG: ['Royal Slot Gaming', '#0277bd'],
  V8: ['V8 Cards', '#37474f'],
  KM: ['Kingmaker', '#b4501a'],
  TP: ['Tien Len Pro', '#1f6feb'],
  SABA: ['Saba Sports', '#0b5394'],
  FB: ['FB Sports', '#1a7f37'],
  CMD: ['CMD Sports', '#263238'],
  AV: ['AV Esports', '#5e35b1'],
  AI: ['AI Esports', '#3949ab'],
  IMES: ['IM Esports', '#00838f'],
  TF: ['TF Gaming', '#c2185b'],
  IA: ['IA Esports', '#6d4c41'],
  DS88: ['DS88 Sabong', '#a3211f'],
  DIG: ['Digmaan Cockfight', '#8f5c06'],
  TCG: ['TCG Lottery', '#d7bb49'],
  GW: ['GW Lotto', '#4c5370'],
  TCG_LOTTO_VN: ['TCG Lotto VN', '#c9302c'],
  VR: ['VR Lottery', '#0b7487'],
  // Studios of the real-size lanes (invented, as every name here).
  AUR: ['Aurora Reels', '#6a1b9a'],
  BLZ: ['Blaze Works', '#d84315'],
  NOVA: ['Nova Spin', '#283593'],
  ZEN: ['Zen Garden Games', '#2e7d32'],
  TIDE: ['Tidewater Studio', '#006064'],
  ORB: ['Orbit Play', '#4a148c'],
  GLOW: ['Glowlight Gaming', '#9e6a00'],
  PIXL: ['Pixel Lantern', '#1565c0'],
  REEL: ['Reelhouse', '#8e2430'],
  LUX: ['Luxe Slots', '#5d4037'],
  VOLT: ['Voltage Games', '#00695c'],
  KOI: ['Koi Pond Studio', '#c43e00'],
  MINT: ['Mint Arcade', '#1b5e20'],
  RUNE: ['Runestone Play', '#37474f'],
  SAGE: ['Sage Reels', '#4e6b1f'],
  FLUX: ['Flux Interactive', '#01579b'],
  HALO: ['Halo Spins', '#6d4c9f'],
  JADE: ['Jade Dragon Games', '#00796b'],
  KITE: ['Kite Studio', '#0d47a1'],
  LYNX: ['Lynx Gaming', '#5f4b0b'],
  MOSS: ['Mossy Stone', '#33691e'],
  NEST: ['Nest Egg Games', '#8d4e00'],
  OPAL: ['Opal Reels', '#455a64'],
  PRSM: ['Prismatic', '#7b1fa2'],
  QUIL: ['Quill & Coin', '#6a3b1f'],
  RAVN: ['Raven Play', '#263238'],
  SOLA: ['Solara Slots', '#bf360c'],
  TAPA: ['Tapestry Games', '#880e4f'],
  UMBR: ['Umbra Studio', '#311b92'],
  VIVA: ['Viva Fiesta', '#ad1457'],
  WAVE: ['Wavecrest', '#0277bd'],
  XIAN: ['Xian Fortune', '#b71c1c'],
  YUZU: ['Yuzu Games', '#827717'],
  ZEST: ['Zest Spins', '#e65100'],
  ARC: ['Arcadia Works', '#3e2723'],
  BOLT: ['Boltline', '#1a237e'],
  CORA: ['Coral Bay Games', '#c2185b'],
  LTS: ['Lotus Live', '#880e4f'],
  PRL: ['Pearl River Live', '#004d40'],
  MNL: ['Manila Bay Live', '#0d47a1'],
  HLV: ['Halong Live', '#1b5e20'],
  GLD: ['Golden Deck Live', '#7a5c00'],
  SKY: ['Skyline Casino', '#283593'],
  UBT: ['Ultra Bet Sports', '#3e4a59'],
};

/** A 160×64 logo: the provider's colour, its code large and its name small. */
export function providerLogoSvg(code: string, [name, colour]: readonly [string, string]): string {
  const label = code.replace(/_/g, ' ');
  const size = Math.min(28, Math.floor(132 / (label.length * 0.62)));
  const body =
    `<rect width="160" height="64" rx="12" fill="${colour}"/>` +
    `<rect x="8" y="8" width="10" height="10" rx="2" fill="#d7bb49"/>` +
    `<text x="80" y="${30 + size / 3}" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="${size}" font-weight="800" fill="#ffffff">${escapeXml(label)}</text>` +
    `<text x="80" y="56" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="10" fill="#ffffff" opacity="0.85">${escapeXml(name)}</text>`;
  return svg(160, 64, body, name);
}

/** [gradient start, gradient end] of game tiles. */
export const TILE_PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#6f42c1', '#22104a'],
  ['#c62828', '#420808'],
  ['#ef6c00', '#4a1f00'],
  ['#1565c0', '#06224a'],
  ['#2e7d32', '#0b2e0d'],
  ['#00838f', '#002b30'],
  ['#ad1457', '#3a0520'],
  ['#8a6d1c', '#2e2406'],
  ['#4527a0', '#140a36'],
  ['#0277bd', '#01294a'],
  ['#b4501a', '#3d1705'],
  ['#37474f', '#101619'],
];

/** Shapes behind a tile's initials: diamond, sun, crown, wave, star, mosaic. */
const MOTIFS: readonly string[] = [
  '<path d="M96 22 L150 96 L96 170 L42 96 Z" fill="#ffffff" opacity="0.14"/>',
  '<circle cx="96" cy="96" r="58" fill="#d7bb49" opacity="0.28"/><circle cx="96" cy="96" r="34" fill="#ffffff" opacity="0.12"/>',
  '<path d="M40 130 L52 62 L78 96 L96 52 L114 96 L140 62 L152 130 Z" fill="#d7bb49" opacity="0.3"/>',
  '<path d="M0 120 Q48 90 96 120 T192 120 V192 H0 Z" fill="#ffffff" opacity="0.14"/><path d="M0 146 Q48 116 96 146 T192 146 V192 H0 Z" fill="#ffffff" opacity="0.1"/>',
  '<path d="M96 30 L113 76 L162 78 L123 108 L137 156 L96 128 L55 156 L69 108 L30 78 L79 76 Z" fill="#d7bb49" opacity="0.3"/>',
  [0, 1, 2, 3, 4, 5, 6, 7, 8]
    .map(
      (i) =>
        `<rect x="${36 + (i % 3) * 42}" y="${36 + Math.floor(i / 3) * 42}" width="34" height="34" rx="6" fill="#ffffff" opacity="${(0.06 + (i % 4) * 0.05).toFixed(2)}"/>`,
    )
    .join(''),
];
export const MOTIF_COUNT = MOTIFS.length;

/** The tile of a game: its palette and motif, and up to two initials. */
export function gameTileSvg(motif: number, palette: number, initials: string, title: string): string | undefined {
  const shape = MOTIFS[motif];
  const colours = TILE_PALETTES[palette];
  if (shape === undefined || colours === undefined || !/^[A-Z0-9]{1,2}$/.test(initials)) return undefined;
  const body =
    `<defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>` +
    `<rect width="192" height="192" rx="28" fill="url(#t)"/>${shape}` +
    `<text x="96" y="118" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="64" font-weight="800" fill="#ffffff">${initials}</text>`;
  return svg(192, 192, body, title);
}

/** The two initials of a name ('Golden Dragon Rising' → 'GD'). */
export const initialsOf = (name: string): string =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase() || 'G';

/** Where a game's tile is served. */
export const gameTileUrl = (motif: number, palette: number, name: string): string =>
  `/static/games/art/${motif}/${palette}/${initialsOf(name)}.webp`;
