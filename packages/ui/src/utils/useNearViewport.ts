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
  /**
   * Let `rootMargin` count only once the member has scrolled the page: until then only what is in
   * view counts, for a part below the fold that is not the first view's even when it starts just
   * under it. @default false
   */
  marginOnceScrolled?: boolean;
}

/**
 * True once `ref` comes within `rootMargin` of the viewport (with `marginOnceScrolled`, into view
 * itself until the member scrolls), or, with `idleAfterMs`, once that time has passed and the
 * browser has nothing more urgent to do; true at once where neither can be observed. It never turns
 * false again: what is shown stays. The change to true is a transition, so a large part below the
 * fold mounts in slices.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', idleAfterMs, marginOnceScrolled = false }: NearViewportOptions = {},
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
    // Whether the page is already scrolled is read in the observer's reports, which come after a
    // layout: read in this effect, it would lay out the whole page inside the commit's task.
    let waiting = marginOnceScrolled;
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => (entries.some((e) => e.isIntersecting) ? show() : waiting && scrollY && onScroll()),
        { rootMargin: waiting ? '0px' : rootMargin },
      );
      observer.observe(el);
    };
    const onScroll = () => {
      waiting = false;
      observe();
    };
    observe();
    // A scroll event cannot be cancelled: its listener needs no passive flag.
    if (waiting) addEventListener('scroll', onScroll, { once: true });
    const cancelSettled = idleAfterMs === undefined ? () => {} : onSettled(show, idleAfterMs);
    return () => {
      observer?.disconnect();
      removeEventListener('scroll', onScroll);
      cancelSettled();
    };
  }, [ref, rootMargin, idleAfterMs, marginOnceScrolled, near]);
  return near;
}
