import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr';

/** The dark modules of a code drawn by qrSvg, read back from its path (quiet zone removed). */
function modulesOf(svg: string): { size: number; dark: Set<string> } {
  const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const dark = new Set<string>();
  for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
    for (let i = 0; i < Number(run); i += 1) dark.add(`${Number(x) - 4 + i},${Number(y) - 4}`);
  return { size: side - 8, dark };
}

/** A finder pattern (7 × 7: dark ring, light ring, dark 3 × 3 core) with its top-left corner at x, y. */
function hasFinder({ dark }: { dark: Set<string> }, x0: number, y0: number): boolean {
  for (let y = 0; y < 7; y += 1)
    for (let x = 0; x < 7; x += 1) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      if (dark.has(`${x0 + x},${y0 + y}`) !== (ring !== 2)) return false;
    }
  return true;
}

describe('QR codes', () => {
  it('draw an SVG of the requested size with a quiet zone and the three finder patterns', () => {
    const svg = qrSvg('TESSERA');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="200" height="200" viewBox="0 0 29 29"/);
    const code = modulesOf(svg);
    expect(code.size).toBe(21);
    expect(hasFinder(code, 0, 0)).toBe(true);
    expect(hasFinder(code, code.size - 7, 0)).toBe(true);
    expect(hasFinder(code, 0, code.size - 7)).toBe(true);
    expect([...code.dark].every((m) => m.split(',').every((v) => Number(v) >= 0 && Number(v) < 21))).toBe(true);
  });

  it('grow with the text', () => {
    expect(modulesOf(qrSvg('http://127.0.0.1:7001/static/app/ios.html')).size).toBe(29);
    const long = modulesOf(qrSvg('x'.repeat(200)));
    expect(long.size).toBe(57);
    expect(hasFinder(long, long.size - 7, 0)).toBe(true);
    expect(qrSvg('TESSERA', 120)).toMatch(/ width="120" height="120" /);
  });
});
