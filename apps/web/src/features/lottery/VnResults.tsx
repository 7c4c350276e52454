import { useState } from 'react';
import styled from 'styled-components';
import type { LotteryGame } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatTimestamp } from '@tessera/format';
import { theme as t } from '@tessera/tokens';
import { EmptyState, Select } from '@tessera/ui';
import { VN_NUMERO_COUNT } from '../../core/constants';
import { ContentSkeleton, QueryView } from '../content/QueryStatus';
import { Table, TableScroll } from '../content/contentTable.styles';
import { useVnOpenedNumerosQuery } from './lotteryApi';

const Chooser = styled.div`
  max-width: 20rem;
  margin-bottom: ${t.space[4]};
`;

const Spoken = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A hundred rounds scroll inside their own box, under a header that stays in view. */
const Scroll = styled(TableScroll)`
  max-height: min(70vh, 40rem);
  overflow-y: auto;
`;

const Draws = styled(Table)`
  & thead th {
    position: sticky;
    top: 0;
    z-index: 1;
  }
  & tbody th {
    text-align: start;
    font-weight: ${t.font.weight.medium};
  }
`;

/** The winning digits as balls; assistive technology reads the number itself. */
const Digits = styled.span`
  position: relative;
  display: inline-flex;
  gap: ${t.space[1]};
  & > span[aria-hidden] {
    display: inline-grid;
    place-items: center;
    width: 1.5rem;
    height: 1.5rem;
    border-radius: ${t.radius.pill};
    background: ${t.color.accent.primary};
    color: ${t.color.text.onAccent};
    font-weight: ${t.font.weight.bold};
  }
`;

/**
 * The latest drawn VN rounds (§9: 100), of every VN game or of the one chosen: game, round,
 * result and draw time (YYYY-MM-DD HH:mm:ss, local).
 */
export function VnResults({ games }: { games: readonly LotteryGame[] }) {
  const { t: translate } = useTranslation();
  const [gameCode, setGameCode] = useState('');
  const draws = useVnOpenedNumerosQuery(gameCode || undefined);
  return (
    <>
      <Chooser>
        <Select
          label={translate('lottery_results_game')}
          options={[
            { value: '', label: translate('lottery_results_all_games') },
            ...games.map((g) => ({ value: g.gameCode, label: g.gameName })),
          ]}
          value={gameCode}
          onChange={(event) => setGameCode(event.target.value)}
        />
      </Chooser>
      <QueryView query={draws} skeleton={<ContentSkeleton rows={6} height={40} />}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState size="compact" title={translate('lottery_results_empty')} />
          ) : (
            <Scroll tabIndex={0} role="region" aria-labelledby="vn-results-caption">
              <Draws>
                <caption id="vn-results-caption">
                  {translate('lottery_results_caption', { count: Math.min(rows.length, VN_NUMERO_COUNT) })}
                </caption>
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
                  {rows.map((draw) => (
                    <tr key={`${draw.gameCode}:${draw.numero}`}>
                      <th scope="row">{draw.gameName}</th>
                      <td data-align="start">{draw.numero}</td>
                      <td data-align="start">
                        <Digits>
                          {[...draw.result].map((digit, i) => (
                            <span key={i} aria-hidden="true">
                              {digit}
                            </span>
                          ))}
                          <Spoken>{draw.result}</Spoken>
                        </Digits>
                      </td>
                      <td>{formatTimestamp(draw.openedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </Draws>
            </Scroll>
          )
        }
      </QueryView>
    </>
  );
}
