import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Puts the page's first view (FIRST_VIEW_MS, then an idle moment) on the test's clock: the page's
 * own waits run on fake timers while the rest of time passes as usual, and idle callbacks wait for
 * `pass`. Undo it with `vi.useRealTimers()` and `vi.unstubAllGlobals()`.
 */
export function holdFirstView() {
  const idle: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  return {
    /** Lets `ms` pass, then gives the page an idle moment. */
    pass: (ms: number) => {
      act(() => vi.advanceTimersByTime(ms));
      act(() => idle.splice(0).forEach((run) => run()));
    },
  };
}
