// What several runs of a benchmark add up to.

/** The middle value (of an even count, the higher of the two middle ones). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const medianRun = (results) =>
  [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];

const range = (values) => [Math.min(...values), Math.max(...values)];

/**
 * A page's figures over its Lighthouse runs (bench/lighthouse.mjs): the score and the audits of
 * the run with the median performance score, and each timing on its own, the median of the runs'
 * blocking times and of their largest paints (the median-score run's own blocking time is one draw
 * among the middle runs, as likely the highest of them as the lowest), and the largest layout
 * shift any run saw; with the spread of the blocking times and of the machine's speed.
 */
export function summariseRuns(results) {
  const tbts = results.map((r) => r.tbt);
  return {
    ...medianRun(results),
    tbt: median(tbts),
    lcp: median(results.map((r) => r.lcp)),
    cls: Math.max(...results.map((r) => r.cls)),
    tbtRange: range(tbts),
    benchmarkRange: range(results.map((r) => r.benchmarkIndex)),
  };
}
