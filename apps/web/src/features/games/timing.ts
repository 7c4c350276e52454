import { useCallback, useEffect, useRef, useState } from 'react';

/** `value`, once it has stayed the same for `delayMs` (the search box's 500 ms of §9). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * `run`, called at most once per `intervalMs` (§9: infinite scroll is throttled to 200 ms): the
 * first call runs at once, calls during the interval are folded into one at its end, so the last
 * request is never lost. The returned function is stable.
 */
export function useThrottledCallback(run: () => void, intervalMs: number): () => void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  const state = useRef({ last: -Infinity, timer: undefined as ReturnType<typeof setTimeout> | undefined });
  useEffect(() => () => clearTimeout(state.current.timer), []);
  return useCallback(() => {
    const s = state.current;
    if (s.timer !== undefined) return;
    const wait = s.last + intervalMs - Date.now();
    const fire = () => {
      s.timer = undefined;
      s.last = Date.now();
      latest.current();
    };
    if (wait <= 0) fire();
    else s.timer = setTimeout(fire, wait);
  }, [intervalMs]);
}
