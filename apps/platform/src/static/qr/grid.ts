/** The QR module grid: function patterns, format and version information, data placement, masks. */

function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const result = [6];
  for (let pos = version * 4 + 10; result.length < count; pos -= step) result.splice(1, 0, pos);
  return result;
}

const MASKS: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

export class Grid {
  readonly modules: boolean[][];
  readonly isFunction: boolean[][];
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.isFunction = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  get(x: number, y: number): boolean {
    return this.modules[y]?.[x] ?? false;
  }
  set(x: number, y: number, dark: boolean): void {
    const row = this.modules[y];
    if (row) row[x] = dark;
  }
  setFunction(x: number, y: number, dark: boolean): void {
    this.set(x, y, dark);
    const row = this.isFunction[y];
    if (row) row[x] = true;
  }
  functional(x: number, y: number): boolean {
    return this.isFunction[y]?.[x] ?? false;
  }
}

const bit = (value: number, i: number): boolean => ((value >>> i) & 1) !== 0;

export function drawFunctionPatterns(g: Grid, version: number): void {
  const { size } = g;
  for (let i = 0; i < size; i += 1) {
    g.setFunction(6, i, i % 2 === 0);
    g.setFunction(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy += 1) {
      for (let dx = -4; dx <= 4; dx += 1) {
        const x = cx + dx;
        const y = cy + dy;
        const dist = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && x < size && y >= 0 && y < size) g.setFunction(x, y, dist !== 2 && dist !== 4);
      }
    }
  }
  const positions = alignmentPositions(version);
  const last = positions.length - 1;
  positions.forEach((px, i) =>
    positions.forEach((py, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy += 1) {
        for (let dx = -2; dx <= 2; dx += 1) g.setFunction(px + dx, py + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    }),
  );
  drawFormatBits(g, 0);
  if (version >= 7) {
    let rem = version;
    for (let i = 0; i < 12; i += 1) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
    const bits = (version << 12) | rem;
    for (let i = 0; i < 18; i += 1) {
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      g.setFunction(a, b, bit(bits, i));
      g.setFunction(b, a, bit(bits, i));
    }
  }
}

/** Format information: error correction level M (00) and the mask, BCH-protected. */
export function drawFormatBits(g: Grid, mask: number): void {
  const data = mask;
  let rem = data;
  for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  const bits = ((data << 10) | rem) ^ 0x5412;
  const { size } = g;
  for (let i = 0; i <= 5; i += 1) g.setFunction(8, i, bit(bits, i));
  g.setFunction(8, 7, bit(bits, 6));
  g.setFunction(8, 8, bit(bits, 7));
  g.setFunction(7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i += 1) g.setFunction(14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i += 1) g.setFunction(size - 1 - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i += 1) g.setFunction(8, size - 15 + i, bit(bits, i));
  g.setFunction(8, size - 8, true);
}

export function drawCodewords(g: Grid, codewords: readonly number[]): void {
  const { size } = g;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert += 1) {
      for (let j = 0; j < 2; j += 1) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if (!g.functional(x, y) && i < codewords.length * 8) {
          g.set(x, y, bit(codewords[i >>> 3] ?? 0, 7 - (i & 7)));
          i += 1;
        }
      }
    }
  }
}

export function applyMask(g: Grid, mask: number): void {
  const invert = MASKS[mask];
  if (!invert) return;
  for (let y = 0; y < g.size; y += 1) {
    for (let x = 0; x < g.size; x += 1) if (!g.functional(x, y) && invert(x, y)) g.set(x, y, !g.get(x, y));
  }
}

const FINDER_LIKE = ['10111010000', '00001011101'];

/** The standard's penalty: runs, 2×2 blocks, finder-like sequences and dark/light balance. */
export function penalty(g: Grid): number {
  const { size } = g;
  let score = 0;
  const lines: string[] = [];
  for (let y = 0; y < size; y += 1) {
    let row = '';
    let col = '';
    for (let x = 0; x < size; x += 1) {
      row += g.get(x, y) ? '1' : '0';
      col += g.get(y, x) ? '1' : '0';
    }
    lines.push(row, col);
  }
  for (const line of lines) {
    for (const run of line.match(/0{5,}|1{5,}/g) ?? []) score += run.length - 2;
    for (const pattern of FINDER_LIKE) {
      for (let at = line.indexOf(pattern); at !== -1; at = line.indexOf(pattern, at + 1)) score += 40;
    }
  }
  let dark = 0;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const c = g.get(x, y);
      if (c) dark += 1;
      if (x < size - 1 && y < size - 1 && c === g.get(x + 1, y) && c === g.get(x, y + 1) && c === g.get(x + 1, y + 1))
        score += 3;
    }
  }
  const total = size * size;
  score += (Math.ceil(Math.abs(dark * 20 - total * 10) / total) - 1) * 10;
  return score;
}
