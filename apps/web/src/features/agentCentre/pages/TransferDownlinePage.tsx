import { useState } from 'react';
import type { DownlineTransfer } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatAmount } from '@tessera/format';
import { Button, type DataTableColumn, EmptyState, FormMessage, Skeleton } from '@tessera/ui';
import { useDownlineTransferHistoryQuery, useDownlineTransferInfoQuery } from '../../contracts/contractsApi';
import { DownlineTransferForm } from '../../contracts/DownlineTransferForm';
import { downlineErrorMessage } from '../../contracts/messages';
import { formatRecordTime } from '../../memberCentre/records/dates';
import { RecordsResults } from '../../memberCentre/records/RecordsResults';
import { Card } from '../../memberCentre/styles';
import { Page } from './TransferDownlinePage.styles';

/** The agent centre's transfer to downline (§6): money to a direct downline's main wallet, and the history of those transfers. */
export default function TransferDownlinePage() {
  const { t: translate } = useTranslation();
  const info = useDownlineTransferInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const [pageNo, setPageNo] = useState(1);
  const history = useDownlineTransferHistoryQuery({ pageNo }, { refetchOnMountOrArgChange: true });
  const columns: DataTableColumn<DownlineTransfer>[] = [
    {
      id: 'time',
      header: translate('upline_col_time'),
      align: 'start',
      cell: (r) => <time dateTime={r.createdAt}>{formatRecordTime(r.createdAt)}</time>,
    },
    { id: 'transferNo', header: translate('upline_col_transfer_no'), align: 'start', cell: (r) => r.transferNo },
    { id: 'downline', header: translate('agent_col_account'), align: 'start', cell: (r) => r.downline },
    { id: 'amount', header: translate('upline_col_amount'), cell: (r) => formatAmount(r.amount) },
    { id: 'remark', header: translate('upline_col_remark'), align: 'start', wrap: true, cell: (r) => r.remark || '—' },
  ];
  let form;
  if (info.error && !info.data) {
    form = (
      <>
        <FormMessage tone="danger">{downlineErrorMessage(translate, info.error)}</FormMessage>
        <Button variant="secondary" onClick={() => void info.refetch()}>
          {translate('upline_retry')}
        </Button>
      </>
    );
  } else if (!info.data) form = <Skeleton height="20rem" />;
  else if (!info.data.downlines.length)
    form = <EmptyState title={translate('downline_none')} description={translate('downline_none_text')} />;
  else form = <DownlineTransferForm info={info.data} />;
  return (
    <Page>
      {form}
      <Card aria-labelledby="downline-history-title">
        <h3 id="downline-history-title">{translate('downline_history_title')}</h3>
        <RecordsResults
          query={history}
          failure={(tr, error) => ({ title: tr('upline_history_failed'), text: downlineErrorMessage(tr, error) })}
          empty={{ title: translate('upline_history_empty'), description: translate('downline_history_empty_text') }}
          caption={() => translate('downline_history_caption')}
          columns={columns}
          rowKey={(r) => r.transferNo}
          page={pageNo}
          onPageChange={setPageNo}
        />
      </Card>
    </Page>
  );
}
