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

/** Once `afterMs` has passed, how long {@link onSettled} waits for an idle moment at most. */
const SETTLED_IDLE_WAIT_MS = 1000;

/**
 * Calls `callback` once `afterMs` has passed and the browser is then idle: for what should leave
 * the page's first seconds to its first view, not only its first idle moment (loading has many).
 * Answers a function that cancels the call.
 */
export function onSettled(callback: () => void, afterMs: number): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(() => {
    cancelIdle = onIdle(callback, SETTLED_IDLE_WAIT_MS);
  }, afterMs);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}

/** When {@link useIdle} turns true. */
export interface IdleOptions {
  /** The longest wait for an idle moment, from the first render (or from `afterMs`). @default 2000 */
  timeoutMs?: number;
  /** Leave the page's first this many milliseconds alone, then wait for an idle moment (at most a second). */
  afterMs?: number;
}

/**
 * False until the page has settled: the browser is idle after the first render (after `afterMs`
 * first, when given), or `timeoutMs` has passed. For work that should not compete with the first
 * view (a pop-up, a menu's code), yet must come without the member doing anything. It never turns
 * false again.
 */
export function useIdle({ timeoutMs = 2000, afterMs = 0 }: IdleOptions = {}): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    if (afterMs > 0) return onSettled(() => setIdle(true), afterMs);
    // Where idle time cannot be observed, one short wait lets the first view paint first.
    return onIdle(() => setIdle(true), timeoutMs, 50);
  }, [idle, timeoutMs, afterMs]);
  return idle;
}

/**
 * For what a component holds back only when its caller asks (motion, an enhancement): true at once
 * when `afterMs` is 0 or less; otherwise false until `afterMs` has passed and the page is then idle
 * ({@link onSettled}). It never turns false again.
 */
export function useHeldFor(afterMs: number): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || afterMs <= 0) return undefined;
    return onSettled(() => setSettled(true), afterMs);
  }, [settled, afterMs]);
  return settled || afterMs <= 0;
}
