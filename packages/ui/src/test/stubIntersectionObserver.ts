import { act } from '@testing-library/react';
import { vi } from 'vitest';

export interface StubbedObserver {
  /** The margin the observer was created with. */
  margin?: string;
  /** The element whose view it observes (none: the page's viewport). */
  root?: Element | null;
  /** The elements it observes now (disconnecting empties it). */
  observed: Element[];
  /**
   * Reports `targets` (by default every element observed) as inside (or outside) the margin, as
   * the browser would.
   */
  report: (isIntersecting: boolean, targets?: Element[]) => void;
}

/**
 * Replaces `IntersectionObserver` (which jsdom lacks) with one the test drives: each observer
 * created is listed, and `showAll` / `hideAll` report every one of them inside or outside, in
 * `act`. Undo it with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver() {
  const observers: StubbedObserver[] = [];
  type Entry = { isIntersecting: boolean; target?: Element };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private stubbed: StubbedObserver;
      constructor(callback: (entries: Entry[]) => void, options?: { rootMargin?: string; root?: Element | null }) {
        const observed: Element[] = [];
        this.stubbed = {
          margin: options?.rootMargin,
          root: options?.root,
          observed,
          report: (isIntersecting, targets = observed) =>
            callback(targets.length ? targets.map((target) => ({ isIntersecting, target })) : [{ isIntersecting }]),
        };
        observers.push(this.stubbed);
      }
      observe(element: Element) {
        this.stubbed.observed.push(element);
      }
      disconnect() {
        this.stubbed.observed.length = 0;
      }
    },
  );
  const reportAll = (isIntersecting: boolean) => act(() => observers.forEach((o) => o.report(isIntersecting)));
  return { observers, showAll: () => reportAll(true), hideAll: () => reportAll(false) };
}
