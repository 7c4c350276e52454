import { useTranslation, type TranslationKey } from '@tessera/i18n';
import { formatAmount } from '@tessera/format';
import { RANK_LIST_LIMIT, type RankEntry, type RankType } from '@tessera/api';
import { EmptyState } from '@tessera/ui';
import { Ranks, Board, Place } from './RankTable.styles';

const AMOUNT_KEYS: Readonly<Record<RankType, TranslationKey>> = { DEPOSIT: 'rank_col_deposit', BET: 'rank_col_bet' };
const CAPTION_KEYS: Readonly<Record<RankType, TranslationKey>> = {
  DEPOSIT: 'rank_caption_deposit',
  BET: 'rank_caption_bet',
};

/** A top-20 ranking (§9): place, masked name and amount, highest first. */
export function RankTable({ type, entries }: { type: RankType; entries: readonly RankEntry[] }) {
  const { t: translate } = useTranslation();
  if (entries.length === 0) return <EmptyState title={translate('rank_empty')} />;
  const rows = [...entries].sort((a, b) => a.rank - b.rank).slice(0, RANK_LIST_LIMIT);
  return (
    <Board>
      <Ranks>
        <caption>{translate(CAPTION_KEYS[type])}</caption>
        <thead>
          <tr>
            <th scope="col" data-align="start">
              {translate('rank_col_rank')}
            </th>
            <th scope="col" data-align="start">
              {translate('rank_col_member')}
            </th>
            <th scope="col">{translate(AMOUNT_KEYS[type])}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <tr key={entry.rank}>
              <th scope="row">
                <Place data-podium={entry.rank <= 3 ? '' : undefined}>{entry.rank}</Place>
              </th>
              <td data-align="start">{entry.customerName}</td>
              <td>{formatAmount(entry.amount)}</td>
            </tr>
          ))}
        </tbody>
      </Ranks>
    </Board>
  );
}
