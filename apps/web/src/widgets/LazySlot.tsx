import { Suspense, useEffect, useReducer, type ReactNode } from 'react';
import type { LazyPage } from '../core/lazyRoute';

export interface LazySlotProps {
  /** The lazy part rendered in `children`, whose code the slot waits for. */
  part: Pick<LazyPage, 'isLoaded' | 'arrival'>;
  /** What shows while the code downloads. */
  fallback: ReactNode;
  /** The part's element. */
  children: ReactNode;
}

/**
 * A lazy part that the member asked for (a panel and its page, a dialog, the controls shown on
 * logging in), inside its Suspense boundary, shown in an ordinary render as soon as its code has
 * arrived. Left to itself, React shows a suspended boundary's content in a retry render, which it
 * starts over after every other update on the page and never hurries (retries do not expire,
 * unlike transitions): on a slow phone, with the page updating now and then (an answer arriving, a
 * counter), a large panel could wait for many seconds or never open. The slot re-renders itself once the code is in
 * hand, so the part mounts in that render.
 */
export function LazySlot({ part, fallback, children }: LazySlotProps) {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (part.isLoaded()) return undefined;
    let current = true;
    void part.arrival().then(() => {
      if (current) arrived();
    });
    return () => {
      current = false;
    };
  }, [part]);
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
