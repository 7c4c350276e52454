import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GameMaintenance, LaunchGameRequest } from '@tessera/api';
import { GAME_CODES } from '@tessera/api/contract';
import { toLanguageCode, useTranslation } from '@tessera/i18n';
import { Button, EmptyState } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { ContentSkeleton } from '../content/QueryStatus';
import { authErrorMessage } from '../auth/messages';
import { frameClosed, frameRequested, gameBalanceChanged, selectFrame } from './slice';
import { SuggestedGames } from './SuggestedGames';
import { Frame, Refusal } from './GameFrame.styles';

/** The message a game sends its host page when the member's balance changed (a bet or a win). */
export const GAME_BALANCE_MESSAGE = 'tessera:game-balance-changed';
/** The message a game sends when the member chose its way back to the site. */
export const GAME_EXIT_MESSAGE = 'tessera:game-exit';

/** What a third-party game may do in its frame: run its scripts, nothing more (no top navigation, forms or popups). */
export const GAME_FRAME_SANDBOX = 'allow-scripts';

const deviceOf = () => (window.matchMedia?.('(max-width: 767px)').matches ? 'MOBILE' : 'WEB');

/**
 * A launched game: asks the platform for a one-time launch address and shows it in a sandboxed
 * frame on the game's own origin. While launching it holds the place; refused, it says why (a
 * game under maintenance suggests others, §8) and offers a retry. The header balance follows the
 * game's bets, and is refreshed when the member leaves; the game's way back leads back.
 */
export function GameFrame({
  request,
  title,
}: {
  request: Omit<LaunchGameRequest, 'language' | 'device'>;
  title: string;
}) {
  const { t: translate, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const frame = useAppSelector(selectFrame);
  const iframe = useRef<HTMLIFrameElement>(null);
  const navigate = useNavigate();
  const language = toLanguageCode(i18n.language);
  const key = JSON.stringify(request);

  const launch = () =>
    dispatch(frameRequested({ ...(JSON.parse(key) as LaunchGameRequest), language, device: deviceOf() }));
  useEffect(() => {
    launch();
    return () => {
      dispatch(frameClosed());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new launch for another game or language only; `launch` is rebuilt every render
  }, [key, language, dispatch]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the game's own frame is heard (its origin is opaque in the sandbox, so the source decides).
      if (event.source !== iframe.current?.contentWindow) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === GAME_BALANCE_MESSAGE) dispatch(gameBalanceChanged());
      // Back where the member came from, or home when the game was opened directly.
      if (type === GAME_EXIT_MESSAGE)
        void ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/index'));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch, navigate]);

  if (frame.phase === 'open' && frame.url) {
    return (
      <Frame
        ref={iframe}
        src={frame.url}
        title={title}
        sandbox={GAME_FRAME_SANDBOX}
        referrerPolicy="no-referrer"
        allow="fullscreen; autoplay"
      />
    );
  }
  if (frame.phase === 'failed' && frame.error) {
    const { code } = frame.error;
    if (code === GAME_CODES.gameMaintenance) {
      const details = frame.error.details as GameMaintenance | undefined;
      return (
        <Refusal>
          <EmptyState
            titleAs="h2"
            role="alert"
            title={translate('game_maintenance')}
            description={translate('game_maintenance_suggest')}
          />
          <SuggestedGames games={details?.suggestions ?? []} />
        </Refusal>
      );
    }
    return (
      <EmptyState
        titleAs="h2"
        role="alert"
        title={translate('game_launch_failed')}
        description={authErrorMessage(translate, frame.error)}
        action={<Button onClick={launch}>{translate('retry')}</Button>}
      />
    );
  }
  return <ContentSkeleton rows={1} height={480} />;
}
