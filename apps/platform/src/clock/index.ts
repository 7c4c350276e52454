/**
 * Time as the platform sees it. Every expiry, window and delay reads this clock, so tests can
 * move time forward instead of waiting.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Waits this long (a slowed-down answer). */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
};

/** How the database keeps a moment: ISO 8601 in UTC, which sorts as text in time order. */
export const iso = (ms: number): string => new Date(ms).toISOString();

export const MINUTE = 60_000;
