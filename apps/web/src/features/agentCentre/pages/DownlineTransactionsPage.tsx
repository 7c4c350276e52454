import { AGENT_TRANSACTION_CODES } from '@tessera/api';
import type { AccountRecordKind, AgentDownlineTransaction } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatAmount } from '@tessera/format';
import { AmountPill, type DataTableColumn, Select } from '@tessera/ui';
import { ACCOUNT_RECORD_KIND_LABELS, accountKindOptions } from '../../memberCentre/records/accountKinds';
import { formatRecordTime } from '../../memberCentre/records/dates';
import { RecordsResults } from '../../memberCentre/records/RecordsResults';
import { RecordsPage } from '../../memberCentre/records/RecordsResults.styles';
import type { RecordsFailureMessage } from '../../memberCentre/records/RecordsResults';
import { usePagedFilter } from '../../memberCentre/records/usePagedFilter';
import { agentFailureMessage } from '../messages';
import { daysOf, RangePicker } from '../ranges';
import type { Range } from '../ranges';
import { useAgentDownlineTransactionsQuery } from '../reportsApi';
import { SearchBar } from '../SearchBar';
import { KindField } from './DownlineTransactionsPage.styles';

/** This page's own refusal (a kind the platform does not know), then the agent centre's. */
const failure: RecordsFailureMessage = (translate, error) =>
  error?.code === AGENT_TRANSACTION_CODES.kindUnknown
    ? { title: translate('agent_tx_error_kind'), text: translate('agent_tx_error_kind_text') }
    : agentFailureMessage(translate, error);

/**
 * The agent centre's downline transaction details (agentDownlineTransactions): every movement of
 * the team's wallets over today, yesterday, this week or this month, newest first, signed, with
 * the balance each left, searched by account and of one kind or all.
 */
export default function DownlineTransactionsPage() {
  const { t: translate } = useTranslation();
  const { filter, pageNo, change, setPageNo } = usePagedFilter<{
    range: Range;
    account: string;
    kind: AccountRecordKind | '';
  }>({ range: 'today', account: '', kind: '' });
  const days = daysOf(filter.range, Date.now());
  const query = useAgentDownlineTransactionsQuery(
    {
      ...days,
      pageNo,
      ...(filter.account ? { account: filter.account } : {}),
      ...(filter.kind ? { kind: filter.kind } : {}),
    },
    { refetchOnMountOrArgChange: 60 },
  );
  // Time and type wrap so the seven columns fit the panel's width on a desktop.
  const columns: DataTableColumn<AgentDownlineTransaction>[] = [
    {
      id: 'time',
      header: translate('records_col_time'),
      align: 'start',
      wrap: true,
      cell: (r) => <time dateTime={r.time}>{formatRecordTime(r.time)}</time>,
    },
    { id: 'account', header: translate('agent_col_account'), align: 'start', cell: (r) => r.account },
    {
      id: 'kind',
      header: translate('records_col_kind'),
      align: 'start',
      wrap: true,
      cell: (r) => translate(ACCOUNT_RECORD_KIND_LABELS[r.kind]),
    },
    { id: 'wallet', header: translate('records_col_wallet'), align: 'start', cell: (r) => r.walletCode },
    { id: 'amount', header: translate('records_col_amount'), cell: (r) => <AmountPill value={r.amount} /> },
    { id: 'balance', header: translate('records_col_balance_after'), cell: (r) => formatAmount(r.balanceAfter) },
    { id: 'remark', header: translate('records_col_remark'), align: 'start', wrap: true, cell: (r) => r.memo ?? '—' },
  ];

  return (
    <RecordsPage>
      <RangePicker range={filter.range} days={days} onChange={(range) => change({ range })} />
      <SearchBar value={filter.account} onSearch={(account) => change({ account })}>
        <KindField>
          <Select
            label={translate('records_kind')}
            name="kind"
            value={filter.kind}
            options={accountKindOptions(translate)}
            onChange={(event) => change({ kind: event.target.value as AccountRecordKind | '' })}
          />
        </KindField>
      </SearchBar>
      <RecordsResults
        query={query}
        keepPrevious
        failure={failure}
        empty={{ title: translate('agent_tx_empty'), description: translate('agent_tx_empty_text') }}
        caption={(count) => translate('agent_tx_caption', { from: days.from, to: days.to, count })}
        columns={columns}
        rowKey={(r) => r.id}
        page={pageNo}
        onPageChange={setPageNo}
      />
    </RecordsPage>
  );
}
