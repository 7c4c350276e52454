import { useState } from 'react';
import type { LotteryGame } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { Select } from '@tessera/ui';
import { VN_NUMERO_COUNT } from '../../core/constants';
import { ContentSkeleton, QueryView } from '../content/QueryStatus';
import { DrawTable } from './DrawTable';
import { useVnOpenedNumerosQuery } from './lotteryApi';
import { Chooser } from './VnResults.styles';

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
        {(rows) => (
          <DrawTable
            draws={rows}
            caption={translate('lottery_results_caption', { count: Math.min(rows.length, VN_NUMERO_COUNT) })}
            maxHeight="min(70vh, 40rem)"
            empty={{ title: translate('lottery_results_empty') }}
          />
        )}
      </QueryView>
    </>
  );
}
