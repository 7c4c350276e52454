import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampPage, getPageItems } from './getPageItems';

const pages = (items: ReturnType<typeof getPageItems>) => items.filter((i): i is number => typeof i === 'number');

describe('getPageItems', () => {
  it.each([
    // [page, pageCount, expected]
    [5, 20, [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]],
    [1, 20, [1, 2, 3, 'end-ellipsis', 20]],
    [2, 20, [1, 2, 3, 'end-ellipsis', 20]],
    [3, 20, [1, 2, 3, 4, 'end-ellipsis', 20]],
    [4, 20, [1, 2, 3, 4, 5, 'end-ellipsis', 20]],
    [17, 20, [1, 'start-ellipsis', 16, 17, 18, 19, 20]],
    [18, 20, [1, 'start-ellipsis', 17, 18, 19, 20]],
    [19, 20, [1, 'start-ellipsis', 18, 19, 20]],
    [20, 20, [1, 'start-ellipsis', 18, 19, 20]],
  ] as const)('page %i of %i with the §9 defaults', (page, pageCount, expected) => {
    expect(getPageItems({ page, pageCount })).toEqual(expected);
  });

  it('shows every page when they all fit, with no ellipsis', () => {
    expect(getPageItems({ page: 1, pageCount: 1 })).toEqual([1]);
    expect(getPageItems({ page: 2, pageCount: 2 })).toEqual([1, 2]);
    expect(getPageItems({ page: 3, pageCount: 5 })).toEqual([1, 2, 3, 4, 5]);
    expect(getPageItems({ page: 1, pageCount: 5 })).toEqual([1, 2, 3, 4, 5]);
    expect(getPageItems({ page: 4, pageCount: 7 })).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('never hides a single page behind an ellipsis', () => {
    // The gap between 1 and 3 is one page: show 2 rather than "…".
    expect(getPageItems({ page: 4, pageCount: 9 })).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 9]);
    expect(getPageItems({ page: 6, pageCount: 9 })).toEqual([1, 'start-ellipsis', 5, 6, 7, 8, 9]);
  });

  it('honours a wider range and more margin pages', () => {
    expect(getPageItems({ page: 10, pageCount: 20, pageRange: 5, marginPages: 2 })).toEqual([
      1,
      2,
      'start-ellipsis',
      8,
      9,
      10,
      11,
      12,
      'end-ellipsis',
      19,
      20,
    ]);
    // An even range puts the extra page after the current one.
    expect(getPageItems({ page: 10, pageCount: 20, pageRange: 4 })).toEqual([
      1,
      'start-ellipsis',
      9,
      10,
      11,
      12,
      'end-ellipsis',
      20,
    ]);
  });

  it('keeps the first and last pages even when asked for no margin', () => {
    expect(getPageItems({ page: 10, pageCount: 20, marginPages: 0 })).toEqual([
      1,
      'start-ellipsis',
      9,
      10,
      11,
      'end-ellipsis',
      20,
    ]);
  });

  it('clamps an out-of-range or fractional current page and ignores nonsense options', () => {
    expect(getPageItems({ page: 99, pageCount: 20 })).toEqual(getPageItems({ page: 20, pageCount: 20 }));
    expect(getPageItems({ page: -3, pageCount: 20 })).toEqual(getPageItems({ page: 1, pageCount: 20 }));
    expect(getPageItems({ page: Number.NaN, pageCount: 20 })).toEqual(getPageItems({ page: 1, pageCount: 20 }));
    expect(getPageItems({ page: 5.7, pageCount: 20 })).toEqual(getPageItems({ page: 5, pageCount: 20 }));
    expect(getPageItems({ page: 5, pageCount: 20.9 })).toEqual(getPageItems({ page: 5, pageCount: 20 }));
    expect(getPageItems({ page: 5, pageCount: 20, pageRange: 0 })).toEqual([
      1,
      'start-ellipsis',
      5,
      'end-ellipsis',
      20,
    ]);
    expect(getPageItems({ page: 5, pageCount: 20, pageRange: Number.NaN })).toEqual(
      getPageItems({ page: 5, pageCount: 20 }),
    );
    expect(getPageItems({ page: 3, pageCount: 5, pageRange: 50, marginPages: 50 })).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns nothing when there are no pages', () => {
    expect(getPageItems({ page: 1, pageCount: 0 })).toEqual([]);
    expect(getPageItems({ page: 1, pageCount: -4 })).toEqual([]);
    expect(getPageItems({ page: 1, pageCount: Number.NaN })).toEqual([]);
    expect(getPageItems({ page: 1, pageCount: Number.POSITIVE_INFINITY })).toEqual([]);
  });

  it('clampPage keeps a page within 1..count', () => {
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(11, 10)).toBe(10);
    expect(clampPage(4.9, 10)).toBe(4);
    expect(clampPage(3, 0)).toBe(1);
  });

  describe('properties', () => {
    const input = fc.record({
      pageCount: fc.integer({ min: 1, max: 2000 }),
      page: fc.integer({ min: -5, max: 2005 }),
      pageRange: fc.integer({ min: 1, max: 12 }),
      marginPages: fc.integer({ min: 1, max: 5 }),
    });

    it('every page is within 1..count, sorted, unique, and includes first, last and current', () => {
      fc.assert(
        fc.property(input, (options) => {
          const items = getPageItems(options);
          const shown = pages(items);
          const current = clampPage(options.page, options.pageCount);
          expect(shown.every((p) => Number.isInteger(p) && p >= 1 && p <= options.pageCount)).toBe(true);
          expect(shown).toEqual([...shown].sort((a, b) => a - b));
          expect(new Set(shown).size).toBe(shown.length);
          expect(shown[0]).toBe(1);
          expect(shown.at(-1)).toBe(options.pageCount);
          expect(shown).toContain(current);
        }),
      );
    });

    it('an ellipsis stands for at least two hidden pages, at most one on each side of the current page', () => {
      fc.assert(
        fc.property(input, (options) => {
          const items = getPageItems(options);
          const current = clampPage(options.page, options.pageCount);
          items.forEach((item, i) => {
            if (typeof item === 'number') return;
            const before = items[i - 1];
            const after = items[i + 1];
            expect(typeof before).toBe('number');
            expect(typeof after).toBe('number');
            expect((after as number) - (before as number)).toBeGreaterThan(2);
            if (item === 'start-ellipsis') expect(after as number).toBeLessThanOrEqual(current);
            else expect(before as number).toBeGreaterThanOrEqual(current);
          });
          expect(items.filter((i) => i === 'start-ellipsis').length).toBeLessThanOrEqual(1);
          expect(items.filter((i) => i === 'end-ellipsis').length).toBeLessThanOrEqual(1);
        }),
      );
    });

    it('shows the full window around the current page and is bounded in length', () => {
      fc.assert(
        fc.property(input, (options) => {
          const shown = pages(getPageItems(options));
          const current = clampPage(options.page, options.pageCount);
          const half = Math.floor((options.pageRange - 1) / 2);
          for (let p = Math.max(1, current - half); p <= Math.min(options.pageCount, current + half); p += 1) {
            expect(shown).toContain(p);
          }
          expect(shown.length).toBeGreaterThanOrEqual(Math.min(options.pageCount, options.pageRange));
          // Margins, window, plus at most one page filled into each gap.
          expect(shown.length).toBeLessThanOrEqual(2 * options.marginPages + options.pageRange + 2);
        }),
      );
    });

    it('lists every page, without ellipses, when an ellipsis would save no room', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 9 }).chain((pageRange) =>
            fc.record({
              pageRange: fc.constant(pageRange),
              pageCount: fc.integer({ min: 1, max: pageRange + 2 }),
              page: fc.integer({ min: 1, max: pageRange + 2 }),
            }),
          ),
          ({ page, pageCount, pageRange }) => {
            const items = getPageItems({ page, pageCount, pageRange, marginPages: 1 });
            expect(items).toEqual(Array.from({ length: pageCount }, (_, i) => i + 1));
          },
        ),
      );
    });
  });
});
