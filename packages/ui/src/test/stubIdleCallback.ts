import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Replaces `requestIdleCallback` with one the test drives: the callbacks asked for wait until
 * `runIdle` (in `act`) runs them, as the browser would in an idle moment. Undo it with
 * `vi.unstubAllGlobals()`.
 */
export function stubIdleCallback() {
  const pending: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => pending.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return { pending, runIdle: () => act(() => pending.splice(0).forEach((run) => run())) };
}
