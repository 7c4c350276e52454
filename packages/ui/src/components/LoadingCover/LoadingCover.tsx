import { forwardRef, useLayoutEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { Cover, Panel, Region, Root, Spinner } from './LoadingCover.styles';

export interface LoadingCoverProps extends HTMLAttributes<HTMLDivElement> {
  /** Covers the region: it becomes inert and busy, and the label is announced. @default false */
  active?: boolean;
  /** Shown beside the spinner and announced when the cover appears. @default 'Loading' */
  label?: string;
  /** The region to cover (a form). It stays mounted, so nothing typed is lost. */
  children?: ReactNode;
}

/**
 * Covers a region while it works (§4: a loading cover shows during submit). The region stays
 * mounted but is `inert` and `aria-busy`; focus inside it waits on the cover and comes back to the
 * same control afterwards.
 */
export const LoadingCover = forwardRef<HTMLDivElement, LoadingCoverProps>(function LoadingCover(
  { active = false, label = 'Loading', children, ...rest },
  ref,
) {
  const region = useRef<HTMLDivElement>(null);
  const cover = useRef<HTMLDivElement>(null);
  const parked = useRef<HTMLElement | null>(null);

  // An inert element loses focus to the page; park it on the cover and give it back afterwards.
  useLayoutEffect(() => {
    if (active) {
      const focused = document.activeElement as HTMLElement | null;
      if (focused && region.current?.contains(focused)) {
        parked.current = focused;
        cover.current?.focus({ preventScroll: true });
      }
      return;
    }
    const target = parked.current;
    parked.current = null;
    const lost = document.activeElement === cover.current || document.activeElement === document.body;
    if (target?.isConnected && lost) target.focus({ preventScroll: true });
  }, [active]);

  return (
    <Root ref={ref} data-state={active ? 'active' : 'idle'} {...rest}>
      <Region ref={region} inert={active || undefined} aria-busy={active || undefined} data-part="region">
        {children}
      </Region>
      <Cover ref={cover} role="status" tabIndex={-1} data-part="cover">
        {active && (
          <Panel>
            <Spinner aria-hidden="true" />
            <span>{label}</span>
          </Panel>
        )}
      </Cover>
    </Root>
  );
});
