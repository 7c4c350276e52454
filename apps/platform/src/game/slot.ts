import { createHmac } from 'node:crypto';

/** The reel symbols and how many of the 30 stops of each reel carry them. */
export const SYMBOLS = [
  { id: 'TILE', label: 'Tessera tile', weight: 1 },
  { id: 'SEVEN', label: 'Seven', weight: 3 },
  { id: 'BELL', label: 'Bell', weight: 5 },
  { id: 'STAR', label: 'Star', weight: 6 },
  { id: 'LEMON', label: 'Lemon', weight: 7 },
  { id: 'CHERRY', label: 'Cherry', weight: 8 },
] as const;
export type SymbolId = (typeof SYMBOLS)[number]['id'];

const STOPS = SYMBOLS.reduce((sum, s) => sum + s.weight, 0);

/** The published paytable: multiples of the stake. Three of a kind pay their line; exactly two cherries pay 2. */
export const PAYTABLE: ReadonlyArray<{ combination: string; symbols: readonly SymbolId[]; multiplier: number }> = [
  { combination: 'Three Tessera tiles', symbols: ['TILE', 'TILE', 'TILE'], multiplier: 300 },
  { combination: 'Three sevens', symbols: ['SEVEN', 'SEVEN', 'SEVEN'], multiplier: 80 },
  { combination: 'Three bells', symbols: ['BELL', 'BELL', 'BELL'], multiplier: 30 },
  { combination: 'Three stars', symbols: ['STAR', 'STAR', 'STAR'], multiplier: 16 },
  { combination: 'Three lemons', symbols: ['LEMON', 'LEMON', 'LEMON'], multiplier: 10 },
  { combination: 'Three cherries', symbols: ['CHERRY', 'CHERRY', 'CHERRY'], multiplier: 8 },
  { combination: 'Exactly two cherries', symbols: ['CHERRY', 'CHERRY'], multiplier: 2 },
];

/** Stakes a spin may use, in minor units (0.10 to 5.00); at least the game's minimum bet. */
export const STAKES = [10, 50, 100, 200, 500] as const;
export const DEFAULT_STAKE = 100;

/** The multiple of the stake three reels pay. */
export function multiplierOf(reels: readonly SymbolId[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return PAYTABLE.find((p) => p.symbols.length === 3 && p.symbols[0] === a)?.multiplier ?? 0;
  return reels.filter((s) => s === 'CHERRY').length === 2 ? 2 : 0;
}

/** The symbol at a stop (0 to 29) of a reel. */
function symbolAt(stop: number): SymbolId {
  let left = stop;
  for (const s of SYMBOLS) {
    if (left < s.weight) return s.id;
    left -= s.weight;
  }
  throw new RangeError(`No stop ${stop}`);
}

/**
 * The reels of one spin, drawn from HMAC-SHA256(seed, member and idempotency key): random to
 * anyone without the seed, and the same again for the same key, so a repeated request cannot
 * draw a second outcome. Each reel takes 4 bytes of the digest modulo 30 (a bias below 10⁻⁸).
 */
export function drawReels(seed: string, memberId: number, idempotencyKey: string): SymbolId[] {
  const digest = createHmac('sha256', seed).update(`${memberId}:${idempotencyKey}`).digest();
  return [0, 1, 2].map((i) => symbolAt(digest.readUInt32BE(i * 4) % STOPS));
}

/** The return to player of the paytable, exactly: the expected win per unit staked. */
export function returnToPlayer(): number {
  let expected = 0;
  for (const a of SYMBOLS)
    for (const b of SYMBOLS)
      for (const c of SYMBOLS) {
        expected += ((a.weight * b.weight * c.weight) / STOPS ** 3) * multiplierOf([a.id, b.id, c.id]);
      }
  return expected;
}
