import { lazyPage } from '../core/lazyRoute';
import { LazySlot } from './LazySlot';
import type { DialogProps } from '@tessera/ui';
import { PartBoundary, PartUnavailable } from './PartBoundary';

const Dialog = lazyPage(() => import('./DialogChunk'));

/**
 * The design system's Dialog, downloaded the first time one opens: the shell's confirmations
 * (sign-out, trial notice) stay out of every page's first load. Closed, it renders nothing; on
 * close the dialog unmounts and focus returns to what opened it.
 */
export function LazyDialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <PartBoundary fallback={<PartUnavailable />}>
      <LazySlot part={Dialog} fallback={null}>
        <Dialog {...props} />
      </LazySlot>
    </PartBoundary>
  );
}
