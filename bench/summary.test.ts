import { describe, expect, it } from 'vitest';
import { median, summariseRuns } from './summary.mjs';

/** A Lighthouse run as bench/lighthouse.mjs records it, with only what the summary reads set. */
const run = (performance: number, tbt: number, lcp: number, cls = 0) => ({
  performance,
  tbt,
  lcp,
  cls,
  benchmarkIndex: 2000 + tbt,
  accessibility: 100,
  failing: [] as string[],
  label: `perf ${performance}`,
});

describe('the summary of a page’s runs', () => {
  it('holds each timing to the median of the runs, not to the median-score run’s own', () => {
    // The median score (96) comes from the run with the highest blocking time of the middle three.
    const runs = [run(99, 20, 1900), run(96, 240, 2400), run(97, 90, 2100), run(90, 400, 3000), run(95, 130, 2200)];
    const summary = summariseRuns(runs);
    expect(summary.performance).toBe(96);
    expect(summary.label).toBe('perf 96');
    expect(summary.tbt).toBe(130);
    expect(summary.lcp).toBe(2200);
    expect(summary.tbtRange).toEqual([20, 400]);
    expect(summary.benchmarkRange).toEqual([2020, 2400]);
  });

  it('reports the largest layout shift any run saw', () => {
    const summary = summariseRuns([run(98, 10, 2000), run(97, 10, 2000, 0.04), run(99, 10, 2000)]);
    expect(summary.cls).toBe(0.04);
  });

  it('takes the middle value, the higher one of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(3);
  });
});
