import { toLanguageCode, useTranslation } from '@tessera/i18n';
import { Modal } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ContentSkeleton, LoadFailure } from '../content/QueryStatus';
import { useGameListInfiniteQuery } from './gamesApi';
import { GameTiles } from './GameTiles';
import { providerPopupClosed, selectProviderPopup, type ProviderPopup } from './slice';

function ProviderGames({ popup }: { popup: ProviderPopup }) {
  const { t: translate, i18n } = useTranslation();
  const list = useGameListInfiniteQuery({ gameType: popup.gameType, vassalage: popup.vassalage, language: toLanguageCode(i18n.language) });
  if (list.isLoading) return <ContentSkeleton rows={2} height={120} />;
  if (list.isError) return <LoadFailure onRetry={() => void list.refetch()} />;
  const games = list.data?.pages.flatMap((page) => page.games) ?? [];
  return <GameTiles games={games} label={translate('game_provider_games', { provider: popup.name })} maxColumns={4} withProvider={false} />;
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
    <Modal
      open={popup !== null}
      onOpenChange={(open) => !open && dispatch(providerPopupClosed())}
      title={popup ? translate('game_provider_games', { provider: popup.name }) : undefined}
      closeLabel={translate('close')}
      width="760px"
    >
      {popup && <ProviderGames popup={popup} />}
    </Modal>
  );
}
