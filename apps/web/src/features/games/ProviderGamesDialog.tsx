import { useState } from 'react';
import type { GameType } from '@tessera/api';
import { toLanguageCode, useTranslation } from '@tessera/i18n';
import { Button, Modal, ModalBody, ModalHeader, ModalTitle } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { ContentSkeleton, LoadFailure } from '../content/QueryStatus';
import { GAME_TYPE_LABELS } from '../memberCentre/records/gameTypes';
import { selectIsSignedIn } from '../session/selectors';
import { useGameListInfiniteQuery, useVassGameTypesQuery } from './gamesApi';
import { GameTiles } from './GameTiles';
import { providerPopupClosed, selectProviderPopup, type ProviderPopup } from './slice';
import { Types } from './ProviderGamesDialog.styles';

function ProviderGames({ popup }: { popup: ProviderPopup }) {
  const { t: translate, i18n } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  // A member sees each game type the provider offers (§7 GCSGAME_getVassGameType), the popup's own first.
  const types = useVassGameTypesQuery(popup.vassalage, { skip: !signedIn }).data?.[0]?.gameTypes ?? [];
  const [gameType, setGameType] = useState<GameType>(popup.gameType);
  const list = useGameListInfiniteQuery({
    gameType,
    vassalage: popup.vassalage,
    language: toLanguageCode(i18n.language),
  });
  const others = types.length > 1 && types.includes(popup.gameType);
  const games = list.data?.pages.flatMap((page) => page.games) ?? [];
  return (
    <>
      {others && (
        <Types role="group" aria-label={translate('game_provider_types', { provider: popup.name })}>
          {types.map((type) => (
            <Button
              key={type}
              size="sm"
              variant={type === gameType ? 'primary' : 'ghost'}
              aria-pressed={type === gameType}
              onClick={() => setGameType(type)}
            >
              {translate(GAME_TYPE_LABELS[type])}
            </Button>
          ))}
        </Types>
      )}
      {list.isLoading ? (
        <ContentSkeleton rows={2} height={120} />
      ) : list.isError ? (
        <LoadFailure onRetry={() => void list.refetch()} />
      ) : (
        <GameTiles
          games={games}
          label={translate('game_provider_games', { provider: popup.name })}
          maxColumns={4}
          withProvider={false}
        />
      )}
    </>
  );
}

/**
 * §3 isGame VASSALAGE: the provider's games (a live casino's tables) in a popup; choosing one
 * launches it, which closes the popup on the way to the game.
 */
export function ProviderGamesDialog() {
  const { t: translate } = useTranslation();
  const dispatch = useAppDispatch();
  const popup = useAppSelector(selectProviderPopup);
  return (
    <Modal open={popup !== null} onOpenChange={(open) => !open && dispatch(providerPopupClosed())} size="lg">
      <ModalHeader closeLabel={translate('close')}>
        {popup && <ModalTitle>{translate('game_provider_games', { provider: popup.name })}</ModalTitle>}
      </ModalHeader>
      <ModalBody>{popup && <ProviderGames popup={popup} />}</ModalBody>
    </Modal>
  );
}
