import { useState } from 'react';
import type { GameType, ProfitDay } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatAmount } from '@tessera/format';
import { DataTable, type DataTableColumn, EmptyState } from '@tessera/ui';
import { ContentSkeleton, LoadFailure } from '../../content/QueryStatus';
import type { FailureInfo } from '../../system/slice';
import { quickRange } from '../records/dates';
import { gameTypeOptions } from '../records/gameTypes';
import { recordsErrorMessage } from '../records/messages';
import { RecordsFilter } from '../records/RecordsFilter';
import type { RecordsFilterValues } from '../records/RecordsFilter';
import { ProfitLoss } from '../records/ProfitLoss';
import { RecordsPage } from '../records/RecordsResults.styles';
import { RecordsTotals } from '../records/RecordsTotals';
import { usePersonalProfitQuery } from '../referralApi';

/**
 * Member centre, personal profit and loss (personalProfit): the member's own stake, valid bet,
 * payout and profit or loss over a day range (the records' quick ranges and days), of one game
 * type or all, with one line per day with bets; on a phone the days read as cards.
 */
export default function ProfitPage() {
  const { t: translate } = useTranslation();
  const [filter, setFilter] = useState<RecordsFilterValues>(() => ({ ...quickRange('last7'), extra: '' }));
  const query = {
    from: filter.from,
    to: filter.to,
    ...(filter.extra === '' ? {} : { gameType: filter.extra as GameType }),
  };
  const profit = usePersonalProfitQuery(query, { refetchOnMountOrArgChange: true });
  const columns: DataTableColumn<ProfitDay>[] = [
    {
      id: 'day',
      header: translate('profit_col_day'),
      align: 'start',
      cell: (d) => <time dateTime={d.day}>{d.day}</time>,
    },
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
      <LoadFailure
        size="compact"
        title={translate('profit_load_failed')}
        description={recordsErrorMessage(translate, profit.error as FailureInfo | undefined)}
        onRetry={() => void profit.refetch()}
      />
    );
  } else if (!data) {
    results = <ContentSkeleton rows={4} height={44} />;
  } else if (data.days.length === 0) {
    results = (
      <EmptyState size="compact" title={translate('profit_empty')} description={translate('profit_empty_text')} />
    );
  } else {
    results = (
      <>
        <RecordsTotals
          id="profit-totals"
          title={translate('profit_totals_title')}
          tileWidth="7.5rem"
          items={[
            { label: translate('profit_bet_count'), value: String(data.summary.betCount) },
            { label: translate('profit_stake'), value: formatAmount(data.summary.stake) },
            { label: translate('profit_valid_bet'), value: formatAmount(data.summary.validBet) },
            { label: translate('profit_payout'), value: formatAmount(data.summary.payout) },
            { label: translate('profit_result'), value: <ProfitLoss value={data.summary.profit} /> },
          ]}
        />
        <DataTable
          stackOnNarrow
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
    <RecordsPage>
      <RecordsFilter
        label={translate('profit_filter_label')}
        value={filter}
        onApply={setFilter}
        extraLabel={translate('records_game_type')}
        extraOptions={gameTypeOptions(translate)}
      />
      {results}
    </RecordsPage>
  );
}
