import type { AgentUserProfitRow } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatAmount, formatCount } from '@tessera/format';
import { type DataTableColumn } from '@tessera/ui';
import { ProfitLoss } from '../../memberCentre/records/ProfitLoss';
import { RecordsResults } from '../../memberCentre/records/RecordsResults';
import { RecordsPage } from '../../memberCentre/records/RecordsResults.styles';
import { RecordsTotals } from '../../memberCentre/records/RecordsTotals';
import { usePagedFilter } from '../../memberCentre/records/usePagedFilter';
import { agentFailureMessage } from '../messages';
import { daysOf, RangePicker } from '../ranges';
import type { Range } from '../ranges';
import { useAgentUserProfitQuery } from '../reportsApi';
import { SearchBar } from '../SearchBar';

/**
 * The agent centre's user profit and loss (agentUserProfit): over today, yesterday, this week or
 * this month, each member of the team with their bets, stake, valid bet, payout and profit or
 * loss (signed and in words), the biggest stake first, under the team's totals.
 */
export default function UserProfitPage() {
  const { t: translate } = useTranslation();
  const { filter, pageNo, change, setPageNo } = usePagedFilter<{ range: Range; account: string }>({
    range: 'today',
    account: '',
  });
  const days = daysOf(filter.range, Date.now());
  const query = useAgentUserProfitQuery(
    { ...days, pageNo, ...(filter.account ? { account: filter.account } : {}) },
    { refetchOnMountOrArgChange: 60 },
  );
  const columns: DataTableColumn<AgentUserProfitRow>[] = [
    { id: 'account', header: translate('agent_col_account'), align: 'start', cell: (r) => r.account },
    { id: 'betCount', header: translate('agent_col_bet_count'), cell: (r) => formatCount(r.betCount) },
    { id: 'stake', header: translate('profit_stake'), cell: (r) => formatAmount(r.stake) },
    { id: 'validBet', header: translate('profit_valid_bet'), cell: (r) => formatAmount(r.validBet) },
    { id: 'payout', header: translate('profit_payout'), cell: (r) => formatAmount(r.payout) },
    { id: 'profitLoss', header: translate('agent_col_profit_loss'), cell: (r) => <ProfitLoss value={r.profitLoss} /> },
  ];

  return (
    <RecordsPage>
      <RangePicker range={filter.range} days={days} onChange={(range) => change({ range })} />
      <SearchBar value={filter.account} onSearch={(account) => change({ account })} />
      <RecordsResults
        query={query}
        failure={agentFailureMessage}
        empty={{
          title: translate('agent_pl_empty'),
          description: filter.account
            ? translate('agent_downlines_empty_search', { search: filter.account })
            : translate('agent_downlines_empty_text'),
        }}
        summary={({ summary }) => (
          <RecordsTotals
            id="agent-user-profit-totals"
            title={translate('agent_pl_totals')}
            tileWidth="7.5rem"
            items={[
              { label: translate('agent_col_bet_count'), value: formatCount(summary.betCount) },
              { label: translate('profit_stake'), value: formatAmount(summary.stake) },
              { label: translate('profit_valid_bet'), value: formatAmount(summary.validBet) },
              { label: translate('profit_payout'), value: formatAmount(summary.payout) },
              { label: translate('agent_col_profit_loss'), value: <ProfitLoss value={summary.profitLoss} /> },
            ]}
          />
        )}
        caption={(count) => translate('agent_pl_caption', { from: days.from, to: days.to, count })}
        columns={columns}
        rowKey={(r) => r.memberId}
        page={pageNo}
        onPageChange={setPageNo}
      />
    </RecordsPage>
  );
}
