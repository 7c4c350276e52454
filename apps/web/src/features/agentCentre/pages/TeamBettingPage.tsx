import { useState } from 'react';
import styled from 'styled-components';
import type { AgentTeamBetting, AgentTeamBettor } from '@tessera/api';
import { DEFAULT_NUMBER_LOCALE, formatAmount, useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { RecordsTable, SignedAmount } from '../../memberCentre/records/RecordsTable';
import type { RecordsColumn } from '../../memberCentre/records/RecordsTable';
import { useAgentTeamBettingQuery } from '../agentApi';
import { AgentListResults } from '../AgentListResults';
import { daysOf, RangePicker } from '../ranges';
import type { Range } from '../ranges';
import { SearchBar } from '../SearchBar';

/** Bet counts, grouped as amounts are. */
const counts = new Intl.NumberFormat(DEFAULT_NUMBER_LOCALE);

const Page = styled.div`
  display: grid;
  gap: ${t.space[5]};
  min-width: 0;
`;

const Totals = styled.section`
  & h3 { margin: 0 0 ${t.space[2]}; font-size: ${t.font.size.md}; }
  & dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
    gap: ${t.space[2]};
    margin: 0;
  }
  & dl > div {
    min-width: 0;
    padding: ${t.space[2]} ${t.space[3]};
    border: 1px solid ${t.color.border.default};
    border-radius: ${t.radius.lg};
    background: ${t.color.bg.surface};
  }
  & dt { color: ${t.color.text.muted}; font-size: ${t.font.size.sm}; }
  & dd { margin: ${t.space[1]} 0 0; overflow-wrap: anywhere; font-size: ${t.font.size.md}; font-weight: ${t.font.weight.semibold}; font-variant-numeric: tabular-nums; }
`;

function RangeTotals({ summary }: { summary: AgentTeamBetting['summary'] }) {
  const { t: translate } = useTranslation();
  return (
    <Totals aria-labelledby="agent-team-betting-totals">
      <h3 id="agent-team-betting-totals">{translate('agent_betting_totals')}</h3>
      <dl>
        <div>
          <dt>{translate('agent_col_bet_count')}</dt>
          <dd>{counts.format(summary.betCount)}</dd>
        </div>
        <div>
          <dt>{translate('agent_col_bet_amount')}</dt>
          <dd>{formatAmount(summary.betAmount)}</dd>
        </div>
        <div>
          <dt>{translate('agent_col_win')}</dt>
          <dd>{formatAmount(summary.win)}</dd>
        </div>
        <div>
          <dt>{translate('agent_col_profit_loss')}</dt>
          <dd>
            <SignedAmount value={summary.profitLoss} />
          </dd>
        </div>
      </dl>
    </Totals>
  );
}

/**
 * The agent centre's team betting (agentTeamBetting): over today, yesterday, this week or this
 * month, each team member who bet, the biggest bet amount first, with the range's totals.
 */
export default function TeamBettingPage() {
  const { t: translate } = useTranslation();
  const [range, setRange] = useState<Range>('today');
  const [account, setAccount] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const days = daysOf(range, Date.now());
  const query = useAgentTeamBettingQuery({ ...days, pageNo, ...(account ? { account } : {}) }, { refetchOnMountOrArgChange: 60 });
  const columns: RecordsColumn<AgentTeamBettor>[] = [
    { id: 'account', header: translate('agent_col_account'), align: 'start', cell: (b) => b.account },
    { id: 'level', header: translate('agent_col_level'), cell: (b) => (b.level === 1 ? translate('agent_level_direct', { level: b.level }) : b.level) },
    { id: 'betCount', header: translate('agent_col_bet_count'), cell: (b) => counts.format(b.betCount) },
    { id: 'betAmount', header: translate('agent_col_bet_amount'), cell: (b) => formatAmount(b.betAmount) },
    { id: 'win', header: translate('agent_col_win'), cell: (b) => formatAmount(b.win) },
    { id: 'profitLoss', header: translate('agent_col_profit_loss'), cell: (b) => <SignedAmount value={b.profitLoss} /> },
  ];

  return (
    <Page>
      <RangePicker
        range={range}
        days={days}
        onChange={(next) => {
          setRange(next);
          setPageNo(1);
        }}
      />
      <SearchBar
        value={account}
        onSearch={(text) => {
          setAccount(text);
          setPageNo(1);
        }}
      />
      <AgentListResults
        query={query}
        page={pageNo}
        onPageChange={setPageNo}
        empty={{ title: translate('agent_betting_empty'), description: translate('agent_betting_empty_text') }}
      >
        {(data) => (
          <>
            <RangeTotals summary={data.summary} />
            <RecordsTable
              caption={translate('agent_betting_caption', { from: days.from, to: days.to, count: data.totalElements })}
              columns={columns}
              rows={data.content}
              rowKey={(b) => b.memberId}
              busy={query.isFetching}
            />
          </>
        )}
      </AgentListResults>
    </Page>
  );
}
