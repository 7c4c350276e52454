import type { WinnerEntry } from './WinnerScroller.types';

/** A player avatar as an inline SVG data URI (no network): a silhouette, no lettering, so no font. */
export function avatarArt(background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><circle cx="32" cy="25" r="11" fill="#ffffff" fill-opacity=".9"/><path d="M12 58c2-12 10-18 20-18s18 6 20 18z" fill="#ffffff" fill-opacity=".9"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const sampleWinners: WinnerEntry[] = [
  { id: 'w1', iconUrl: avatarArt('#5b3cc4'), customerName: 'ja***88', gameName: 'Fortune Dragon', winAmount: 128450.5 },
  { id: 'w2', iconUrl: avatarArt('#13896a'), customerName: 'ma***ri', gameName: 'Lightning Baccarat', winAmount: 9875 },
  {
    id: 'w3',
    iconUrl: avatarArt('#b3213f'),
    customerName: 'ke***n7',
    gameName: 'Golden Fish Hunter',
    winAmount: 2310.75,
  },
  { id: 'w4', iconUrl: avatarArt('#1f5fb8'), customerName: 'an***la', gameName: 'Mega Roulette', winAmount: 56000 },
  { id: 'w5', iconUrl: avatarArt('#a8620c'), customerName: 'th***92', gameName: 'Sweet Bonanza', winAmount: 1499.99 },
  { id: 'w6', iconUrl: avatarArt('#6b2fa0'), customerName: 'ro***co', gameName: 'Texas Hold’em', winAmount: 742.1 },
  {
    id: 'w7',
    iconUrl: avatarArt('#0b6b47'),
    customerName: 'li***03',
    gameName: 'Champions Cup parlay',
    winAmount: 18200,
  },
  { id: 'w8', iconUrl: avatarArt('#9c2a6d'), customerName: 'su***ng', gameName: 'Treasure Aztec', winAmount: 3605.4 },
];

/** Entries whose pictures are missing or broken: the default avatar shows instead. */
export const winnersWithBrokenIcons: WinnerEntry[] = [
  {
    id: 'b1',
    iconUrl: 'data:image/png;base64,broken',
    customerName: 'pe***00',
    gameName: 'Dragon Tiger',
    winAmount: 520,
  },
  { id: 'b2', iconUrl: null, customerName: 'vi***an', gameName: 'Crazy Time', winAmount: 31000.25 },
  { id: 'b3', iconUrl: avatarArt('#1f5fb8'), customerName: 'ng***yn', gameName: 'Lucky Neko', winAmount: 880 },
];
