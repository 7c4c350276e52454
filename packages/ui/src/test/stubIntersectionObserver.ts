import { act } from '@testing-library/react';
import { vi } from 'vitest';

export interface StubbedObserver {
  /** The margin the observer was created with. */
  margin?: string;
  /** Reports its element as inside (or outside) the margin, as the browser would. */
  report: (isIntersecting: boolean) => void;
}

/**
 * Replaces `IntersectionObserver` (which jsdom lacks) with one the test drives: each observer
 * created is listed, and `showAll` / `hideAll` report every one of them inside or outside, in
 * `act`. Undo it with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver() {
  const observers: StubbedObserver[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options?: { rootMargin?: string }) {
        observers.push({ margin: options?.rootMargin, report: (isIntersecting) => callback([{ isIntersecting }]) });
      }
      observe() {}
      disconnect() {}
    },
  );
  const reportAll = (isIntersecting: boolean) => act(() => observers.forEach((o) => o.report(isIntersecting)));
  return { observers, showAll: () => reportAll(true), hideAll: () => reportAll(false) };
}
