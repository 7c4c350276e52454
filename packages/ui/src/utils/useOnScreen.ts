import { useEffect, useMemo, useState, type Ref, type RefCallback } from 'react';
import { mergeRefs } from './mergeRefs';

/**
 * Whether an element is on screen now (any part of it inside the viewport), following it both
 * ways: for what moves by itself (a marquee, a ticker), which has no one to move for while the
 * member reads another part of the page, and on a phone spends battery and main thread on frames
 * nobody sees. Answers the ref to put on the element, which also feeds `ref` (the caller's own),
 * and whether it is on screen: true until the browser first reports, and always where it cannot.
 * An element that mounts later (a marquee whose notices arrive) is observed from then on.
 *
 * A module of its own, apart from useNearViewport: the parts that move come in chunks of their own,
 * and this comes with them rather than with the code every page loads first.
 */
export function useOnScreen<T extends Element>(ref?: Ref<T>): [RefCallback<T>, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const elementRef = useMemo(() => mergeRefs(ref, setElement), [ref]);
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    // Several changes may arrive at once: the last is the element's state now.
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.at(-1)!.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [elementRef, onScreen];
}
