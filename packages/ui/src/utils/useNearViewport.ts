import { startTransition, useEffect, useState, type RefObject } from 'react';
import { onSettled } from './useIdle';

/**
 * Observes whether `el` is within `rootMargin` of the viewport, calling `report` with each change
 * (the first report comes as soon as the browser has laid the element out). Answers the function
 * that stops observing, or null where the browser cannot observe it.
 */
function observeViewport(el: Element, rootMargin: string, report: (inside: boolean) => void): (() => void) | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  const observer = new IntersectionObserver(
    (entries) => {
      // Several changes may arrive at once: the last is the element's state now.
      const last = entries.at(-1);
      if (last) report(last.isIntersecting);
    },
    { rootMargin },
  );
  observer.observe(el);
  return () => observer.disconnect();
}

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
    // What it reveals mounts as a transition: React renders it in slices between the browser's
    // own work (a scroll, a tap), not as one long task.
    const show = () => startTransition(() => setNear(true));
    const stopObserving = observeViewport(el, rootMargin, (inside) => inside && show());
    if (!stopObserving) {
      setNear(true);
      return undefined;
    }
    const cancelSettled = idleAfterMs === undefined ? () => {} : onSettled(show, idleAfterMs);
    return () => {
      stopObserving();
      cancelSettled();
    };
  }, [ref, rootMargin, idleAfterMs, near]);
  return near;
}

/**
 * Whether `element` is on screen now (any part of it inside the viewport), following it both ways:
 * for what moves by itself (a marquee, a ticker, a carousel's autoplay), which has no one to move
 * for while the member reads another part of the page, and on a phone spends battery and main
 * thread on frames nobody sees. Takes the element itself (keep it in state from a ref callback), so
 * one that mounts later is observed too. True until the browser first reports, and always where
 * it cannot.
 */
export function useOnScreen(element: Element | null): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!element) return undefined;
    return observeViewport(element, '0px', setOnScreen) ?? undefined;
  }, [element]);
  return onScreen;
}
