import type { AccountRecord, AccountRecordKind } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatAmount } from '@tessera/format';
import { ACCOUNT_RECORD_KIND_LABELS, accountKindOptions } from '../records/accountKinds';
import { formatRecordTime } from '../records/dates';
import { RecordsFilter } from '../records/RecordsFilter';
import { recordsFailure, RecordsResults } from '../records/RecordsResults';
import { RecordsPage } from '../records/RecordsResults.styles';
import { AmountPill, type DataTableColumn } from '@tessera/ui';
import { useRecordsFilter } from '../records/useRecordsFilter';
import { useAccountRecordsQuery } from '../recordsApi';

/**
 * Member centre, account record (transactionHistory): every movement of the member's wallets
 * over a day range, of one kind or all, newest first, signed, with the balance each one left.
 */
export default function AccountRecordPage() {
  const { t: translate } = useTranslation();
  const { filter, pageNo, apply, setPageNo, query } = useRecordsFilter();
  const kind = filter.extra === '' ? {} : { kind: filter.extra as AccountRecordKind };
  const moves = useAccountRecordsQuery({ ...query, ...kind }, { refetchOnMountOrArgChange: true });
  const columns: DataTableColumn<AccountRecord>[] = [
    {
      id: 'time',
      header: translate('records_col_time'),
      align: 'start',
      cell: (r) => <time dateTime={r.time}>{formatRecordTime(r.time)}</time>,
    },
    {
      id: 'kind',
      header: translate('records_col_kind'),
      align: 'start',
      cell: (r) => translate(ACCOUNT_RECORD_KIND_LABELS[r.kind]),
    },
    { id: 'wallet', header: translate('records_col_wallet'), align: 'start', cell: (r) => r.walletCode },
    { id: 'amount', header: translate('records_col_amount'), cell: (r) => <AmountPill value={r.amount} /> },
    { id: 'balance', header: translate('records_col_balance_after'), cell: (r) => formatAmount(r.balanceAfter) },
    { id: 'remark', header: translate('records_col_remark'), align: 'start', wrap: true, cell: (r) => r.memo ?? '—' },
  ];

  return (
    <RecordsPage>
      <RecordsFilter
        label={translate('records_filter_moves')}
        value={filter}
        onApply={apply}
        extraLabel={translate('records_kind')}
        extraOptions={accountKindOptions(translate)}
      />
      <RecordsResults
        query={moves}
        keepPrevious
        failure={recordsFailure}
        empty={{ title: translate('records_moves_empty'), description: translate('records_moves_empty_text') }}
        caption={(count) => translate('records_moves_caption', { from: filter.from, to: filter.to, count })}
        columns={columns}
        rowKey={(r) => r.id}
        page={pageNo}
        onPageChange={setPageNo}
      />
    </RecordsPage>
  );
}
