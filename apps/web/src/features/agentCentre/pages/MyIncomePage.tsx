import type { ContractSettlement } from '@tessera/api';
import { CONTRACT_KINDS } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatAmount } from '@tessera/format';
import { type DataTableColumn } from '@tessera/ui';
import { formatRecordTime } from '../../memberCentre/records/dates';
import { RecordsResults } from '../../memberCentre/records/RecordsResults';
import { RecordsPage } from '../../memberCentre/records/RecordsResults.styles';
import { RecordsTotals } from '../../memberCentre/records/RecordsTotals';
import { usePagedFilter } from '../../memberCentre/records/usePagedFilter';
import { useConsolidatedFundsQuery } from '../../contracts/contractsApi';
import { formatRate, KIND_LABELS } from '../../contracts/format';
import { contractFailure } from '../../contracts/messages';
import { daysOf, RangePicker } from '../ranges';
import type { Range } from '../ranges';

/**
 * The agent centre's my income (agentMyIncome; shown where the agent policy allows consolidated
 * contract data): what the agent's contracts paid, to date and over today, yesterday, this week
 * or this month, by kind, and each settlement with its window, base, rate, what the agent's own
 * downlines took of it and what was paid.
 */
export default function MyIncomePage() {
  const { t: translate } = useTranslation();
  const { filter, pageNo, change, setPageNo } = usePagedFilter<{ range: Range }>({ range: 'thisMonth' });
  const days = daysOf(filter.range, Date.now());
  const query = useConsolidatedFundsQuery({ ...days, pageNo }, { refetchOnMountOrArgChange: 30 });
  const columns: DataTableColumn<ContractSettlement>[] = [
    { id: 'period', header: translate('income_col_period'), align: 'start', cell: (s) => s.period.replace('T', ' ') },
    { id: 'kind', header: translate('income_col_kind'), align: 'start', cell: (s) => translate(KIND_LABELS[s.kind]) },
    { id: 'base', header: translate('income_col_base'), cell: (s) => formatAmount(s.base) },
    { id: 'rate', header: translate('income_col_rate'), cell: (s) => formatRate(s.rate) },
    { id: 'downlinePaid', header: translate('income_col_downline_paid'), cell: (s) => formatAmount(s.downlinePaid) },
    { id: 'amount', header: translate('income_col_amount'), cell: (s) => formatAmount(s.amount) },
    {
      id: 'paidAt',
      header: translate('income_col_paid_at'),
      align: 'start',
      cell: (s) => <time dateTime={s.paidAt}>{formatRecordTime(s.paidAt)}</time>,
    },
  ];

  return (
    <RecordsPage>
      <RangePicker range={filter.range} days={days} onChange={(range) => change({ range })} />
      <RecordsResults
        query={query}
        failure={contractFailure}
        empty={{ title: translate('income_empty'), description: translate('income_empty_text') }}
        summary={(funds) => (
          <RecordsTotals
            id="agent-income-totals"
            title={translate('income_totals')}
            tileWidth="8rem"
            items={[
              {
                label: translate('income_to_date'),
                value: <span data-testid="income-to-date">{formatAmount(funds.toDate.total)}</span>,
              },
              {
                label: translate('income_range_total'),
                value: <span data-testid="income-range-total">{formatAmount(funds.range.total)}</span>,
              },
              ...CONTRACT_KINDS.map((kind) => ({
                label: translate(KIND_LABELS[kind]),
                value: formatAmount(funds.range.byKind[kind]),
              })),
            ]}
          />
        )}
        caption={() => translate('income_caption', { from: days.from, to: days.to })}
        columns={columns}
        rowKey={(s) => s.id}
        page={pageNo}
        onPageChange={setPageNo}
      />
    </RecordsPage>
  );
}
