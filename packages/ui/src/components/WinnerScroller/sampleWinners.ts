import type { WinnerEntry } from './WinnerScroller.types';

/** A round avatar with an initial, as an inline SVG data URI (no network). */
export function avatarArt(initial: string, background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><text x="32" y="42" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" font-weight="700" fill="#ffffff" text-anchor="middle">${initial}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const sampleWinners: WinnerEntry[] = [
  { id: 'w1', iconUrl: avatarArt('J', '#5b3cc4'), customerName: 'ja***88', gameName: 'Fortune Dragon', winAmount: 128450.5 },
  { id: 'w2', iconUrl: avatarArt('M', '#13896a'), customerName: 'ma***ri', gameName: 'Lightning Baccarat', winAmount: 9875 },
  { id: 'w3', iconUrl: avatarArt('K', '#b3213f'), customerName: 'ke***n7', gameName: 'Golden Fish Hunter', winAmount: 2310.75 },
  { id: 'w4', iconUrl: avatarArt('A', '#1f5fb8'), customerName: 'an***la', gameName: 'Mega Roulette', winAmount: 56000 },
  { id: 'w5', iconUrl: avatarArt('T', '#a8620c'), customerName: 'th***92', gameName: 'Sweet Bonanza', winAmount: 1499.99 },
  { id: 'w6', iconUrl: avatarArt('R', '#6b2fa0'), customerName: 'ro***co', gameName: 'Texas Hold’em', winAmount: 742.1 },
  { id: 'w7', iconUrl: avatarArt('L', '#0b6b47'), customerName: 'li***03', gameName: 'Champions Cup parlay', winAmount: 18200 },
  { id: 'w8', iconUrl: avatarArt('S', '#9c2a6d'), customerName: 'su***ng', gameName: 'Treasure Aztec', winAmount: 3605.4 },
];

/** Entries whose pictures are missing or broken: the default avatar shows instead. */
export const winnersWithBrokenIcons: WinnerEntry[] = [
  { id: 'b1', iconUrl: 'data:image/png;base64,broken', customerName: 'pe***00', gameName: 'Dragon Tiger', winAmount: 520 },
  { id: 'b2', iconUrl: null, customerName: 'vi***an', gameName: 'Crazy Time', winAmount: 31000.25 },
  { id: 'b3', iconUrl: avatarArt('N', '#1f5fb8'), customerName: 'ng***yn', gameName: 'Lucky Neko', winAmount: 880 },
];
