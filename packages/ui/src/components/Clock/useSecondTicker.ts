import { useEffect, useRef } from 'react';

/**
 * Calls `onTick` with the current time on every full second of the wall clock while `active`, and
 * once at the start. Each wake-up is scheduled for the next full second from the real time (not a
 * fixed interval), so the shown second changes when the system clock's does and never drifts; it
 * is re-read when a background tab becomes visible. Stops on unmount. The latest `onTick` is used.
 */
export function useSecondTicker(active: boolean, onTick: (now: Date) => void): void {
  const latest = useRef(onTick);
  latest.current = onTick;
  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const current = Date.now();
      latest.current(new Date(current));
      timer = setTimeout(tick, 1000 - (current % 1000));
    };
    tick();
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [active]);
}
