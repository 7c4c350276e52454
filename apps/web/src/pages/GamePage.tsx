import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import { EmptyState } from '@tessera/ui';
import { GameFrame } from '../features/games/GameFrame';
import { frameRequestOf } from '../features/games/launch';
import { PlayGate } from '../features/games/PlayGate';
import { Page } from '../shell/Page';

/** /game?gameType&vassalage[&nodeId|gameCode]: the game in a sandboxed frame on its own origin. */
export default function GamePage() {
  const { t: translate } = useTranslation();
  const [search] = useSearchParams();
  const request = frameRequestOf(search);
  return (
    <Page>
      {request ? (
        <PlayGate>
          <GameFrame request={request} title={translate('page_game')} />
        </PlayGate>
      ) : (
        <EmptyState
          titleAs="h2"
          title={translate('game_none_chosen')}
          description={translate('game_none_chosen_text')}
          action={<Link to="/rng">{translate('game_back_to_lobby')}</Link>}
        />
      )}
    </Page>
  );
}
