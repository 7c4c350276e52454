import { REWARD_ART, rewardSvg } from './reward-art';
import { BANNER_ART, bannerSvg, GAME_ICONS, gameIconSvg } from './artwork';
import { flagSvg } from './flags';
import { gameTileSvg, PROVIDER_LOGOS, providerLogoSvg } from './game-art';
import { PAGES } from './pages';
import { badgeSvg, logoSvg } from './svg';

/** A static file: its media type and body. */
export interface Asset {
  type: string;
  body: string;
}

const SVG = 'image/svg+xml';
const HTML = 'text/html; charset=utf-8';

/** [path under /static without extension, label, background, foreground] */
const BADGES: ReadonlyArray<readonly [string, string, string, string]> = [
  ['payment/bank-transfer', 'Bank Transfer', '#0b5394', '#ffffff'],
  ['payment/e-wallet', 'E-Wallet', '#a50064', '#ffffff'],
  ['payment/qr-banking', 'QR Banking', '#1a7f37', '#ffffff'],
  ['payment/usdt', 'USDT', '#26a17b', '#ffffff'],
  ['payment/scratch-card', 'Scratch Card', '#f29d38', '#1a1d24'],
  ['payment/mobile-money', 'Mobile Money', '#6f42c1', '#ffffff'],
  ['partner/golden-reel', 'Golden Reel Studios', '#1a1d24', '#d7bb49'],
  ['partner/lotus-live', 'Lotus Live', '#c2185b', '#ffffff'],
  ['partner/mekong-esports', 'Mekong Esports League', '#0d47a1', '#ffffff'],
  ['licence/gaming-licence', 'Licensed Gaming Operator', '#263238', '#ffffff'],
  ['licence/responsible-gaming', 'Responsible Gaming 18+', '#b71c1c', '#ffffff'],
  ['licence/fair-rng', 'Certified Fair RNG', '#2e7d32', '#ffffff'],
];

const FIXED = new Map<string, Asset>([
  ['logo/tessera.svg', { type: SVG, body: logoSvg() }],
  ...BADGES.map(([path, label, bg, fg]): [string, Asset] => [
    `${path}.svg`,
    { type: SVG, body: badgeSvg(label, bg, fg) },
  ]),
  ...Object.entries(PAGES).map(([path, body]): [string, Asset] => [path, { type: HTML, body }]),
  ...Object.entries(BANNER_ART).map(([slug, art]): [string, Asset] => [
    `banners/${slug}.svg`,
    { type: SVG, body: bannerSvg(art) },
  ]),
  ...Object.entries(REWARD_ART).map(([slug, art]): [string, Asset] => [
    `rewards/${slug}.svg`,
    { type: SVG, body: rewardSvg(art) },
  ]),
  ...Object.entries(GAME_ICONS).map(([slug, icon]): [string, Asset] => [
    `games/${slug}.svg`,
    { type: SVG, body: gameIconSvg(icon) },
  ]),
  ...Object.entries(PROVIDER_LOGOS).map(([code, logo]): [string, Asset] => [
    `providers/${code}.svg`,
    { type: SVG, body: providerLogoSvg(code, logo) },
  ]),
]);

/**
 * The pictures also served as WebP (`.webp` beside `.svg`): game tiles and icons, banners,
 * rewards and provider logos.
 */
const RASTER_PICTURE = /^(?:games|banners|rewards|providers)\/.+\.webp$/;

/**
 * The vector art a `.webp` picture at `path` (relative to /static) is drawn from, or undefined when
 * there is no such picture (static/raster.ts draws it).
 */
export function findRasterSource(path: string): string | undefined {
  if (!RASTER_PICTURE.test(path)) return undefined;
  const vector = findAsset(path.replace(/\.webp$/, '.svg'));
  return vector?.type === SVG ? vector.body : undefined;
}

/**
 * The asset at `path` (relative to /static), or undefined. Flags answer both as
 * `flags/{code}.svg` and as `COUNTRY_FLAG/{code}.png` (the front end's flag URL template),
 * always with an SVG body. Game tiles are drawn from their path (`games/art/{motif}/{palette}/{initials}.svg`).
 */
export function findAsset(path: string): Asset | undefined {
  const fixed = FIXED.get(path);
  if (fixed) return fixed;
  const tile = /^games\/art\/(\d)\/(\d{1,2})\/([A-Z0-9]{1,2})\.svg$/.exec(path);
  if (tile) {
    const body = gameTileSvg(Number(tile[1]), Number(tile[2]), tile[3] ?? '', 'Game');
    return body ? { type: SVG, body } : undefined;
  }
  const flag = /^(?:flags\/([A-Za-z]{2})\.svg|COUNTRY_FLAG\/([A-Za-z]{2})\.png)$/.exec(path);
  const code = flag?.[1] ?? flag?.[2];
  const body = code ? flagSvg(code) : undefined;
  return body ? { type: SVG, body } : undefined;
}
