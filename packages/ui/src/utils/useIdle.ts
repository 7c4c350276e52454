import { useEffect, useState } from 'react';

/**
 * Calls `callback` once the browser has nothing more urgent to do, or after `timeoutMs` at the
 * latest. Where idle time cannot be observed (Safari), it waits for `fallbackMs` instead.
 * Answers a function that cancels the call.
 */
export function onIdle(callback: () => void, timeoutMs: number, fallbackMs = timeoutMs): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, fallbackMs);
  return () => clearTimeout(id);
}

/**
 * False until the page has settled: the browser is idle after the first render, or `timeoutMs`
 * has passed. For work that should not compete with the first view (a pop-up, a widget below the
 * fold), yet must come without the member doing anything. It never turns false again.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    // Where idle time cannot be observed, one short wait lets the first view paint first.
    return onIdle(() => setIdle(true), timeoutMs, 50);
  }, [idle, timeoutMs]);
  return idle;
}
