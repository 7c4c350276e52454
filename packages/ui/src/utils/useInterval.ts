import { useEffect, useRef } from 'react';

/**
 * Calls `callback` every `delayMs` while `delayMs` is a number; `null` pauses. The latest
 * callback is always used, and the timer stops on unmount.
 */
export function useInterval(callback: () => void, delayMs: number | null) {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  }, [callback]);
  useEffect(() => {
    if (delayMs === null) return undefined;
    const id = setInterval(() => saved.current(), delayMs);
    return () => clearInterval(id);
  }, [delayMs]);
}
