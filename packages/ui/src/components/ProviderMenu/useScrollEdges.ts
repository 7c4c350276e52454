import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../utils/useReducedMotion';

/** True when the element is laid out right to left. */
export function isRtl(el: Element): boolean {
  const direction = typeof getComputedStyle === 'function' ? getComputedStyle(el).direction : '';
  if (direction) return direction === 'rtl';
  return el.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
}

/**
 * Tracks whether a horizontal scroller is at its start or end (in either writing direction) and
 * pages it by most of its width. In right-to-left layouts `scrollLeft` runs from 0 to negative.
 */
export function useScrollEdges<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  const reducedMotion = useReducedMotion();
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const offset = Math.abs(el.scrollLeft);
    const atStart = offset <= 1;
    const atEnd = offset + el.clientWidth >= el.scrollWidth - 1;
    setEdges((e) => (e.atStart === atStart && e.atEnd === atEnd ? e : { atStart, atEnd }));
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!enabled || !el) return undefined;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [enabled, measure]);

  /** Scrolls forward (1) or back (-1) in reading direction. */
  const page = useCallback(
    (direction: 1 | -1) => {
      const el = ref.current;
      if (!el) return;
      const left = direction * Math.max(el.clientWidth * 0.8, 1) * (isRtl(el) ? -1 : 1);
      el.scrollBy?.({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [reducedMotion],
  );

  return { ref, ...edges, page };
}
