import { startTransition, useEffect, useState, type RefObject } from 'react';
import { onSettled } from './useIdle';

export interface NearViewportOptions {
  /** How far outside the viewport counts as near (CSS margin syntax). @default '0px' */
  rootMargin?: string;
  /**
   * Also true once this many milliseconds have passed and the browser is then idle, for work that
   * may wait but should not wait for a scroll that never comes. Counted from the first render, so
   * the page's own first view and its answers come before it. @default undefined (never)
   */
  idleAfterMs?: number;
}

/**
 * True once `ref` comes within `rootMargin` of the viewport, or, with `idleAfterMs`, once that time has
 * passed and the browser has nothing more urgent to do; true at once where neither can be observed. It never
 * turns false again: what is shown stays. The change to true is a transition, so a large part below the fold
 * mounts in slices.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', idleAfterMs }: NearViewportOptions = {},
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    // What it reveals mounts as a transition: React renders it in slices between the browser's
    // own work (a scroll, a tap), not as one long task.
    const show = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin,
    });
    observer.observe(el);
    const cancelSettled = idleAfterMs === undefined ? () => {} : onSettled(show, idleAfterMs);
    return () => {
      observer.disconnect();
      cancelSettled();
    };
  }, [ref, rootMargin, idleAfterMs, near]);
  return near;
}
