import { useEffect, useState, type RefObject } from 'react';

/**
 * How many of a scrolling strip's children, counted from its start, have come within `margin` of
 * the strip's own view (CSS margin syntax; percentages are of the strip's size). A phone shows four
 * of twenty provider chips: the others' pictures need not be asked for until a swipe brings them
 * near. It only grows, since what has been reached stays; observe again by changing `count` (the
 * children the strip has). Every child counts where nearness cannot be observed.
 */
export function useStripReach(strip: RefObject<HTMLElement | null>, count: number, margin = '0px 50%'): number {
  const [reach, setReach] = useState(0);
  useEffect(() => {
    const box = strip.current;
    if (!box) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setReach(count);
      return undefined;
    }
    const items = [...box.children];
    const observer = new IntersectionObserver(
      (entries) => {
        const farthest = Math.max(-1, ...entries.filter((e) => e.isIntersecting).map((e) => items.indexOf(e.target)));
        if (farthest < 0) return;
        setReach((reached) => Math.max(reached, farthest + 1));
        if (farthest === items.length - 1) observer.disconnect();
      },
      { root: box, rootMargin: margin },
    );
    items.forEach((item) => observer.observe(item));
    return () => observer.disconnect();
  }, [strip, count, margin]);
  return reach;
}
