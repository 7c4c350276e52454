/** A small fixed-seed generator (mulberry32): the same seeded rows on every machine and every run. */
export function generator(seed: number): (min: number, max: number) => number {
  let state = seed >>> 0;
  return (min, max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    return min + Math.floor(unit * (max - min + 1));
  };
}

/** The item at `i`, wrapping around. */
export function pick<T>(list: readonly T[], i: number): T {
  const item = list[((i % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** The first entry whose threshold the roll (0–99) is under: [[55, a], [70, b], [100, c]]. */
export function weighted<T>(roll: number, table: ReadonlyArray<readonly [number, T]>): T {
  const hit = table.find(([under]) => roll < under) ?? table[table.length - 1];
  if (!hit) throw new Error('weighted pick from an empty table');
  return hit[1];
}
