import { useEffect, useRef, useState } from 'react';

const secondsLeft = (endsAt: number | null, now: number) =>
  endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));

/**
 * Whole seconds left until `endsAt` (a millisecond timestamp), 0 when it has passed or is `null`.
 *
 * The value is always worked out from the clock, never by counting ticks, so a throttled timer in
 * a background tab or a late callback cannot make it drift: the next update is scheduled for the
 * moment the shown number changes, and the count is re-read when the tab becomes visible again.
 *
 * @param endsAt When the countdown reaches 0, in milliseconds since the epoch; `null` when idle.
 * @param now Reads the current time. @default Date.now
 */
export function useCountdown(endsAt: number | null, now: () => number = Date.now): number {
  const clock = useRef(now);
  clock.current = now;
  const [state, setState] = useState(() => ({ endsAt, remaining: secondsLeft(endsAt, now()) }));

  // A new end time shows its count in the same render.
  let remaining = state.remaining;
  if (state.endsAt !== endsAt) {
    remaining = secondsLeft(endsAt, now());
    setState({ endsAt, remaining });
  }

  useEffect(() => {
    if (endsAt === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      const left = endsAt - clock.current();
      const seconds = secondsLeft(endsAt, clock.current());
      setState({ endsAt, remaining: seconds });
      // Wake when the count drops to the next whole second.
      if (seconds > 0) timer = setTimeout(update, left - (seconds - 1) * 1000);
    };
    update();
    document.addEventListener('visibilitychange', update);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, [endsAt]);

  return remaining;
}
