import { useState } from 'react';
import styled from 'styled-components';
import { GAME_TYPES } from '@tessera/api';
import type { GameType, ProfitDay, ProfitFigures } from '@tessera/api';
import { formatAmount, useTranslation } from '@tessera/i18n';
import type { TranslationKey } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { Button, EmptyState } from '@tessera/ui';
import { ContentSkeleton } from '../../content/QueryStatus';
import type { FailureInfo } from '../../system/slice';
import { quickRange } from '../records/dates';
import { recordsErrorMessage } from '../records/messages';
import { RecordsFilter } from '../records/RecordsFilter';
import type { RecordsFilterValues } from '../records/RecordsFilter';
import { RecordsTable, SignedAmount } from '../records/RecordsTable';
import type { RecordsColumn } from '../records/RecordsTable';
import { usePersonalProfitQuery } from '../referralApi';

/** The game types by the names the site's pages give them. */
const GAME_TYPE_LABELS: Record<GameType, TranslationKey> = {
  ELOTT: 'page_elottery',
  LOTT: 'page_lottery',
  LIVE: 'page_live',
  SPORTS: 'page_sports',
  FISH: 'page_fishing',
  RNG: 'page_slots',
  PVP: 'page_pvp',
};

const Page = styled.div`
  display: grid;
  gap: ${t.space[5]};
  min-width: 0;
`;

const Totals = styled.section`
  & h3 { margin: 0 0 ${t.space[2]}; font-size: ${t.font.size.md}; }
  & dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
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

const Outcome = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: flex-end;
  gap: ${t.space[1]};
  & > small { font-size: ${t.font.size.sm}; font-weight: ${t.font.weight.regular}; color: ${t.color.text.primary}; }
`;

/** Profit or loss as a signed amount on green or red, and in words, so colour is never the only sign. */
function ProfitLoss({ value }: { value: number }) {
  const { t: translate } = useTranslation();
  const word = value > 0 ? 'profit_outcome_profit' : value < 0 ? 'profit_outcome_loss' : 'profit_outcome_even';
  return (
    <Outcome>
      <SignedAmount value={value} />
      <small>{translate(word)}</small>
    </Outcome>
  );
}

function PeriodTotals({ summary }: { summary: ProfitFigures }) {
  const { t: translate } = useTranslation();
  const items = [
    { label: translate('profit_bet_count'), value: String(summary.betCount) },
    { label: translate('profit_stake'), value: formatAmount(summary.stake) },
    { label: translate('profit_valid_bet'), value: formatAmount(summary.validBet) },
    { label: translate('profit_payout'), value: formatAmount(summary.payout) },
    { label: translate('profit_result'), value: <ProfitLoss value={summary.profit} /> },
  ];
  return (
    <Totals aria-labelledby="profit-totals">
      <h3 id="profit-totals">{translate('profit_totals_title')}</h3>
      <dl>
        {items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Totals>
  );
}

/**
 * Member centre, personal profit and loss (personalProfit): the member's own stake, valid bet,
 * payout and profit or loss over a day range (the records' quick ranges and days), of one game
 * type or all, with one line per day with bets; on a phone the days read as cards.
 */
export default function ProfitPage() {
  const { t: translate } = useTranslation();
  const [filter, setFilter] = useState<RecordsFilterValues>(() => ({ ...quickRange('last7'), extra: '' }));
  const query = { from: filter.from, to: filter.to, ...(filter.extra === '' ? {} : { gameType: filter.extra as GameType }) };
  const profit = usePersonalProfitQuery(query, { refetchOnMountOrArgChange: true });
  const columns: RecordsColumn<ProfitDay>[] = [
    { id: 'day', header: translate('profit_col_day'), align: 'start', cell: (d) => <time dateTime={d.day}>{d.day}</time> },
    { id: 'bets', header: translate('profit_bet_count'), cell: (d) => String(d.betCount) },
    { id: 'stake', header: translate('profit_stake'), cell: (d) => formatAmount(d.stake) },
    { id: 'valid', header: translate('profit_valid_bet'), cell: (d) => formatAmount(d.validBet) },
    { id: 'payout', header: translate('profit_payout'), cell: (d) => formatAmount(d.payout) },
    { id: 'profit', header: translate('profit_result'), cell: (d) => <ProfitLoss value={d.profit} /> },
  ];

  const data = profit.currentData;
  let results;
  if (profit.isError && !profit.isFetching) {
    results = (
      <EmptyState
        role="alert"
        size="compact"
        title={translate('profit_load_failed')}
        description={recordsErrorMessage(translate, profit.error as FailureInfo | undefined)}
        action={<Button onClick={() => void profit.refetch()}>{translate('retry')}</Button>}
      />
    );
  } else if (!data) {
    results = <ContentSkeleton rows={4} height={44} />;
  } else if (data.days.length === 0) {
    results = <EmptyState size="compact" title={translate('profit_empty')} description={translate('profit_empty_text')} />;
  } else {
    results = (
      <>
        <PeriodTotals summary={data.summary} />
        <RecordsTable
          caption={translate('profit_days_caption', { from: data.from, to: data.to, count: data.days.length })}
          columns={columns}
          rows={data.days}
          rowKey={(d) => d.day}
          busy={profit.isFetching}
        />
      </>
    );
  }

  return (
    <Page>
      <RecordsFilter
        label={translate('profit_filter_label')}
        value={filter}
        onApply={setFilter}
        extraLabel={translate('records_game_type')}
        extraOptions={[{ value: '', label: translate('records_game_type_all') }, ...GAME_TYPES.map((type) => ({ value: type, label: translate(GAME_TYPE_LABELS[type]) }))]}
      />
      {results}
    </Page>
  );
}
