import { describe, expect, it } from 'vitest';
import { encodeQr } from '.';

/** 'TESSERA' as a version-1 code (level M), checked against an independent QR decoder. */
const TESSERA = [
  '#######.##.#..#######',
  '#.....#...##..#.....#',
  '#.###.#..#.#..#.###.#',
  '#.###.#.#####.#.###.#',
  '#.###.#.###.#.#.###.#',
  '#.....#.####..#.....#',
  '#######.#.#.#.#######',
  '........#.###........',
  '#...#.###.##.#####..#',
  '#....#...####....####',
  '########...#..###..#.',
  '##.###.###...##.#....',
  '...#.##..#..###..##.#',
  '........##..###...#.#',
  '#######.#...##..#.##.',
  '#.....#..####..#...##',
  '#.###.#.####..#..##.#',
  '#.###.#..####..#..###',
  '#.###.#..###..#.#.#..',
  '#.....#..##..##.#....',
  '#######.##..####..#.#',
];

describe('QR codes', () => {
  it('encode a text module for module as the standard lays it out', () => {
    expect(encodeQr('TESSERA').map((row) => row.map((dark) => (dark ? '#' : '.')).join(''))).toEqual(TESSERA);
  });

  it('grow with the text, up to version 10, and refuse longer texts', () => {
    expect(encodeQr('http://127.0.0.1:7001/static/app/ios.html')).toHaveLength(29);
    expect(encodeQr('x'.repeat(213))).toHaveLength(57);
    expect(() => encodeQr('x'.repeat(214))).toThrow(RangeError);
  });
});
