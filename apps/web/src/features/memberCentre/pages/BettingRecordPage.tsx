import styled from 'styled-components';
import { GAME_TYPES } from '@tessera/api';
import type { BettingRecord, BettingRecords, GameType } from '@tessera/api';
import { formatAmount, useTranslation } from '@tessera/i18n';
import type { TranslationKey } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { formatRecordTime } from '../records/dates';
import { RecordsFilter } from '../records/RecordsFilter';
import { RecordsResults } from '../records/RecordsResults';
import { RecordsTable, SignedAmount } from '../records/RecordsTable';
import type { RecordsColumn } from '../records/RecordsTable';
import { useRecordsFilter } from '../records/useRecordsFilter';
import { useBettingRecordsQuery } from '../recordsApi';

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
    grid-template-columns: repeat(auto-fit, minmax(6rem, 1fr));
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

function RangeTotals({ summary }: { summary: BettingRecords['summary'] }) {
  const { t: translate } = useTranslation();
  return (
    <Totals aria-labelledby="betting-record-totals">
      <h3 id="betting-record-totals">{translate('records_summary_title')}</h3>
      <dl>
        <div>
          <dt>{translate('records_summary_stake')}</dt>
          <dd>{formatAmount(summary.stake)}</dd>
        </div>
        <div>
          <dt>{translate('records_summary_win')}</dt>
          <dd>{formatAmount(summary.win)}</dd>
        </div>
        <div>
          <dt>{translate('records_summary_profit')}</dt>
          <dd>
            <SignedAmount value={summary.profit} />
          </dd>
        </div>
      </dl>
    </Totals>
  );
}

/**
 * Member centre, betting record (personalHistoryCopy): the member's bets over a day range, of one
 * game type or all, newest first, with the range's totals, a page at a time.
 */
export default function BettingRecordPage() {
  const { t: translate } = useTranslation();
  const { filter, pageNo, apply, setPageNo, query } = useRecordsFilter();
  const gameType = filter.extra === '' ? {} : { gameType: filter.extra as GameType };
  const bets = useBettingRecordsQuery({ ...query, ...gameType }, { refetchOnMountOrArgChange: true });
  const columns: RecordsColumn<BettingRecord>[] = [
    { id: 'time', header: translate('records_col_time'), align: 'start', cell: (b) => <time dateTime={b.time}>{formatRecordTime(b.time)}</time> },
    { id: 'game', header: translate('records_col_game'), align: 'start', wrap: true, cell: (b) => b.gameName },
    { id: 'provider', header: translate('records_col_provider'), align: 'start', cell: (b) => b.vendor },
    { id: 'stake', header: translate('records_col_stake'), cell: (b) => formatAmount(b.stake) },
    { id: 'win', header: translate('records_col_win'), cell: (b) => formatAmount(b.win) },
    { id: 'profit', header: translate('records_col_profit'), cell: (b) => <SignedAmount value={b.profit} /> },
  ];

  return (
    <Page>
      <RecordsFilter
        label={translate('records_filter_bets')}
        value={filter}
        onApply={apply}
        extraLabel={translate('records_game_type')}
        extraOptions={[{ value: '', label: translate('records_game_type_all') }, ...GAME_TYPES.map((type) => ({ value: type, label: translate(GAME_TYPE_LABELS[type]) }))]}
      />
      <RecordsResults
        query={bets}
        page={pageNo}
        onPageChange={setPageNo}
        empty={{ title: translate('records_bets_empty'), description: translate('records_bets_empty_text') }}
      >
        {(data) => (
          <>
            <RangeTotals summary={data.summary} />
            <RecordsTable
              caption={translate('records_bets_caption', { from: filter.from, to: filter.to, count: data.totalElements })}
              columns={columns}
              rows={data.content}
              rowKey={(b) => b.betId}
              busy={bets.isFetching}
            />
          </>
        )}
      </RecordsResults>
    </Page>
  );
}
