import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Makes a scroll container keyboard-reachable (tabIndex 0) only while its content overflows,
 * so keyboard users can scroll it and short content adds no extra tab stop. It measures when its
 * observer reports the laid-out sizes (the first report follows the first layout), never as the
 * container mounts: reading the size there would make the browser lay out the whole page inside
 * the commit that opens a dialog.
 */
export function useScrollableFocus<T extends HTMLElement>() {
  const [scrollable, setScrollable] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((el: T | null) => {
    const measure = (node: T) => setScrollable(node.scrollHeight > node.clientHeight + 1);
    observer.current?.disconnect();
    observer.current = null;
    if (!el) return;
    if (typeof ResizeObserver === 'undefined') {
      measure(el);
      return;
    }
    observer.current = new ResizeObserver(() => measure(el));
    observer.current.observe(el);
    for (const child of Array.from(el.children)) observer.current.observe(child);
  }, []);

  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, tabIndex: scrollable ? 0 : undefined };
}
