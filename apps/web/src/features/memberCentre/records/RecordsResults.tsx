import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { Button, EmptyState } from '@tessera/ui';
import { ContentSkeleton } from '../../content/QueryStatus';
import type { FailureInfo } from '../../system/slice';
import { recordsErrorMessage } from './messages';
import { SitePagination } from '../../../shell/SitePagination';

/** The parts of a record query's result that decide what a page shows. */
export interface RecordsQueryState<T> {
  data?: T;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

const Stack = styled.div`
  display: grid;
  gap: ${t.space[4]};
  min-width: 0;
  & > nav { justify-self: center; }
`;

/**
 * A record page's results: bones while the first page loads, the failure in words with a retry,
 * an empty state, or the records and their pages. While another page or filter loads, the last
 * records stay in view.
 */
export function RecordsResults<T extends { content: readonly unknown[]; totalPages: number }>({
  query,
  page,
  onPageChange,
  empty,
  children,
}: {
  query: RecordsQueryState<T>;
  page: number;
  onPageChange: (page: number) => void;
  empty: { title: string; description: string };
  children: (data: T) => ReactNode;
}) {
  const { t: translate } = useTranslation();
  if (query.isLoading || (query.isError && query.isFetching)) return <ContentSkeleton rows={5} height={44} />;
  if (query.isError || query.data === undefined) {
    return (
      <EmptyState
        role="alert"
        size="compact"
        title={translate('records_load_failed')}
        description={recordsErrorMessage(translate, query.error as FailureInfo | undefined)}
        action={<Button onClick={() => void query.refetch()}>{translate('retry')}</Button>}
      />
    );
  }
  const data = query.data;
  if (data.content.length === 0 && page === 1) return <EmptyState size="compact" title={empty.title} description={empty.description} />;
  return (
    <Stack>
      {children(data)}
      <SitePagination
        page={page}
        pageCount={data.totalPages}
        onPageChange={onPageChange}
      />
    </Stack>
  );
}
