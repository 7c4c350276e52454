import type { BettingRecord, GameType } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatAmount } from '@tessera/format';
import { formatRecordTime } from '../records/dates';
import { gameTypeOptions } from '../records/gameTypes';
import { RecordsFilter } from '../records/RecordsFilter';
import { recordsFailure, RecordsResults } from '../records/RecordsResults';
import { RecordsPage } from '../records/RecordsResults.styles';
import { AmountPill, type DataTableColumn } from '@tessera/ui';
import { RecordsTotals } from '../records/RecordsTotals';
import { useRecordsFilter } from '../records/useRecordsFilter';
import { useBettingRecordsQuery } from '../recordsApi';

/**
 * Member centre, betting record (personalHistoryCopy): the member's bets over a day range, of one
 * game type or all, newest first, with the range's totals, a page at a time.
 */
export default function BettingRecordPage() {
  const { t: translate } = useTranslation();
  const { filter, pageNo, apply, setPageNo, query } = useRecordsFilter();
  const gameType = filter.extra === '' ? {} : { gameType: filter.extra as GameType };
  const bets = useBettingRecordsQuery({ ...query, ...gameType }, { refetchOnMountOrArgChange: true });
  const columns: DataTableColumn<BettingRecord>[] = [
    {
      id: 'time',
      header: translate('records_col_time'),
      align: 'start',
      cell: (b) => <time dateTime={b.time}>{formatRecordTime(b.time)}</time>,
    },
    { id: 'game', header: translate('records_col_game'), align: 'start', wrap: true, cell: (b) => b.gameName },
    { id: 'provider', header: translate('records_col_provider'), align: 'start', cell: (b) => b.vendor },
    { id: 'stake', header: translate('records_col_stake'), cell: (b) => formatAmount(b.stake) },
    { id: 'win', header: translate('records_col_win'), cell: (b) => formatAmount(b.win) },
    { id: 'profit', header: translate('records_col_profit'), cell: (b) => <AmountPill value={b.profit} /> },
  ];

  return (
    <RecordsPage>
      <RecordsFilter
        label={translate('records_filter_bets')}
        value={filter}
        onApply={apply}
        extraLabel={translate('records_game_type')}
        extraOptions={gameTypeOptions(translate)}
      />
      <RecordsResults
        query={bets}
        keepPrevious
        failure={recordsFailure}
        empty={{ title: translate('records_bets_empty'), description: translate('records_bets_empty_text') }}
        summary={({ summary }) => (
          <RecordsTotals
            id="betting-record-totals"
            title={translate('records_summary_title')}
            tileWidth="6rem"
            items={[
              { label: translate('records_summary_stake'), value: formatAmount(summary.stake) },
              { label: translate('records_summary_win'), value: formatAmount(summary.win) },
              { label: translate('records_summary_profit'), value: <AmountPill value={summary.profit} /> },
            ]}
          />
        )}
        caption={(count) => translate('records_bets_caption', { from: filter.from, to: filter.to, count })}
        columns={columns}
        rowKey={(b) => b.betId}
        page={pageNo}
        onPageChange={setPageNo}
      />
    </RecordsPage>
  );
}
