import type { BannerItem } from './BannerCarousel.types';

/**
 * Sample banner artwork for stories and tests: inline SVG data URIs (no network), 1920×600. Shapes
 * only: lettering inside an SVG image would be drawn in whatever fonts the machine has, so the
 * banner's words live in its `alt`.
 */
export function bannerArt(from: string, to: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="600" viewBox="0 0 1920 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1920" height="600" fill="url(#g)"/>
<circle cx="1480" cy="320" r="270" fill="${accent}" opacity="0.22"/>
<circle cx="1690" cy="170" r="120" fill="${accent}" opacity="0.35"/>
<circle cx="1300" cy="500" r="70" fill="#ffffff" opacity="0.12"/>
<rect x="170" y="170" width="760" height="96" rx="20" fill="#ffffff" opacity="0.92"/>
<rect x="170" y="300" width="560" height="44" rx="14" fill="#ffffff" opacity="0.6"/>
<rect x="170" y="400" width="320" height="88" rx="44" fill="${accent}"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const sampleBanners: BannerItem[] = [
  {
    id: 'welcome',
    imageUrl: bannerArt('#2b1a6b', '#5b3cc4', '#f5c542'),
    alt: 'Welcome bonus: 100% on your first deposit',
    linkageType: 'promotion',
  },
  {
    id: 'cashback',
    imageUrl: bannerArt('#0b4a3a', '#13896a', '#7ef0c4'),
    alt: 'Weekly cashback of 10% every Monday',
    linkageType: null,
  },
  {
    id: 'live',
    imageUrl: bannerArt('#5a0f1e', '#b3213f', '#ffd166'),
    alt: 'Live casino tournament with a 1,000,000 prize pool',
    linkageType: 'game',
  },
  {
    id: 'sports',
    imageUrl: bannerArt('#0c2a52', '#1f5fb8', '#9ad0ff'),
    alt: 'Champions Cup: boosted odds on every match',
    linkageType: 'url',
  },
];
