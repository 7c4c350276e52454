import { useEffect, useState } from 'react';

/**
 * Whether `element` is on screen now (any part of it inside the viewport), following it both ways:
 * for what moves by itself (a marquee, a ticker), which has no one to move for while the member
 * reads another part of the page, and on a phone spends battery and main thread on frames nobody
 * sees. Takes the element itself (keep it in state from a ref callback), so one that mounts later
 * is observed too. True until the browser first reports, and always where it cannot.
 *
 * A module of its own, apart from useNearViewport: the parts that move come in chunks of their own,
 * and this comes with them rather than with the code every page loads first.
 */
export function useOnScreen(element: Element | null): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    // Several changes may arrive at once: the last is the element's state now.
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.at(-1)!.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}
