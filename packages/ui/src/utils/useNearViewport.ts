import { useEffect, useState, type RefObject } from 'react';
import { onIdle } from './useIdle';

export interface NearViewportOptions {
  /** How far outside the viewport counts as near (CSS margin syntax). @default '0px' */
  rootMargin?: string;
  /**
   * Also true once the browser is idle (or after this many milliseconds at the latest), for work
   * that may wait but should not wait for a scroll that never comes. @default undefined (never)
   */
  idleTimeoutMs?: number;
}

/**
 * True once `ref` comes within `rootMargin` of the viewport, or, with `idleTimeoutMs`, once the
 * browser has nothing more urgent to do; true at once where neither can be observed. It never
 * turns false again: what is shown stays.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', idleTimeoutMs }: NearViewportOptions = {},
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin,
    });
    observer.observe(el);
    const cancelIdle = idleTimeoutMs === undefined ? () => {} : onIdle(show, idleTimeoutMs);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [ref, rootMargin, idleTimeoutMs, near]);
  return near;
}
