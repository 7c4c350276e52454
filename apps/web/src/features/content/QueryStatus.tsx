import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from '@tessera/i18n';
import { Button, EmptyState, Skeleton } from '@tessera/ui';
import type { EmptyStateSize } from '@tessera/ui';
import { Bones } from './QueryStatus.styles';

/** Holds the place of content being fetched; the region says it is busy rather than each bone. */
export function ContentSkeleton({ rows = 4, height = 56 }: { rows?: number; height?: number }) {
  const { t: translate } = useTranslation();
  return (
    <Bones aria-busy="true" aria-label={translate('loading')} role="status">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </Bones>
  );
}

/**
 * A read that failed: what happened and a retry (the query's refetch), instead of an empty page.
 * A feature names its own failure and the platform's reason; without them, a generic message.
 */
export function LoadFailure({
  onRetry,
  title,
  description,
  size,
}: {
  onRetry: () => void;
  title?: string;
  description?: string;
  size?: EmptyStateSize;
}) {
  const { t: translate } = useTranslation();
  return (
    <EmptyState
      role="alert"
      size={size}
      title={title ?? translate('content_load_failed')}
      description={description ?? translate('content_load_failed_text')}
      action={<Button onClick={onRetry}>{translate('retry')}</Button>}
    />
  );
}

/** The parts of an RTK Query result that decide what a page shows. */
export interface QueryLike<T> {
  data?: T;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A read's three faces: its skeleton while loading (and while a retry runs), its failure with a
 * retry, or its data.
 */
export function QueryView<T>({
  query,
  skeleton,
  children,
}: {
  query: QueryLike<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const face = query.isLoading || (query.isError && query.isFetching) ? 'loading' : query.isError ? 'failed' : 'ready';
  // An answer can mount a whole grid or table: it is rendered as a transition, in slices a phone
  // can paint and respond between, not inside the answer's own task (the store's updates are
  // synchronous). Until then the previous face stays.
  const shownFace = useDeferredValue(face);
  const shownData = useDeferredValue(query.data);
  if (shownFace === 'loading') return <>{skeleton}</>;
  if (shownFace === 'failed' || shownData === undefined) return <LoadFailure onRetry={() => void query.refetch()} />;
  return <>{children(shownData)}</>;
}
