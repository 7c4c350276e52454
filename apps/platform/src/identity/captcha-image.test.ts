import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaSvg, randomAnswer } from './captcha-image';

const dots = (svg: string) => (svg.match(/<rect x="/g) ?? []).length;

describe('captcha image', () => {
  it('draws every symbol of the alphabet, each with its own shape', () => {
    const shapes = new Set<string>();
    for (const symbol of CAPTCHA_ALPHABET) {
      const svg = captchaSvg(symbol);
      expect(dots(svg)).toBeGreaterThan(8);
      shapes.add(svg.replace(/^.*?<g [^>]*>|<\/g>.*$/g, ''));
    }
    expect(shapes.size).toBe(CAPTCHA_ALPHABET.length);
  });

  it('leaves out look-alike symbols, and answers only from the alphabet', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01IO]/);
    for (let i = 0; i < 200; i += 1) expect(randomAnswer(5)).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
  });
});
