import type { AgentTeamBettor } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatAmount, formatCount } from '@tessera/format';
import { RecordsResults } from '../../memberCentre/records/RecordsResults';
import { RecordsPage } from '../../memberCentre/records/RecordsResults.styles';
import { AmountPill, type DataTableColumn } from '@tessera/ui';
import { RecordsTotals } from '../../memberCentre/records/RecordsTotals';
import { usePagedFilter } from '../../memberCentre/records/usePagedFilter';
import { useAgentTeamBettingQuery } from '../agentApi';
import { agentFailureMessage } from '../messages';
import { daysOf, RangePicker } from '../ranges';
import type { Range } from '../ranges';
import { SearchBar } from '../SearchBar';

/**
 * The agent centre's team betting (agentTeamBetting): over today, yesterday, this week or this
 * month, each team member who bet, the biggest bet amount first, with the range's totals.
 */
export default function TeamBettingPage() {
  const { t: translate } = useTranslation();
  const { filter, pageNo, change, setPageNo } = usePagedFilter<{ range: Range; account: string }>({
    range: 'today',
    account: '',
  });
  const days = daysOf(filter.range, Date.now());
  const query = useAgentTeamBettingQuery(
    { ...days, pageNo, ...(filter.account ? { account: filter.account } : {}) },
    { refetchOnMountOrArgChange: 60 },
  );
  const columns: DataTableColumn<AgentTeamBettor>[] = [
    { id: 'account', header: translate('agent_col_account'), align: 'start', cell: (b) => b.account },
    {
      id: 'level',
      header: translate('agent_col_level'),
      cell: (b) => (b.level === 1 ? translate('agent_level_direct', { level: b.level }) : b.level),
    },
    { id: 'betCount', header: translate('agent_col_bet_count'), cell: (b) => formatCount(b.betCount) },
    { id: 'betAmount', header: translate('agent_col_bet_amount'), cell: (b) => formatAmount(b.betAmount) },
    { id: 'win', header: translate('agent_col_win'), cell: (b) => formatAmount(b.win) },
    {
      id: 'profitLoss',
      header: translate('agent_col_profit_loss'),
      cell: (b) => <AmountPill value={b.profitLoss} />,
    },
  ];

  return (
    <RecordsPage>
      <RangePicker range={filter.range} days={days} onChange={(range) => change({ range })} />
      <SearchBar value={filter.account} onSearch={(account) => change({ account })} />
      <RecordsResults
        query={query}
        failure={agentFailureMessage}
        empty={{ title: translate('agent_betting_empty'), description: translate('agent_betting_empty_text') }}
        summary={({ summary }) => (
          <RecordsTotals
            id="agent-team-betting-totals"
            title={translate('agent_betting_totals')}
            tileWidth="7rem"
            items={[
              { label: translate('agent_col_bet_count'), value: formatCount(summary.betCount) },
              { label: translate('agent_col_bet_amount'), value: formatAmount(summary.betAmount) },
              { label: translate('agent_col_win'), value: formatAmount(summary.win) },
              { label: translate('agent_col_profit_loss'), value: <AmountPill value={summary.profitLoss} /> },
            ]}
          />
        )}
        caption={(count) => translate('agent_betting_caption', { from: days.from, to: days.to, count })}
        columns={columns}
        rowKey={(b) => b.memberId}
        page={pageNo}
        onPageChange={setPageNo}
      />
    </RecordsPage>
  );
}
