import { describe, expect, it } from 'vitest';
import { drawReels, multiplierOf, PAYTABLE, returnToPlayer, SYMBOLS } from './slot';
import type { SymbolId } from './slot';

describe('the demo slot’s maths', () => {
  it('pays three of a kind by the published paytable and exactly two cherries twice the stake', () => {
    for (const line of PAYTABLE.filter((l) => l.symbols.length === 3))
      expect(multiplierOf(line.symbols)).toBe(line.multiplier);
    expect(multiplierOf(['CHERRY', 'BELL', 'CHERRY'])).toBe(2);
    expect(multiplierOf(['CHERRY', 'BELL', 'LEMON'])).toBe(0);
    expect(multiplierOf(['SEVEN', 'SEVEN', 'BELL'])).toBe(0);
  });

  it('returns 94.96% to the player, computed exactly from the reel stops', () => {
    // Over the 30³ stop combinations: each three of a kind (weight³ × pay), then exactly two cherries (3 × 8² × 22 × 2).
    const wins = 1 * 300 + 27 * 80 + 125 * 30 + 216 * 16 + 343 * 10 + 512 * 8 + 4_224 * 2;
    expect(wins).toBe(25_640);
    expect(returnToPlayer()).toBeCloseTo(wins / 27_000, 12);
  });

  it('draws the same reels for the same seed, member and key, and other reels otherwise', () => {
    expect(drawReels('s', 1, 'key-1')).toEqual(drawReels('s', 1, 'key-1'));
    const others = [drawReels('t', 1, 'key-1'), drawReels('s', 2, 'key-1'), drawReels('s', 1, 'key-2')].map((r) =>
      r.join(),
    );
    expect(new Set(others).size).toBeGreaterThan(1);
  });

  it('lands each symbol about as often as its share of the 30 stops', () => {
    const counts = new Map<SymbolId, number>();
    const spins = 20_000;
    for (let i = 0; i < spins; i += 1)
      for (const s of drawReels('distribution', 7, `k${i}`)) counts.set(s, (counts.get(s) ?? 0) + 1);
    for (const { id, weight } of SYMBOLS) {
      const share = (counts.get(id) ?? 0) / (spins * 3);
      expect(Math.abs(share - weight / 30), id).toBeLessThan(0.01);
    }
  });
});
