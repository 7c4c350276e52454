import { useRef, type ReactNode } from 'react';
import { useNearViewport, FIRST_VIEW_MS } from '@tessera/ui';

/**
 * A part below the fold: `children` (and so their code, images and reads) come only when the
 * member scrolls within `rootMargin` of them, or once the page has had its first seconds to itself
 * and the browser is idle. Until then `placeholder` holds their place. The first view's requests
 * then are the first view's alone: on a phone it paints sooner. A part that starts just under the
 * fold is not the first view's either: until the member scrolls, only coming into view counts.
 */
export function WhenNear({
  placeholder,
  children,
  rootMargin = '100px 0px',
}: {
  placeholder: ReactNode;
  children: ReactNode;
  rootMargin?: string;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, { rootMargin, idleAfterMs: FIRST_VIEW_MS, marginOnceScrolled: true });
  return near ? children : <div ref={slot}>{placeholder}</div>;
}
