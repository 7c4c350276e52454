/**
 * The platform's pictures (game tiles and icons, banners, rewards, provider logos) as WebP, drawn
 * from the same vector art as their `.svg` twins. A live platform serves its art as raster images,
 * and so does this one: a browser decodes a WebP off its main thread, while every SVG picture is a
 * document of its own that the page's main thread parses, lays out and paints (on home, some
 * thirty of them as it starts). The vector files stay served for anything that links them.
 */
import sharp from 'sharp';

/** Lossy WebP at this quality: flat colours and type, indistinguishable from the vector at 1x. */
const QUALITY = 82;
/** Pictures narrower than this are drawn at twice their size, for phones' dense screens. */
const DOUBLE_BELOW_PX = 600;
/** The intrinsic width of a vector picture (its root `width`), in CSS pixels. */
const widthOf = (svg: string) => Number(/^<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1] ?? 0);

/** Drawn pictures, by path; the oldest is let go past this many. Each is a few kilobytes. */
const CACHE_LIMIT = 2048;
const cache = new Map<string, Promise<Buffer>>();

// One drawing at a time, on one thread: a page of new games asks for a score of tiles at once, and
// drawing them all in parallel would take every core from the calls answered meanwhile.
sharp.concurrency(1);
let queue: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
  const done = queue.then(work, work);
  queue = done.catch(() => undefined);
  return done;
};

/** The scale a picture is drawn at: 2 under {@link DOUBLE_BELOW_PX} wide, else 1. */
const rasterScale = (svg: string): number => (widthOf(svg) < DOUBLE_BELOW_PX ? 2 : 1);

/**
 * The WebP of the vector picture `svg`, served at `path`. Drawn once per path and kept (the art
 * at a path never changes), so a grid of games asks the renderer only for tiles not drawn yet.
 */
export function rasterize(path: string, svg: string): Promise<Buffer> {
  const cached = cache.get(path);
  if (cached) return cached;
  // SVG is drawn at 72 dpi: the density scales it.
  const drawn = oneAtATime(() =>
    sharp(Buffer.from(svg), { density: 72 * rasterScale(svg) })
      .webp({ quality: QUALITY })
      .toBuffer(),
  );
  // A failed drawing is not kept: the next request tries again.
  drawn.catch(() => cache.delete(path));
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(path, drawn);
  return drawn;
}
