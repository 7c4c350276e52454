/** A page number, or a gap standing for the pages hidden before or after the current page. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** §9: pages shown around the current one. */
export const DEFAULT_PAGE_RANGE = 3;
/** §9: pages always shown at each end. */
export const DEFAULT_MARGIN_PAGES = 1;

export interface PageItemsOptions {
  /** The current page (1-based); out-of-range values are clamped. */
  page: number;
  /** How many pages exist. */
  pageCount: number;
  /** Pages shown around the current page. @default 3 */
  pageRange?: number;
  /** Pages shown at each end; at least 1, so the first and last pages are always reachable. @default 1 */
  marginPages?: number;
}

const whole = (value: number, fallback: number) => (Number.isFinite(value) ? Math.floor(value) : fallback);

/** The number of pages as a whole number ≥ 0. */
export function normalisePageCount(pageCount: number): number {
  return Math.max(0, whole(pageCount, 0));
}

/** The page within 1..pageCount closest to `page` (1 when there are no pages). */
export function clampPage(page: number, pageCount: number): number {
  const count = normalisePageCount(pageCount);
  return Math.min(Math.max(1, whole(page, 1)), Math.max(1, count));
}

/**
 * The pages a pager shows, in order, with an ellipsis for each run of hidden pages: the margin
 * pages at both ends, a window of `pageRange` pages around the current one (shifted inwards at
 * the ends so it keeps its size), and nothing else. An ellipsis never hides a single page: that
 * page is shown instead, since it takes the same room.
 *
 * getPageItems({ page: 5, pageCount: 20 }) → [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]
 */
export function getPageItems({
  page,
  pageCount,
  pageRange = DEFAULT_PAGE_RANGE,
  marginPages = DEFAULT_MARGIN_PAGES,
}: PageItemsOptions): PageItem[] {
  const count = normalisePageCount(pageCount);
  if (count === 0) return [];
  const current = clampPage(page, count);
  const range = Math.min(count, Math.max(1, whole(pageRange, DEFAULT_PAGE_RANGE)));
  const margin = Math.min(count, Math.max(1, whole(marginPages, DEFAULT_MARGIN_PAGES)));

  let start = current - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > count) {
    start -= end - count;
    end = count;
  }

  const shown = new Set<number>();
  for (let p = 1; p <= margin; p += 1) shown.add(p);
  for (let p = start; p <= end; p += 1) shown.add(p);
  for (let p = count - margin + 1; p <= count; p += 1) shown.add(p);

  const items: PageItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    const hidden = p - previous - 1;
    if (hidden === 1) items.push(previous + 1);
    else if (hidden > 1) items.push(p <= current ? 'start-ellipsis' : 'end-ellipsis');
    items.push(p);
    previous = p;
  }
  return items;
}
