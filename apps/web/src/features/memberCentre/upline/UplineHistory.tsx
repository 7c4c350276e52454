import { useState } from 'react';
import type { UplineTransfer } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatAmount } from '@tessera/format';
import { Button, DataTable, type DataTableColumn, EmptyState, FormMessage, Skeleton } from '@tessera/ui';
import { SitePagination } from '../../../widgets/SitePagination';
import { formatRecordTime } from '../records/dates';
import { Card } from '../styles';
import { useUplineTransferHistoryQuery } from '../uplineApi';
import { uplineErrorMessage } from './messages';
import { Pages } from './UplineHistory.styles';

/** The member's transfers to their upline, newest first, a page at a time (cards on a phone). */
export function UplineHistory() {
  const { t: translate } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const history = useUplineTransferHistoryQuery({ pageNo }, { refetchOnMountOrArgChange: true });
  const columns: DataTableColumn<UplineTransfer>[] = [
    {
      id: 'time',
      header: translate('upline_col_time'),
      align: 'start',
      cell: (r) => <time dateTime={r.createdAt}>{formatRecordTime(r.createdAt)}</time>,
    },
    { id: 'transferNo', header: translate('upline_col_transfer_no'), align: 'start', cell: (r) => r.transferNo },
    { id: 'amount', header: translate('upline_col_amount'), cell: (r) => formatAmount(r.amount) },
    {
      id: 'status',
      header: translate('upline_col_status'),
      align: 'start',
      cell: () => translate('upline_status_completed'),
    },
    { id: 'remark', header: translate('upline_col_remark'), align: 'start', wrap: true, cell: (r) => r.remark || '—' },
  ];

  let body;
  if (history.isError && !history.isFetching) {
    body = (
      <>
        <FormMessage tone="danger" title={translate('upline_history_failed')}>
          {uplineErrorMessage(translate, history.error)}
        </FormMessage>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {translate('upline_retry')}
        </Button>
      </>
    );
  } else if (!history.data) {
    body = <Skeleton height="10rem" />;
  } else if (history.data.totalElements === 0) {
    body = (
      <EmptyState
        titleAs="h4"
        title={translate('upline_history_empty')}
        description={translate('upline_history_empty_text')}
      />
    );
  } else {
    const data = history.data;
    body = (
      <>
        <DataTable
          stackOnNarrow
          caption={translate('upline_history_caption', { count: data.totalElements })}
          columns={columns}
          rows={data.content}
          rowKey={(r) => r.transferNo}
          busy={history.isFetching}
        />
        {data.totalPages > 1 && (
          <Pages>
            <SitePagination page={pageNo} pageCount={data.totalPages} onPageChange={setPageNo} />
          </Pages>
        )}
      </>
    );
  }

  return (
    <Card aria-labelledby="upline-history-title">
      <h3 id="upline-history-title">{translate('upline_history_title')}</h3>
      {body}
    </Card>
  );
}
