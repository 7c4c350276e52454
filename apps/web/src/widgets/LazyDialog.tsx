import { lazy, Suspense } from 'react';
import type { DialogProps } from '@tessera/ui';
import { PartBoundary, PartUnavailable } from './PartBoundary';

const Dialog = lazy(() => import('./DialogChunk'));

/**
 * The design system's Dialog, downloaded the first time one opens: the shell's confirmations
 * (sign-out, trial notice) stay out of every page's first load. Closed, it renders nothing; on
 * close the dialog unmounts and focus returns to what opened it.
 */
export function LazyDialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <PartBoundary fallback={<PartUnavailable />}>
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    </PartBoundary>
  );
}
