import { expect, waitFor } from 'storybook/test';

/**
 * Sample artwork for stories: small inline SVG data URIs, deterministic, no network.
 */

const GRADIENTS = [
  ['#ff8a3d', '#b3127a'],
  ['#2dd4bf', '#1e3a8a'],
  ['#facc15', '#c2410c'],
  ['#a78bfa', '#312e81'],
  ['#f472b6', '#7e22ce'],
  ['#34d399', '#065f46'],
  ['#60a5fa', '#1e1b4b'],
  ['#fb7185', '#7f1d1d'],
] as const;

const MOTIFS = [
  // gem
  '<path d="M150 70 205 120 150 235 95 120Z" fill="#fff" fill-opacity=".85"/><path d="M95 120h110M150 70l-22 50 22 115 22-115z" stroke="#000" stroke-opacity=".2" stroke-width="4" fill="none"/>',
  // star
  '<path d="m150 62 26 55 60 8-44 42 11 60-53-29-53 29 11-60-44-42 60-8z" fill="#fff" fill-opacity=".9"/>',
  // coin stack
  '<g fill="#fff" fill-opacity=".9"><ellipse cx="150" cy="210" rx="70" ry="20"/><ellipse cx="150" cy="180" rx="70" ry="20"/><ellipse cx="150" cy="150" rx="70" ry="20"/><circle cx="150" cy="100" r="42"/></g>',
  // crown
  '<path d="M80 210V110l40 40 30-60 30 60 40-40v100z" fill="#fff" fill-opacity=".9"/>',
  // moon
  '<path d="M190 80a80 80 0 1 0 40 130 70 70 0 1 1-40-130z" fill="#fff" fill-opacity=".9"/>',
  // clover
  '<g fill="#fff" fill-opacity=".9"><circle cx="150" cy="105" r="32"/><circle cx="115" cy="145" r="32"/><circle cx="185" cy="145" r="32"/><rect x="143" y="150" width="14" height="80" rx="7"/></g>',
] as const;

const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** Square game artwork: a gradient with a motif, chosen by index. */
export function sampleGameArt(index: number): string {
  const [from, to] = GRADIENTS[index % GRADIENTS.length]!;
  const motif = MOTIFS[index % MOTIFS.length]!;
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><radialGradient id="r" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="300" height="300" fill="url(#g)"/><circle cx="150" cy="140" r="130" fill="url(#r)"/><circle cx="40" cy="260" r="60" fill="#fff" fill-opacity=".08"/><circle cx="270" cy="30" r="50" fill="#fff" fill-opacity=".08"/>${motif}</svg>`,
  );
}

/** A data URI that is not a valid image: the browser fires `error`, forcing the fallback. */
export const BROKEN_IMAGE = 'data:image/png;base64,AAAA';

export interface SampleGame {
  id: string;
  name: string;
  provider: string;
  imageUrl: string;
  isHot?: number;
  maintenance?: boolean;
}

const NAMES = [
  ['Golden Lotus', 'Aster Games'],
  ['Dragon Pearl', 'Nova Play'],
  ['Neon Reels', 'Redline Studio'],
  ['Fortune Koi', 'Kiri Gaming'],
  ["Pharaoh's Vault", 'Aster Games'],
  ['Jungle Drums', 'Nova Play'],
  ['Lucky Lanterns', 'Kiri Gaming'],
  ['Crystal Cavern', 'Redline Studio'],
  ['Samba Spins', 'Aster Games'],
  ['Viking Gold', 'Nova Play'],
  ['Moonlit Wolves', 'Redline Studio'],
  ['Candy Rush Deluxe Megaways', 'Kiri Gaming'],
] as const;

/** A fixed list of games for grids. */
export function sampleGames(count: number): SampleGame[] {
  return Array.from({ length: count }, (_, i) => {
    const [name, provider] = NAMES[i % NAMES.length]!;
    return {
      id: `game-${i + 1}`,
      name: i < NAMES.length ? name : `${name} ${Math.floor(i / NAMES.length) + 1}`,
      provider,
      imageUrl: sampleGameArt(i),
      isHot: i % 5 === 0 ? 1 : 0,
      maintenance: i === 7,
    };
  });
}

/** Waits until every image under `root` has loaded (and so is shown), for stable screenshots. */
export async function artworkShown(root: HTMLElement, timeout = 5000): Promise<void> {
  await waitFor(() => expect(root.querySelectorAll('img:not([data-loaded])')).toHaveLength(0), { timeout });
}
