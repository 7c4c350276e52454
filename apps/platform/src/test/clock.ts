import type { Clock } from '../clock';

/** A clock that moves only when told, and records the waits asked of it instead of waiting. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  /** Every wait asked, in order. */
  readonly sleeps: number[];
}

export function manualClock(start = Date.now()): ManualClock {
  let now = start;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    advance: (ms) => {
      now += ms;
    },
    sleeps,
  };
}
