import { useEffect, useState } from 'react';

/**
 * The current time, updated on every full second of the wall clock while `active`. Each wake-up
 * is scheduled for the next full second from the real time (not a fixed interval), so the shown
 * second changes when the system clock's does and never drifts; it is re-read when a background
 * tab becomes visible. Stops on unmount.
 */
export function useSecondTicker(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const current = Date.now();
      setNow(new Date(current));
      timer = setTimeout(tick, 1000 - (current % 1000));
    };
    tick();
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [active]);
  return now;
}
