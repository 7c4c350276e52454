import { useTranslation } from '@tessera/i18n';
import { formatTimestamp } from '@tessera/format';
import { useAppSelector } from '../../core/hooks';
import { Table, TableScroll } from '../content/contentTable.styles';
import { selectIsSignedIn, selectIsTrial } from '../session/selectors';
import { useMyOpenedNumerosQuery } from './lotteryApi';
import { SectionHeader } from './lottery.styles';

/**
 * Home's "my recent draws" (§7 "Home", `/lotto/lgw/games/opened/numero`): for a signed-in member,
 * the latest drawn rounds of the lottery games they played. Nothing for visitors, trial accounts,
 * or a member who played no lottery.
 */
export function MyDraws() {
  const { t: translate } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const trial = useAppSelector(selectIsTrial);
  const draws = useMyOpenedNumerosQuery(undefined, { skip: !signedIn || trial });
  if (!signedIn || trial || !draws.data?.length) return null;
  return (
    <section>
      <SectionHeader>
        <h2 id="home-my-draws">{translate('lottery_my_draws')}</h2>
      </SectionHeader>
      <TableScroll tabIndex={0} role="region" aria-labelledby="home-my-draws">
        <Table>
          <thead>
            <tr>
              <th scope="col" data-align="start">
                {translate('lottery_results_game')}
              </th>
              <th scope="col" data-align="start">
                {translate('lottery_results_numero')}
              </th>
              <th scope="col" data-align="start">
                {translate('lottery_results_result')}
              </th>
              <th scope="col">{translate('lottery_results_time')}</th>
            </tr>
          </thead>
          <tbody>
            {draws.data.map((draw) => (
              <tr key={`${draw.gameCode}:${draw.numero}`}>
                <th scope="row">{draw.gameName}</th>
                <td data-align="start">{draw.numero}</td>
                <td data-align="start">{draw.result}</td>
                <td>{formatTimestamp(draw.openedAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </section>
  );
}
