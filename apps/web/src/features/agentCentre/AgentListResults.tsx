import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { Button, EmptyState } from '@tessera/ui';
import { SitePagination } from '../../shell/SitePagination';
import { ContentSkeleton } from '../content/QueryStatus';
import type { FailureInfo } from '../system/slice';
import { agentFailureMessage } from './messages';

/** The parts of a list query's result that decide what a page shows. */
export interface ListQueryState<T> {
  currentData?: T;
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
 * An agent-centre list's results: bones while a page loads, the failure in words with a retry,
 * an empty state, or the rows and their pages.
 */
export function AgentListResults<T extends { content: readonly unknown[]; totalPages: number }>({
  query,
  page,
  onPageChange,
  empty,
  children,
}: {
  query: ListQueryState<T>;
  page: number;
  onPageChange: (page: number) => void;
  empty: { title: string; description: string };
  children: (data: T) => ReactNode;
}) {
  const { t: translate } = useTranslation();
  if (query.isError && !query.isFetching) {
    const failure = agentFailureMessage(translate, query.error as FailureInfo | undefined);
    return (
      <EmptyState
        role="alert"
        size="compact"
        title={failure.title}
        description={failure.text}
        action={<Button onClick={() => void query.refetch()}>{translate('retry')}</Button>}
      />
    );
  }
  const data = query.currentData;
  if (data === undefined) return <ContentSkeleton rows={5} height={44} />;
  if (data.content.length === 0 && page === 1) return <EmptyState size="compact" title={empty.title} description={empty.description} />;
  return (
    <Stack>
      {children(data)}
      {data.totalPages > 1 && <SitePagination page={page} pageCount={data.totalPages} onPageChange={onPageChange} />}
    </Stack>
  );
}
