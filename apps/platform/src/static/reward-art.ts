import { escapeXml, svg } from './svg';

/** [name, motif, gradient start, gradient end] of each reward picture (`/static/rewards/{slug}.webp`, or `.svg`). */
export const REWARD_ART: Readonly<
  Record<string, readonly [string, 'phone' | 'card' | 'spin' | 'bag' | 'cup', string, string]>
> = {
  'voucher-10': ['Shopping voucher 10.00', 'card', '#00838f', '#002b30'],
  'free-spins-20': ['20 free spins', 'spin', '#6f42c1', '#22104a'],
  'tessera-mug': ['Tessera mug', 'cup', '#8a6d1c', '#2e2406'],
  'travel-bag': ['Travel bag', 'bag', '#1565c0', '#06224a'],
  smartphone: ['Smartphone', 'phone', '#37474f', '#101619'],
};

const MOTIFS = {
  phone:
    '<rect x="120" y="40" width="80" height="140" rx="12" fill="#ffffff" opacity="0.9"/><rect x="130" y="56" width="60" height="100" rx="4" fill="#1a1d24" opacity="0.7"/><circle cx="160" cy="168" r="5" fill="#1a1d24" opacity="0.6"/>',
  card: '<rect x="80" y="60" width="160" height="100" rx="12" fill="#ffffff" opacity="0.9"/><rect x="80" y="84" width="160" height="18" fill="#d7bb49"/><rect x="96" y="124" width="60" height="10" rx="5" fill="#1a1d24" opacity="0.5"/>',
  spin: '<circle cx="160" cy="110" r="70" fill="#ffffff" opacity="0.9"/><circle cx="160" cy="110" r="50" fill="none" stroke="#d7bb49" stroke-width="14" stroke-dasharray="26 12"/><circle cx="160" cy="110" r="12" fill="#1a1d24" opacity="0.7"/>',
  bag: '<rect x="96" y="72" width="128" height="104" rx="14" fill="#ffffff" opacity="0.9"/><path d="M132 72v-16a10 10 0 0 1 10-10h36a10 10 0 0 1 10 10v16" fill="none" stroke="#ffffff" stroke-width="10"/><rect x="96" y="110" width="128" height="12" fill="#d7bb49"/>',
  cup: '<path d="M108 60h92v84a26 26 0 0 1-26 26h-40a26 26 0 0 1-26-26z" fill="#ffffff" opacity="0.9"/><path d="M200 80h14a18 18 0 0 1 0 36h-14" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.9"/><rect x="124" y="96" width="60" height="10" rx="5" fill="#d7bb49"/>',
} as const;

/** A 320×220 picture of a reward: a gradient and a simple drawing of the item. */
export function rewardSvg([name, motif, from, to]: readonly [string, keyof typeof MOTIFS, string, string]): string {
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(from)}"/><stop offset="1" stop-color="${escapeXml(to)}"/></linearGradient></defs>` +
    `<rect width="320" height="220" fill="url(#g)"/>${MOTIFS[motif]}`;
  return svg(320, 220, body, name);
}
