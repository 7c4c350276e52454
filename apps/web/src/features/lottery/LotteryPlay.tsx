import { Link } from 'react-router-dom';
import type { LotteryGame, PrizeMode } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { Button, EmptyState } from '@tessera/ui';
import { useAppSelector } from '../../core/hooks';
import { ContentSkeleton } from '../content/QueryStatus';
import { GameFrame } from '../games/GameFrame';
import { useRequireAccount } from '../session/gate';
import { selectIsTrial, selectSession } from '../session/selectors';
import { lotteryLaunchRequest } from './lottery';
import { SectionHeader } from './lottery.styles';
import { Panel } from './LotteryPlay.styles';

/** Where the panel closes to: the lobby, still on the game's provider. */
const lobbyPath = (vendor: string) => `/lottery?${new URLSearchParams({ vendor })}`;

/**
 * The lottery game a /lottery address names: a member plays it at once in the lottery lobby's
 * frame (betting view, the site's prize mode); a visitor or a trial account sees it with a play
 * button behind the login gate (§5: visitors go to /login, trial accounts are told why not).
 */
export function LotteryPlay({
  game,
  prizeMode,
  vendorName,
}: {
  game: LotteryGame;
  prizeMode: PrizeMode;
  vendorName: string;
}) {
  const { t: translate } = useTranslation();
  const { phase } = useAppSelector(selectSession);
  const trial = useAppSelector(selectIsTrial);
  const requireAccount = useRequireAccount();
  const playing = phase === 'member' && !trial;
  return (
    <Panel aria-labelledby="lottery-playing">
      <SectionHeader>
        <div>
          <h2 id="lottery-playing">{game.gameName}</h2>
          <p>
            {vendorName}
            {game.defaultPlayType && ` · ${translate('lottery_play_type', { playType: game.defaultPlayType })}`}
          </p>
        </div>
        <Link to={lobbyPath(game.vendor)}>{translate('lottery_close_game')}</Link>
      </SectionHeader>
      {playing ? (
        <GameFrame request={lotteryLaunchRequest(game, prizeMode, window.location.origin)} title={game.gameName} />
      ) : phase === 'restoring' ? (
        <ContentSkeleton rows={1} height={480} />
      ) : (
        <EmptyState
          size="compact"
          title={translate(trial ? 'lottery_real_account_to_play' : 'lottery_login_to_play')}
          action={<Button onClick={() => requireAccount(() => undefined)}>{translate('lottery_play')}</Button>}
        />
      )}
    </Panel>
  );
}

/** A /lottery address naming a game that is not offered. */
export function LotteryNotFound() {
  const { t: translate } = useTranslation();
  return (
    <Panel>
      <EmptyState
        role="alert"
        size="compact"
        title={translate('lottery_game_not_found')}
        description={translate('lottery_game_not_found_text')}
      />
    </Panel>
  );
}
