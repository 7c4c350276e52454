import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Makes a scroll container keyboard-reachable (tabIndex 0) only while its content overflows,
 * so keyboard users can scroll it and short content adds no extra tab stop.
 */
export function useScrollableFocus<T extends HTMLElement>() {
  const [scrollable, setScrollable] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((el: T | null) => {
    const measure = (node: T) => setScrollable(node.scrollHeight > node.clientHeight + 1);
    observer.current?.disconnect();
    observer.current = null;
    if (!el) return;
    measure(el);
    if (typeof ResizeObserver !== 'undefined') {
      observer.current = new ResizeObserver(() => measure(el));
      observer.current.observe(el);
      for (const child of Array.from(el.children)) observer.current.observe(child);
    }
  }, []);

  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, tabIndex: scrollable ? 0 : undefined };
}
