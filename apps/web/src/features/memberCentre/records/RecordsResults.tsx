import type { ReactNode } from 'react';
import { useTranslation } from '@tessera/i18n';
import type { TFunction } from '@tessera/i18n';
import { DataTable, type DataTableColumn, EmptyState } from '@tessera/ui';
import { ContentSkeleton, LoadFailure } from '../../content/QueryStatus';
import type { FailureInfo } from '../../system/slice';
import { SitePagination } from '../../../widgets/SitePagination';
import { recordsErrorMessage } from './messages';
import { Stack } from './RecordsResults.styles';

/** The parts of a paged query's result that decide what a page shows. */
export interface RecordsQueryState<T> {
  /** The latest result, whichever filter or page it answered. */
  data?: T;
  /** The result of the filter and page asked for now. */
  currentData?: T;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** One page of rows as the platform sends it. */
export interface RecordsPageOf<Row> {
  content: readonly Row[];
  totalPages: number;
  totalElements: number;
}

/** A failed query in words: a title and a line of text. */
export type RecordsFailureMessage = (
  translate: TFunction,
  error: FailureInfo | undefined,
) => { title: string; text: string };

/** A failed member record query: one title, and the platform's refusal translated. */
export const recordsFailure: RecordsFailureMessage = (translate, error) => ({
  title: translate('records_load_failed'),
  text: recordsErrorMessage(translate, error),
});

/**
 * A paged table's results, for the member centre's records and the agent centre's lists: bones
 * while a page loads, the failure in words with a retry, an empty state, or the optional totals,
 * the rows (a table, or cards on a phone) and their pages.
 */
export function RecordsResults<Row, T extends RecordsPageOf<Row>>({
  query,
  keepPrevious = false,
  failure,
  empty,
  summary,
  caption,
  columns,
  rowKey,
  page,
  onPageChange,
}: {
  query: RecordsQueryState<T>;
  /** While another page or filter loads, keep the last rows in view (marked busy) instead of bones. @default false */
  keepPrevious?: boolean;
  failure: RecordsFailureMessage;
  empty: { title: string; description: string };
  /** What comes above the rows, such as the range's totals. */
  summary?: (data: T) => ReactNode;
  /** The table's caption, given how many rows all pages hold. */
  caption: (count: number) => string;
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t: translate } = useTranslation();
  if (query.isError && !query.isFetching) {
    const message = failure(translate, query.error as FailureInfo | undefined);
    return (
      <LoadFailure
        size="compact"
        title={message.title}
        description={message.text}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const data = keepPrevious ? query.data : query.currentData;
  if (data === undefined || query.isError) return <ContentSkeleton rows={5} height={44} />;
  if (data.content.length === 0 && page === 1)
    return <EmptyState size="compact" title={empty.title} description={empty.description} />;
  return (
    <Stack>
      {summary?.(data)}
      <DataTable
        stackOnNarrow
        caption={caption(data.totalElements)}
        columns={columns}
        rows={data.content}
        rowKey={rowKey}
        busy={query.isFetching}
      />
      <SitePagination page={page} pageCount={data.totalPages} onPageChange={onPageChange} />
    </Stack>
  );
}
