import { randomInt } from 'node:crypto';

/** Captcha symbols: capitals and digits without the look-alikes 0/O, 1/I. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A 5×7 dot-matrix glyph per symbol, one row of five bits per string. */
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11100', '10010', '10001', '10001', '10001', '10010', '11100'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '10001', '01010', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const WIDTH = 150;
const HEIGHT = 50;
const CELL = 4;
const INK = ['#1f3b73', '#7a1f4d', '#245c2e', '#5b3b8a', '#8a4b12'];

const between = (min: number, max: number): number => randomInt(min, max + 1);

/** One symbol: its lit dots as small squares, shifted and turned a little. */
function glyph(symbol: string, index: number): string {
  const rows = GLYPHS[symbol];
  if (!rows) throw new Error('captcha symbol without a glyph');
  const x = 12 + index * 27 + between(-2, 2);
  const y = 10 + between(-3, 3);
  const angle = between(-18, 18);
  const ink = INK[between(0, INK.length - 1)];
  const dots = rows.flatMap((row, r) =>
    [...row].flatMap((bit, c) =>
      bit === '1' ? [`<rect x="${c * CELL}" y="${r * CELL}" width="${CELL - 0.5}" height="${CELL - 0.5}"/>`] : [],
    ),
  );
  return `<g fill="${ink}" transform="translate(${x} ${y}) rotate(${angle} 10 14)">${dots.join('')}</g>`;
}

/** Noise over the text: crossing lines and scattered dots. */
function noise(): string {
  const lines = Array.from(
    { length: 4 },
    () =>
      `<path d="M${between(0, 30)} ${between(5, 45)} Q${between(40, 110)} ${between(0, 50)} ${between(120, 150)} ${between(5, 45)}" stroke="${INK[between(0, INK.length - 1)]}" stroke-width="${between(1, 2)}" fill="none" opacity="0.45"/>`,
  );
  const dots = Array.from(
    { length: 36 },
    () =>
      `<circle cx="${between(0, WIDTH)}" cy="${between(0, HEIGHT)}" r="${between(1, 2)}" fill="#8a8f99" opacity="0.7"/>`,
  );
  return lines.join('') + dots.join('');
}

/** The answer drawn as a noisy SVG image (no text element: the symbols are drawn dot by dot). */
export function captchaSvg(answer: string): string {
  const body = [...answer].map(glyph).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f1efe6"/>${body}${noise()}</svg>`
  );
}

/** A random answer of `length` symbols. */
export const randomAnswer = (length: number): string =>
  Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
