import { useEffect, useLayoutEffect, useRef } from 'react';
import { onIdle } from '@tessera/ui';
import { loadBodyFace, nameBodyFace } from '@tessera/ui/fonts';

/** The longest the body face's download waits for an idle moment after the first render. */
const BODY_FACE_WAIT_MS = 2000;

/**
 * The body face (Inter): fetched once the first view has painted and the browser is idle, named
 * from the next page on, as that page is laid out (before it paints), so the page being read keeps
 * the metric twin it was drawn in and no text changes face under the reader.
 */
export function useBodyFace(pathname: string): void {
  useEffect(() => onIdle(() => void loadBodyFace(), BODY_FACE_WAIT_MS), []);
  const first = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== first.current) nameBodyFace();
  }, [pathname]);
}
