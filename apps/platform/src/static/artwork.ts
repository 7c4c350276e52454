/**
 * Banner and promotion artwork, and game icons, drawn in code. The seeded banners, promotions and
 * winner board point at these (`/static/banners/{slug}.webp`, `/static/games/{slug}.webp`, each also as `.svg`).
 */
import { escapeXml, svg } from './svg';

/** [headline, tagline, gradient start, gradient end] */
type Art = readonly [string, string, string, string];

export const BANNER_ART: Readonly<Record<string, Art>> = {
  'home-welcome': ['Welcome bonus 100% up to 500.00', 'Your first deposit, doubled', '#1f6feb', '#0b2a66'],
  'home-live': ['Live baccarat with real dealers', 'Tables open around the clock', '#7a1f3d', '#2b0a16'],
  'home-slots': ['10,000 slots in one lobby', 'New releases every Friday', '#6f42c1', '#22104a'],
  'home-app': ['Take Tessera with you', 'The app for iPhone and Android', '#0e7c66', '#03332a'],
  'home-vip': ['Climb to VIP10', 'Bigger rebates, a personal host', '#8a6d1c', '#2e2406'],
  'rng-jackpot': ['Jackpot season', 'Progressive prizes on every spin', '#b4501a', '#3d1705'],
  'rng-rebate': ['Slots rebate 1.2% every day', 'Paid automatically, no wagering', '#6f42c1', '#1d0d3f'],
  'live-tables': ['Dragon Tiger and Baccarat', 'Six studios, one seat away', '#9c1c3b', '#300612'],
  'fish-hunt': ['Ocean hunt: triple prize hour', 'Every night 20:00 to 21:00', '#0277bd', '#01294a'],
  'pvp-tienlen': ['Tien Len weekly tournament', 'Top 50 players share 20,000.00', '#2e7d32', '#0b2e0d'],
  'sports-parlay': ['Parlay boost up to 20%', 'Four legs or more, every match day', '#1565c0', '#06224a'],
  'sports-league': ['Every league, live odds', 'Cash out before the final whistle', '#00695c', '#002824'],
  'esports-finals': ['Mekong Esports finals', 'Watch and bet live this weekend', '#4527a0', '#140a36'],
  'lott-vn': ['VN Lotto every 45 seconds', 'Pick your numbers, watch the draw', '#c62828', '#420808'],
  'down-app': ['Install in under a minute', 'Scan the code, add to home screen', '#37474f', '#101619'],
  'promo-newbie': ['New member pack', 'Three deposit bonuses in your first week', '#ad1457', '#3a0520'],
  'promo-daily': ['Daily reload 10%', 'Every day, on your first deposit', '#ef6c00', '#4a1f00'],
  'shop-points': ['Earn points, redeem rewards', 'Phones, vouchers and free spins', '#00838f', '#002b30'],
  deposit20: ['Top 20 depositors', 'This month’s ranking and prizes', '#8a6d1c', '#241c05'],
  bet20: ['Top 20 bettors', 'This month’s ranking and prizes', '#1f6feb', '#071a3d'],
  'promo-live-rebate': ['Live casino rebate 0.8%', 'On every valid bet, daily', '#7a1f3d', '#2b0a16'],
  'promo-tienlen': ['Tien Len tournament', 'Weekly prize pool 20,000.00', '#2e7d32', '#0b2e0d'],
  'promo-lotto': ['Lucky number of the day', 'Hit it and win 88x', '#c62828', '#420808'],
  'promo-points': ['Double points weekend', 'Every bet earns twice the points', '#00838f', '#002b30'],
  'promo-app': ['App download bonus 8.88', 'Log in from the app for the first time', '#0e7c66', '#03332a'],
  'promo-birthday': ['Happy birthday from Tessera', 'A bonus that grows with your VIP level', '#8a6d1c', '#2e2406'],
  'promo-gaming': ['Weekly gaming challenge', 'Finish missions, win prizes', '#4527a0', '#140a36'],
  'promo-lunar': ['Lunar New Year red envelopes', 'Ended 29 February 2024', '#b71c1c', '#3b0606'],
};

/** A 1200×360 banner: gradient, mosaic tiles at the right, headline sized to fit beside them, tagline. */
export function bannerSvg([headline, tagline, from, to]: Art): string {
  const tiles = [0, 1, 2, 3, 4, 5, 6, 7, 8]
    .map(
      (i) =>
        `<rect x="${1000 + (i % 3) * 56}" y="${96 + Math.floor(i / 3) * 56}" width="44" height="44" rx="8" fill="#ffffff" opacity="${(0.1 + ((i * 7) % 4) * 0.07).toFixed(2)}"/>`,
    )
    .join('');
  // About 0.56 em per character of a bold sans face; the text must end before the tiles.
  const size = Math.min(56, Math.floor(860 / (headline.length * 0.56)));
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="360" fill="url(#g)"/>${tiles}` +
    `<rect x="72" y="104" width="64" height="6" rx="3" fill="#d7bb49"/>` +
    `<text x="72" y="180" font-family="Inter, Arial, sans-serif" font-size="${size}" font-weight="800" fill="#ffffff">${escapeXml(headline)}</text>` +
    `<text x="72" y="236" font-family="Inter, Arial, sans-serif" font-size="28" fill="#ffffff" opacity="0.85">${escapeXml(tagline)}</text>`;
  return svg(1200, 360, body, headline);
}

/** [name, colour] of each game the winner board names. */
export const GAME_ICONS: Readonly<Record<string, readonly [string, string]>> = {
  'fortune-tiles': ['Fortune Tiles', '#d7bb49'],
  'dragon-reels': ['Dragon Reels', '#c62828'],
  'lucky-lanterns': ['Lucky Lanterns', '#ef6c00'],
  'golden-mosaic': ['Golden Mosaic', '#8a6d1c'],
  'baccarat-squeeze': ['Baccarat Squeeze', '#7a1f3d'],
  'speed-roulette': ['Speed Roulette', '#2e7d32'],
  'dragon-tiger': ['Dragon Tiger', '#b4501a'],
  'ocean-king-hunt': ['Ocean King Hunt', '#0277bd'],
  'tien-len': ['Tien Len', '#1565c0'],
  'pusoy-dropdown': ['Pusoy Dropdown', '#4527a0'],
  'football-parlay': ['Football Parlay', '#00695c'],
  'vn-lotto-45': ['VN Lotto 45s', '#ad1457'],
  'mekong-masters': ['Mekong Masters', '#6f42c1'],
  'derby-cockfight': ['Derby Cockfight', '#37474f'],
};

/** A 96×96 rounded tile with the game's initials. */
export function gameIconSvg([name, colour]: readonly [string, string]): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const body =
    `<rect width="96" height="96" rx="20" fill="${colour}"/>` +
    `<text x="48" y="60" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="36" font-weight="800" fill="#ffffff">${escapeXml(initials)}</text>`;
  return svg(96, 96, body, name);
}
